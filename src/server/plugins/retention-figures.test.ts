import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_DAYS, retentionMetaContent } from '#shared/retention-periods.js';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';
import { withRetentionFigures } from './retention-figures.js';

/**
 * The privacy page states the retention settings in force, however the site is configured. The
 * pages below are what the build writes (scripts/prerender.mjs: the defaults, each period marked
 * as src/client/app/public-pages/privacy-page.test.ts shows), compressed copies included.
 */
const attribute = (value: string) => value.replace(/"/g, '&quot;');
const defaultMeta = `<meta name="retention-days" content="${attribute(retentionMetaContent(DEFAULT_RETENTION_DAYS))}" />`;
const page = (body: string) =>
  `<!doctype html><html><head>\n    <title>Page</title>\n    ${defaultMeta}\n  </head><body><div id="root">${body}</div></body></html>`;
const PRIVACY = page(
  '<ul><li>Inquiries and the details you send us, with the record of the consent you gave: up to ' +
    '<span data-retention="inquiries">3 years</span> after you send them.</li>' +
    '<li>Voice recordings: up to <span data-retention="voiceRecordings">1 year</span>.</li>' +
    '<li>Raw visitor activity (individual page views, clicks and typed values): deleted after ' +
    '<span data-retention="activity">90 days</span>.</li>' +
    '<li>IP addresses: deleted after <span data-retention="ipAddresses">90 days</span>.</li></ul>',
);
const HOME = page('<h1>Home</h1>');

function writeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'retention-figures-'));
  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(html));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(html));
  };
  write('index.html', HOME);
  write('privacy/index.html', PRIVACY);
  write('404.html', page('<h1>404 Page Not Found</h1>'));
  return dir;
}

describe('the retention figures in the served pages', () => {
  let clientDir: string;
  let t: TestApp;
  beforeAll(async () => {
    clientDir = writeBuild();
    t = await createTestApp('pglite', {
      env: { CLIENT_DIR: clientDir, ACTIVITY_RETENTION_DAYS: '30', INQUIRY_RETENTION_DAYS: '730' },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('says 30 days on /privacy when ACTIVITY_RETENTION_DAYS=30, in every encoding, and tells the browser app', async () => {
    const plain = await get('/privacy');
    expect(plain.statusCode).toBe(200);
    const brotli = brotliDecompressSync((await get('/privacy', { 'accept-encoding': 'br' })).rawPayload).toString();
    const gzip = gunzipSync((await get('/privacy', { 'accept-encoding': 'gzip' })).rawPayload).toString();
    for (const html of [plain.body, brotli, gzip]) {
      expect(html).toContain('clicks and typed values): deleted after <span data-retention="activity">30 days</span>.');
      expect(html).toContain('up to <span data-retention="inquiries">2 years</span> after you send them.');
      expect(html).toContain('Voice recordings: up to <span data-retention="voiceRecordings">1 year</span>.');
      expect(html).not.toContain('90 days</span>.</li><li>IP');
    }
    // Every page carries the figures, so /privacy reached through the app says the same.
    const figures = { inquiries: 730, voiceRecordings: 365, activity: 30, ipAddresses: 90 };
    const meta = `<meta name="retention-days" content="${attribute(retentionMetaContent(figures))}" />`;
    expect(plain.body).toContain(meta);
    expect((await get('/')).body).toContain(meta);
    expect((await get('/no-such-page')).body).toContain(meta);
    // The files as built (the defaults) are not served under their own names.
    for (const url of ['/privacy/index.html', '/index.html', '/privacy/index.html.br']) {
      expect((await get(url)).body, url).not.toContain(defaultMeta);
    }
  });

  it('leaves the build as it is with the default settings, so its compressed copies are served', () => {
    for (const html of [PRIVACY, HOME]) expect(withRetentionFigures(html, DEFAULT_RETENTION_DAYS)).toBe(html);
  });

  it('adds the tag to a page built without it and leaves unknown marks alone', () => {
    const days = { ...DEFAULT_RETENTION_DAYS, activity: 7 };
    const html = withRetentionFigures(
      '<html><head></head><body><span data-retention="other">x</span></body></html>',
      days,
    );
    expect(html).toContain(
      `<meta name="retention-days" content="${attribute(retentionMetaContent(days))}" />\n</head>`,
    );
    expect(html).toContain('<span data-retention="other">x</span>');
  });
});
