import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '#server/paths.js';

/** The real server as its own process (from source, through tsx), for crash and signal tests. */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/** HEALTH_TOKEN of every test server: /healthz answers its details to this bearer token. */
export const TEST_HEALTH_TOKEN = 'test-health-token-0123456789abcdef';
export const HEALTH_DETAILS_HEADERS = { authorization: `Bearer ${TEST_HEALTH_TOKEN}` };

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The production build's entry point, as `npm start` runs it (`npm test` builds before testing). */
export const BUILT_SERVER = path.join(PROJECT_ROOT, 'dist/node/src/server/main.js');

export interface SpawnOptions {
  /**
   * Run the build (dist/) instead of the sources through tsx: what production runs, and starts
   * without compiling TypeScript, so start-up times mean something. Rebuild after changing the server.
   */
  built?: boolean;
}

function serverArgs(options: SpawnOptions): string[] {
  if (!options.built) return ['--import', 'tsx', path.join(PROJECT_ROOT, 'src/server/main.ts')];
  if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run \`npm run build\` first`);
  return [BUILT_SERVER];
}

export function spawnServer(env: Record<string, string>, port: number, options: SpawnOptions = {}): ServerProcess {
  const child = spawn(process.execPath, serverArgs(options), {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      CLIENT_DIR: '/nonexistent-client-dir',
      HEALTH_TOKEN: TEST_HEALTH_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => output, exited };
}

/** Starts the server and waits until /healthz answers; fails with the server's output otherwise. */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 30_000,
  options: SpawnOptions = {},
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const server = spawnServer(env, await freePort(), options);
    if (await becomesReady(server, timeoutMs)) return server;
    // Another process took the port between freePort() and listen(): try another one.
    if (attempt < 3 && server.output().includes('EADDRINUSE')) continue;
    server.child.kill('SIGKILL');
    throw new Error(`server did not become ready:\n${server.output()}`);
  }
}

/** Polls /healthz until it answers 200 (true), or until the process ends or time runs out (false). */
export async function becomesReady(server: ServerProcess, timeoutMs: number, pollMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const response = await fetch(`${server.url}/healthz`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return false;
}

export async function loginOverHttp(server: ServerProcess, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}
