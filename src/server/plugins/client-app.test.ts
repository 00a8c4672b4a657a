import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';

/** A small stand-in for `dist/client`, laid out the way the Vite build and prerender write it. */
function writeClientFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-app-'));
  const shell = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
  writeFileSync(path.join(dir, 'index.html'), shell);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(shell));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(shell));
  mkdirSync(path.join(dir, 'faq'));
  writeFileSync(path.join(dir, 'faq', 'index.html'), '<!doctype html><title>FAQ prerendered</title>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>404 Page Not Found</title>');
  mkdirSync(path.join(dir, 'book', 'manage'), { recursive: true });
  writeFileSync(path.join(dir, 'book', 'manage', 'index.html'), '<!doctype html><title>Your call</title>');
  mkdirSync(path.join(dir, 'unsubscribe'));
  writeFileSync(path.join(dir, 'unsubscribe', 'index.html'), '<!doctype html><title>Unsubscribe</title>');
  mkdirSync(path.join(dir, 'assets'));
  const js = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(js));
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n');
  mkdirSync(path.join(dir, 'admin'));
  const worker = "self.addEventListener('push', () => {});";
  writeFileSync(path.join(dir, 'admin', 'sw.js'), worker);
  writeFileSync(path.join(dir, 'admin', 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(path.join(dir, 'admin', 'manifest.webmanifest'), '{"name":"Dashboard"}');
  return dir;
}

describe('serving the browser app', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = writeClientFixture();
    t = await createTestApp('pglite', { env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves every page path with HTML that is revalidated on each visit', async () => {
    for (const url of ['/', '/success-stories', '/commercial-debt-relief', '/privacy', '/admin', '/book']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Shell</title>');
    }
    expect((await get('/faq')).body).toContain('FAQ prerendered');
    expect((await get('/admin')).headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get('/')).headers['x-robots-tag']).toBeUndefined();
  });

  it('links the install manifest from the admin page alone, compressed copies too, and lets its worker control /admin', async () => {
    const link = '<link rel="manifest" href="/admin/manifest.webmanifest" />';
    expect((await get('/admin')).body).toContain(link);
    const br = await get('/admin', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(link);
    for (const url of ['/', '/faq', '/book']) expect((await get(url)).body, url).not.toContain('manifest');

    const worker = await get('/admin/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['service-worker-allowed']).toBe('/admin');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const compressed = await get('/admin/sw.js', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['service-worker-allowed']).toBe('/admin');
    const manifest = await get('/admin/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect((await get('/robots.txt')).headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves the token pages for any well-formed token: never indexed or stored, and no Referer onwards', async () => {
    for (const [url, title] of [
      ['/book/manage/abc.DEF-123_x~', 'Your call'],
      ['/unsubscribe/abc.DEF-123_x~', 'Unsubscribe'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<title>${title}</title>`);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
    // The other pages keep the site's policy, and the booking page itself is an ordinary page.
    expect((await get('/book')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await get('/book')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a token that cannot be one, or none, with the 404 page', async () => {
    for (const url of ['/book/manage/a%20b', '/book/manage/%3Cscript%3E', '/book/manage', '/unsubscribe/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('404 Page Not Found');
    }
    expect((await get('/book/manage/a%20b')).headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends precompressed HTML and assets when the browser accepts them', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>Shell</title>');
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>Shell</title>');

    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toContain('console.log');
  });

  it('revalidates files outside /assets/ such as robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown pages with the 404 page and status 404, unknown API paths with JSON', async () => {
    const page = await get('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('404 Page Not Found');
    expect((await get('/assets/missing-file.js')).statusCode).toBe(404);

    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found: GET /api/no-such-thing' });
  });

  it('puts the security header baseline on pages, files, API answers and errors', async () => {
    const responses = [
      await get('/'),
      await get('/assets/index-abc123.js'),
      await get('/no-such-page'),
      await get('/api/consultation-requests'),
      await get('/healthz'),
      await t.app.inject({
        method: 'POST',
        url: '/api/consultation-request',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const response of responses) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('microphone=(self)');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('behind HTTPS', () => {
  it('adds HSTS and upgrade-insecure-requests', async () => {
    const t = await createTestApp('pglite', { env: { PUBLIC_URL: 'https://debt.example.com' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await t.close();
    }
  });
});
