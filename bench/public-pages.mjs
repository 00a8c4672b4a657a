#!/usr/bin/env node
/**
 * Lighthouse (mobile settings: Moto G-class device, simulated slow 4G) on the four marketing
 * routes, against the built server on loopback, in Debian's Chromium. Prints the four category
 * scores, the bytes transferred and the JavaScript among them.
 * Run `npm run build` first, then `npm run bench:pages`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES = ['/', '/faq', '/success-stories', '/commercial-debt-relief'];
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/node/src/server/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'benchmark admin password',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, dataDir };
    } catch {
      // not ready yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start (did you run npm run build?)');
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
});

const rows = [];
try {
  for (const route of ROUTES) {
    const result = await lighthouse(`${server.url}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const items = audits['network-requests']?.details?.items ?? [];
    const scriptBytes = items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    rows.push({
      route,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      'transferred KB': Math.round((audits['total-byte-weight'].numericValue ?? 0) / 1024),
      'JS KB': Math.round(scriptBytes / 1024),
      'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
      CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    });
    for (const [id, category] of Object.entries(categories)) {
      if (category.score < 1) {
        const failing = category.auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
          .map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`);
        if (failing.length) console.log(`${route} ${id}: ${failing.join(', ')}`);
      }
    }
  }
} finally {
  await chrome.kill();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.on('exit', resolve));
  rmSync(server.dataDir, { recursive: true, force: true });
}

console.log('\nLighthouse, mobile settings (simulated slow 4G, 4x CPU slowdown), built server on loopback');
console.table(rows);
