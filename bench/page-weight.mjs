#!/usr/bin/env node
/**
 * What the admin dashboard and the home page make a browser download, measured in Debian's
 * Chromium against the built server: every script and stylesheet fetched on load, gzip-compressed
 * (level 9, as e2e/performance-budget.spec.ts counts), plus the HTML. The dashboard is loaded
 * after a real login at 1280×900 and the home page with no interaction, so a change to one can be
 * checked against the other: the dashboard may grow with its features, the public pages must not.
 * Run `npm run build` first, then `npm run bench:page-weight`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer, stopServer } from './support/server.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'benchmark admin password';
const KB = 1024;

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-weight-'));
const server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

/** Loads `route` in `page` and sums what it fetched, by kind. */
async function weigh(page, route) {
  const sizes = { document: 0, script: 0, stylesheet: 0 };
  const files = [];
  const pending = [];
  const onResponse = (response) => {
    const type = response.request().resourceType();
    if (!(type in sizes)) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const gzip = gzipSync(body, { level: 9 }).length;
          sizes[type] += gzip;
          files.push(`${new URL(response.url()).pathname} ${(gzip / KB).toFixed(1)} KB`);
        })
        .catch(() => {}),
    );
  };
  page.on('response', onResponse);
  await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await Promise.all(pending);
  page.off('response', onResponse);
  return { sizes, files };
}

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const home = await weigh(page, '/');
  const login = await page.request.post(`${server.url}/api/admin/login`, {
    data: { password: PASSWORD },
    headers: { origin: server.url },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const admin = await weigh(page, '/admin');
  const row = ({ sizes }) => ({
    'HTML KB': +(sizes.document / KB).toFixed(1),
    'JS KB': +(sizes.script / KB).toFixed(1),
    'CSS KB': +(sizes.stylesheet / KB).toFixed(1),
  });
  console.log(`page weight, gzip, ${new Date().toISOString().slice(0, 10)}`);
  console.table({ '/ (home)': row(home), '/admin (after login)': row(admin) });
  console.log(`/admin files:\n${admin.files.join('\n')}`);
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
