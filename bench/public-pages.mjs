#!/usr/bin/env node
/**
 * Lighthouse (mobile settings: Moto G-class device, simulated slow 4G) on the four marketing
 * routes, against the built server on loopback, in Debian's Chromium. Prints the four category
 * scores, the bytes transferred and the JavaScript among them.
 * Run `npm run build` first, then `npm run bench:pages`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, stopServer } from './support/server.mjs';

const ROUTES = ['/', '/faq', '/success-stories', '/commercial-debt-relief', '/privacy', '/book'];
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
const server = await startServer({ DATA_DIR: dataDir });
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
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nLighthouse, mobile settings (simulated slow 4G, 4x CPU slowdown), built server on loopback');
console.table(rows);
