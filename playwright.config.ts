import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, E2E_ADMIN_PASSWORD, E2E_BASE_URL, E2E_PORT } from './e2e/support/e2e-env.js';
import { E2E_SERVER_LOG } from './e2e/support/server-log.js';

/**
 * E2E tests drive Debian's Chromium (`apt-get install chromium`) against the built server:
 * `npx vite build && npx tsc -p tsconfig.server.json` first. Playwright's own browser download
 * cannot work on these machines.
 */
/**
 * A fresh, empty database for every run. This file is also loaded by the worker processes; they
 * inherit the variable, so only the main process creates the folder and removes it at exit
 * (after Playwright has stopped the server).
 */
function runDataDir(): string {
  const existing = process.env.E2E_DATA_DIR;
  if (existing) return existing;
  const dir = mkdtempSync(path.join(tmpdir(), 'debt-site-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  // Runs while the server is still up: its log must hold no secrets (e2e/log-scrub.teardown.ts).
  globalTeardown: './e2e/log-scrub.teardown.ts',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  webServer: {
    // The server's log (stdout) goes to a file the teardown checks; exec keeps SIGTERM going to node.
    command: `mkdir -p '${path.dirname(E2E_SERVER_LOG)}' && exec node dist/node/src/server/main.js > '${E2E_SERVER_LOG}'`,
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the server close its database cleanly before the folder is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      // Admin calls must come from the server's own origin (CSRF check): the one the browser uses.
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: runDataDir(),
      // Always the embedded database, whatever the developer's shell has set.
      DATABASE_URL: '',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Every spec submits from one address; the per-IP spam limit is tested in the API suite.
      LEAD_RATE_LIMIT: '10000',
      VOICE_RATE_LIMIT: '10000',
      // Info: request lines too, so the log check sees every login attempt and refusal with its status.
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
  },
});
