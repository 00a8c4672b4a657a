#!/usr/bin/env node
/**
 * What the admin dashboard and the home page make a browser download, measured in Debian's
 * Chromium against the built server: every script and stylesheet fetched on load, as served on the
 * wire (brotli, the response body's bytes as Chromium received them, as
 * e2e/performance-budget.spec.ts counts) and decoded (what the browser parses), plus the HTML. The
 * dashboard is loaded after a real login at 1280×900 and the home page with no interaction, so a
 * change to one can be checked against the other: the dashboard may grow with its features, the
 * public pages must not. Run `npm run build` first, then `npm run bench:page-weight`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** Loads `route` in `page` and sums what it fetched, by kind, on the wire and decoded. */
async function weigh(page, route) {
  const kinds = ['document', 'script', 'stylesheet'];
  const wire = Object.fromEntries(kinds.map((kind) => [kind, 0]));
  const decoded = { ...wire };
  const files = [];
  const pending = [];
  const onFinished = (request) => {
    const type = request.resourceType();
    if (!kinds.includes(type)) return;
    pending.push(
      (async () => {
        const response = await request.response();
        const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
        wire[type] += sizes.responseBodySize;
        decoded[type] += body.length;
        const pathname = new URL(request.url()).pathname;
        files.push(
          `${pathname} ${(sizes.responseBodySize / KB).toFixed(1)} KB (${(body.length / KB).toFixed(1)} KB decoded)`,
        );
      })().catch(() => {}),
    );
  };
  page.on('requestfinished', onFinished);
  await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await Promise.all(pending);
  page.off('requestfinished', onFinished);
  return { wire, decoded, files };
}

try {
  // A fresh browser profile for each page: nothing comes from the cache, so every byte counts.
  const freshPage = async () => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const home = await weigh(await freshPage(), '/');
  const adminPage = await freshPage();
  const login = await adminPage.request.post(`${server.url}/api/admin/login`, {
    data: { password: PASSWORD },
    headers: { origin: server.url },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const admin = await weigh(adminPage, '/admin');
  const row = ({ wire, decoded }) => ({
    'HTML KB': +(wire.document / KB).toFixed(1),
    'JS KB': +(wire.script / KB).toFixed(1),
    'JS decoded KB': +(decoded.script / KB).toFixed(1),
    'CSS KB': +(wire.stylesheet / KB).toFixed(1),
  });
  console.log(`page weight on the wire (brotli) and decoded, ${new Date().toISOString().slice(0, 10)}`);
  console.table({ '/ (home)': row(home), '/admin (after login)': row(admin) });
  console.log(`/ files:\n${home.files.join('\n')}`);
  console.log(`/admin files:\n${admin.files.join('\n')}`);
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
