#!/usr/bin/env node
/**
 * Draws the dashboard's install icons (decision 0039) from src/client/public/logo.svg with the
 * Chromium that Playwright already installs for the e2e tests: 192 and 512 px, and a 512 px
 * maskable one whose logo sits inside the safe circle (80 %) on the logo's navy. The PNGs are
 * committed; run this again after changing the logo: `node scripts/make-admin-icons.mjs`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'src/client/public');
const OUT = path.join(PUBLIC, 'admin/icons');
/** The logo's own background (logo.svg): a maskable icon's padding must not show a seam. */
const NAVY = '#0b1f3a';

const logo = `data:image/svg+xml;base64,${readFileSync(path.join(PUBLIC, 'logo.svg')).toString('base64')}`;
const icons = [
  { file: 'icon-192.png', size: 192, logoShare: 1 },
  { file: 'icon-512.png', size: 512, logoShare: 1 },
  { file: 'icon-maskable-512.png', size: 512, logoShare: 0.8 },
];

mkdirSync(OUT, { recursive: true });
// The system Chromium the e2e tests use (e2e/support/e2e-env.ts); CHROMIUM_PATH overrides it.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const logoSize = Math.round(icon.size * icon.logoShare);
    const background = icon.logoShare < 1 ? NAVY : 'transparent';
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${background}">` +
        `<img src="${logo}" width="${logoSize}" height="${logoSize}"></body></html>`,
    );
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: icon.logoShare === 1 });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`icons written to ${path.relative(ROOT, OUT)}`);
