import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Writable } from 'node:stream';
import { buildApp, type AppOptions } from '#server/app.js';
import { loadConfig, type Env } from '#server/config.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { openTestDatabase, type DatabaseKind } from './databases.js';
import { uniqueRedisPrefix } from './redis.js';
import { TEST_HEALTH_TOKEN } from './server-process.js';

export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

/** Lower scrypt cost for test-stored passwords; the production cost has its own test. */
export const TEST_HASH_LOG2N = 12;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Every log line written so far, parsed. */
  logs: Array<Record<string, unknown>>;
  /** The raw log text, for "this must never appear" checks. */
  logText(): string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'config' | 'database' | 'logger'>> {
  env?: Env;
  database?: DatabaseHandle;
}

/** A log destination that keeps every line written to it, in memory. */
export function logCapture(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

/** A fully built app on a fresh database, with logs captured in memory. */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase(kind));
  const { stream, lines } = logCapture();
  const config = loadConfig({
    NODE_ENV: 'test',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: 'info',
    LEAD_RATE_LIMIT: '100000',
    CLIENT_DIR: '/nonexistent-client-dir',
    // One test process holds several embedded databases at once, far from a deployment's memory
    // use: the RSS guard (on by default) is tested on its own (overload.test.ts).
    PRESSURE_MAX_RSS_MB: '0',
    // The event-loop and heap guards watch wall-clock delay and a share of the heap: on a loaded
    // CI machine a heavy PGlite query held the loop past 500 ms and the next second's requests of
    // an unrelated test got 503. They are tested on their own (overload.test.ts sets its limit).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_HEAP_USED_MB: '0',
    HEALTH_TOKEN: TEST_HEALTH_TOKEN,
    ...options.env,
  });
  const app = await buildApp({
    passwordHashLog2N: TEST_HASH_LOG2N,
    mailOutbox: { pollMs: 200, retryBackoff: { firstMs: 100, maxMs: 1000 } },
    pushOutbox: { pollMs: 200, retryBackoff: { firstMs: 100, maxMs: 1000 } },
    redisPrefix: uniqueRedisPrefix(),
    ...options,
    config,
    database,
    logger: { level: config.logLevel, stream },
  });
  await app.ready();
  return {
    app,
    database,
    get logs() {
      return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    logText: () => lines.join('\n'),
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** The `name=value` part of the admin cookie a login answer set. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const header = [response.headers['set-cookie'] ?? []].flat()[0];
  if (!header) throw new Error(`no cookie set (status ${response.statusCode}: ${response.body})`);
  return header.split(';')[0]!;
}

export async function loginAsAdmin(app: FastifyInstance, password = TEST_ADMIN_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieFrom(response);
}

export const validConsultation = {
  type: 'consultation',
  firstName: 'Maria',
  lastName: 'Okafor',
  email: 'maria@okafor-paving.example',
  company: 'Okafor Paving LLC',
  phone: '(555) 201-3344',
  debtAmount: '500k-1m',
  creditorsCount: '9-15',
  message: 'Two equipment lenders are threatening to sue and the MCA payments are draining our account.',
  sessionId: 'session_1763800000000_abc123xyz',
} as const;

export const validBrochure = {
  type: 'lead_magnet',
  email: 'sam@brightline-hvac.example',
  firstName: 'Sam',
  company: 'Brightline HVAC',
  phone: '',
  lastName: '',
  message: 'Downloaded free debt negotiation guide',
  sessionId: null,
} as const;
