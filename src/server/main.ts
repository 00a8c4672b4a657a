import 'dotenv/config';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { startPgliteWorker } from './db/pglite-worker-start.js';

/** Errors whose message says all an operator needs: printed alone, without a stack. */
const PLAIN_ERRORS = new Set(['ConfigError', 'DataDirInUseError', 'DataDirUnusableError']);

/** Starts the server: config, database, app, listen; closes everything cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  // PGlite opens in its worker thread while this thread loads the rest of the server's modules.
  const pgliteWorker = config.databaseUrl ? undefined : startPgliteWorker(config.dataDir, config.checkpointIntervalMs);
  // A refused data directory (in use, damaged) stops the start at once, without waiting for the modules.
  const [[{ openDatabase }, { buildApp }]] = await Promise.all([
    Promise.all([import('./db/client.js'), import('./app.js')]),
    pgliteWorker,
  ]);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    checkpointIntervalMs: config.checkpointIntervalMs,
    diskReserveBytes: config.diskReserveBytes,
    pgliteWorker,
  });
  const app = await buildApp({
    config,
    database,
    announcePassword: (password) => {
      // Printed straight to the terminal, once, never through the (redacting) log.
      process.stdout.write(
        `\n  No admin password was set, so one was generated:\n\n      ${password}\n\n` +
          '  It is shown only this once. Change it any time with ADMIN_PASSWORD or `npm run admin:password`.\n\n',
      );
    },
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    void shutDown(app, database, config).then((code) => process.exit(code));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
  app.log.info({ database: database.kind, location: database.location }, `serving ${config.publicUrl.origin}`);
}

/**
 * The order matters: stop accepting connections and let requests in flight finish (new requests
 * on open connections get a 503), then the app's onClose hooks write buffered tracking events and
 * wait for background work, then the database closes. All within SHUTDOWN_TIMEOUT_MS: at half of
 * it, connections still open are cut; near its end the database is closed whatever is still
 * running (unfinished voice processing resumes at the next start). Resolves with the exit code:
 * 0 only when everything finished in order.
 */
async function shutDown(app: FastifyInstance, database: DatabaseHandle, config: Config): Promise<number> {
  const timeoutMs = config.shutdownTimeoutMs;
  const closeMs = Math.min(2000, timeoutMs / 4);
  const sleep = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
  let drained = false;
  app.server.once('close', () => (drained = true));
  // A connection kept alive after its last answer would hold server.close() until it times out.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    if (drained) return;
    app.log.warn({ timeoutMs }, 'shutdown: cutting connections still open');
    app.server.closeAllConnections();
  }, timeoutMs / 2);

  const appClosed = app.close().then(
    () => true,
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown: closing the app failed');
      return false;
    },
  );
  const inOrder = await Promise.race([appClosed, sleep(timeoutMs - closeMs, null)]);
  clearInterval(closeIdle);
  clearTimeout(cut);
  if (inOrder === null)
    app.log.error({ timeoutMs }, 'shutdown: still busy near the deadline; closing the database anyway');
  const databaseClosed = await Promise.race([
    database.close().then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown: closing the database failed');
        return false;
      },
    ),
    sleep(closeMs, false),
  ]);
  if (inOrder && databaseClosed) app.log.info('stopped');
  return inOrder && databaseClosed ? 0 : 1;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && PLAIN_ERRORS.has(error.name))) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
