import { spawn } from 'node:child_process';
import path from 'node:path';
import { freshDatabase } from '#server/reliability/stored-data.js';
import type { DatabaseKind } from './databases.js';
import { percentile } from './measure.js';
import { startServer, type ServerProcess } from './server-process.js';

/**
 * A distributed wrong-password flood against a real server (login-flooder.mjs, a process of its
 * own), and the admin logging in during it (decision 0028): from a browser holding its device
 * token from an earlier login, and, when asked, from a browser without one at the same time.
 * Shared by `login-flood.timing.test.ts` and `bench/login-flood.ts`. The server must trust
 * X-Forwarded-For from the loopback (TRUST_PROXY=127.0.0.1).
 */
const FLOODER = path.join(import.meta.dirname, 'login-flooder.mjs');

export interface FloodOptions {
  url: string;
  /** The admin's (right) password; the flood sends wrong ones. */
  password: string;
  /** How many addresses the flood comes from. */
  addresses: number;
  /** Flood requests in flight at once. */
  concurrency: number;
  /** How long the flood runs before the admin starts, so its budgets are already spent. */
  warmUpMs: number;
  /** Logins, one after the other, by the admin's browser that holds a device token. */
  adminLogins: number;
  /** Logins by a browser without a token (its own address, not one of the flood's); 0: none. */
  tokenlessLogins: number;
  /** Pause between one admin login's answer and the next. */
  pauseMs: number;
}

export interface AdminRun {
  /** Status of each login, in order (0: no answer). */
  statuses: number[];
  latenciesMs: number[];
}

export interface FloodResult {
  /** Flood answers by status (0: no answer). */
  flood: Map<number, number>;
  floodAttempts: number;
  floodSeconds: number;
  withToken: AdminRun;
  withoutToken: AdminRun;
}

/**
 * The built server on a fresh database of `kind`, as the flood needs it: the production scrypt
 * cost (it stores `password` itself) and login budgets, X-Forwarded-For trusted from the
 * loopback, and LOG_LEVEL info as in production (each attempt's line says whether it cost a
 * hash). Its stop and the database's removal are pushed onto `cleanups`.
 */
export async function startFloodTarget(
  kind: DatabaseKind,
  password: string,
  cleanups: Array<() => Promise<void> | void>,
): Promise<ServerProcess> {
  const database = await freshDatabase(kind, cleanups);
  const server = await startServer(
    { ...database.env, ADMIN_PASSWORD: password, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' },
    60_000,
    { built: true },
  );
  cleanups.push(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });
  return server;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The token holder shares its address with the flood (the flooder's first, as behind one NAT):
 * that address is soon blocked, and only the token keeps the admin apart. The tokenless browser
 * has an address of its own, so what refuses it first is the global budget the flood spends.
 */
const TOKEN_ADMIN_ADDRESS = '10.0.0.0';
const TOKENLESS_ADMIN_ADDRESS = '192.0.2.20';

interface LoginAnswer {
  status: number;
  ms: number;
  deviceCookie: string | undefined;
}

async function login(url: string, password: string, address: string, cookie?: string): Promise<LoginAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ password }),
    });
    await response.arrayBuffer();
    const deviceCookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0]!)
      .find((pair) => /^(__Host-)?admin_device=/.test(pair));
    return { status: response.status, ms: performance.now() - started, deviceCookie };
  } catch {
    return { status: 0, ms: performance.now() - started, deviceCookie: undefined };
  }
}

/** The device token cookie (`admin_device=…`) the admin's browser gets from a login before the flood. */
export async function deviceCookieBeforeFlood(url: string, password: string): Promise<string> {
  const answer = await login(url, password, TOKEN_ADMIN_ADDRESS);
  if (answer.status !== 200 || !answer.deviceCookie)
    throw new Error(`the admin's first login answered ${answer.status}`);
  return answer.deviceCookie;
}

/** Logins one after another; a browser keeps the newest device token each login gives it. */
async function adminLogins(
  options: FloodOptions,
  count: number,
  address: string,
  cookie: string | undefined,
): Promise<AdminRun> {
  const run: AdminRun = { statuses: [], latenciesMs: [] };
  for (let i = 0; i < count; i++) {
    const answer = await login(options.url, options.password, address, cookie);
    run.statuses.push(answer.status);
    run.latenciesMs.push(answer.ms);
    if (cookie && answer.deviceCookie) cookie = answer.deviceCookie;
    await sleep(options.pauseMs);
  }
  return run;
}

interface FloodReport {
  attempts: number;
  byStatus: Record<string, number>;
  seconds: number;
}

/**
 * Runs the flood, starts the admin's logins once it has warmed up, and stops the flood when they
 * are done. `deviceCookie` is the token browser's cookie from a login before the flood.
 */
export async function runLoginFlood(options: FloodOptions, deviceCookie: string): Promise<FloodResult> {
  const flooder = spawn(
    process.execPath,
    [FLOODER, options.url, String(options.addresses), String(options.concurrency)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  flooder.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => flooder.on('close', resolve));
  try {
    await sleep(options.warmUpMs);
    const [withToken, withoutToken] = await Promise.all([
      adminLogins(options, options.adminLogins, TOKEN_ADMIN_ADDRESS, deviceCookie),
      adminLogins(options, options.tokenlessLogins, TOKENLESS_ADMIN_ADDRESS, undefined),
    ]);
    flooder.stdin.end();
    await exited;
    const report = JSON.parse(output) as FloodReport;
    return {
      flood: new Map(Object.entries(report.byStatus).map(([status, count]) => [Number(status), count])),
      floodAttempts: report.attempts,
      floodSeconds: report.seconds,
      withToken,
      withoutToken,
    };
  } finally {
    flooder.kill();
  }
}

/** One line about an admin's logins: how many got in, what the others got, and how long they took. */
export function describeAdminRun(label: string, run: AdminRun): string {
  const ok = run.statuses.filter((status) => status === 200).length;
  const others = new Map<number, number>();
  for (const status of run.statuses) if (status !== 200) others.set(status, (others.get(status) ?? 0) + 1);
  const ms = (value: number) => `${Math.round(value)} ms`;
  return (
    `${label}: ${ok}/${run.statuses.length} logins ok` +
    (others.size ? ` (others: ${[...others].map(([status, count]) => `${status} x${count}`).join(', ')})` : '') +
    (run.latenciesMs.length
      ? `, latency p50 ${ms(percentile(run.latenciesMs, 50))}, p95 ${ms(percentile(run.latenciesMs, 95))}, ` +
        `max ${ms(Math.max(...run.latenciesMs))}`
      : '')
  );
}

/** Password hashes the server ran, from its log: every `admin_login` line that says `hashed: true`. */
export function hashesInLog(log: string): number {
  let hashes = 0;
  for (const line of log.split('\n')) {
    if (!line.includes('"admin_login"')) continue;
    try {
      const entry = JSON.parse(line) as { event?: string; hashed?: boolean };
      if (entry.event === 'admin_login' && entry.hashed === true) hashes++;
    } catch {
      // not a log line
    }
  }
  return hashes;
}
