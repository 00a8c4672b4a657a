import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_EXECUTABLE,
  E2E_ADMIN_PASSWORD,
  E2E_BASE_URL,
  E2E_WORKERS,
  e2eBaseUrl,
} from './e2e/support/e2e-env.js';
import { e2eServerLog } from './e2e/support/server-log.js';

/**
 * E2E tests drive Debian's Chromium (`apt-get install chromium`) against the built server, one
 * server per worker:
 * `npx vite build && npx tsc -p tsconfig.server.json` first. Playwright's own browser download
 * cannot work on these machines.
 */
/**
 * A fresh, empty database for each server of every run. This file is also loaded by the worker
 * processes; they inherit the variables, so only the main process creates the folders and removes
 * them at exit (after Playwright has stopped the servers).
 */
function runDataDir(index: number): string {
  const variable = `E2E_DATA_DIR_${index}`;
  const existing = process.env[variable];
  if (existing) return existing;
  const dir = mkdtempSync(path.join(tmpdir(), `debt-site-e2e-${index}-`));
  process.env[variable] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The server of the worker with this parallel index: its own port, database and log. */
function server(index: number) {
  const url = e2eBaseUrl(index);
  const log = e2eServerLog(index);
  return {
    // The server's log (stdout) goes to a file the teardown checks; exec keeps SIGTERM going to node.
    command: `mkdir -p '${path.dirname(log)}' && exec node dist/node/src/server/main.js > '${log}'`,
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // SIGTERM lets the server close its database cleanly before the folder is removed.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: {
      PORT: new URL(url).port,
      HOST: '127.0.0.1',
      // Admin calls must come from the server's own origin (CSRF check): the one the browser uses.
      PUBLIC_URL: url,
      DATA_DIR: runDataDir(index),
      // Always the embedded database, whatever the developer's shell has set.
      DATABASE_URL: '',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Every spec submits from one address; the per-IP spam limit is tested in the API suite.
      LEAD_RATE_LIMIT: '10000',
      VOICE_RATE_LIMIT: '10000',
      // Every spec logs in from a fresh browser (no device token) at that one address; the global
      // login budget is tested in the API suite (login-budgets.test.ts).
      LOGIN_GLOBAL_MAX_PER_MINUTE: '10000',
      // Specs seed dozens of voicemails back to back; the backlog bound has its own tests.
      VOICE_MAX_BACKLOG: '1000',
      // Not the default (365): /privacy must state the setting in force, served or rendered in the
      // browser (public-pages.spec.ts).
      VOICE_AUDIO_RETENTION_DAYS: '180',
      // Info: request lines too, so the log check sees every login attempt and refusal with its status.
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // Files are shared out between the workers; a file's tests run in order, in one worker.
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // CI machines differ up to 3x in speed, and two workers share two cores with their servers and
  // the voicemail decoders: a wait that takes 2 s here took over 5 s there (a login toast, a
  // dashboard's first render). Waits end as soon as the page is ready; only failures take longer.
  timeout: 45_000,
  expect: { timeout: 12_000 },
  // In CI one retry. On a slow day the guided voicemail on a phone (real MediaRecorder, fake
  // microphone, level meter) starved Chromium's renderer with the other worker on the second
  // core: a tap or a bounding box then waited past the test's limit, on the code before and after
  // a change alike, about one run in two with --repeat-each. A test that fails twice still fails
  // CI, and Playwright lists every test that passed only on its retry as flaky.
  retries: process.env.CI ? 1 : 0,
  // Runs while the servers are still up: their logs must hold no secrets (e2e/log-scrub.teardown.ts).
  globalTeardown: './e2e/log-scrub.teardown.ts',
  use: {
    // Evaluated in each worker process: that worker's own server.
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => server(index)),
});
