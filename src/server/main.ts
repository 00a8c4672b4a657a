import 'dotenv/config';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';

/** Starts the server: config, database, app, listen; closes everything cleanly on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    checkpointIntervalMs: config.checkpointIntervalMs,
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
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, location: database.location }, `serving ${config.publicUrl.origin}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirInUseError')) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
