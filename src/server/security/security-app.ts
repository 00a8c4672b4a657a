import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.js';
import { loadConfig, type Env } from '#server/config.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { loggerOptions } from '#server/logger.js';
import { openTestDatabase } from '#server/test-support/databases.js';
import { logCapture, TEST_ADMIN_PASSWORD, TEST_HASH_LOG2N } from '#server/test-support/test-app.js';

/**
 * The security suites' app: built like production (the real pino settings from logger.ts, with
 * its redaction and serializers) on an in-memory PGlite, with every log line kept for checks.
 */
export interface SecurityApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  logText(): string;
  logs(): Array<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function createSecurityApp(env: Env = {}): Promise<SecurityApp> {
  const database = await openTestDatabase('pglite');
  const { stream, lines } = logCapture();
  const config = loadConfig({
    NODE_ENV: 'test',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: 'info',
    CLIENT_DIR: '/nonexistent-client-dir',
    TRANSCRIPTION_ENGINE: 'none',
    // Load shedding has its own tests; here a busy test machine must not turn answers into 503s.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config.logLevel, stream),
    passwordHashLog2N: TEST_HASH_LOG2N,
    mailOutbox: { pollMs: 200, retryBackoff: { firstMs: 100, maxMs: 1000 } },
  });
  await app.ready();
  let closed = false;
  return {
    app,
    database,
    logText: () => lines.join('\n'),
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close().catch(() => {});
    },
  };
}
