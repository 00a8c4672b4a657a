import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/**
 * The home page's weight as a visitor's browser loads it (no interaction): every script and
 * stylesheet it fetches, measured gzip-compressed. Budget: JavaScript ≤ 100 KB, CSS ≤ 25 KB.
 */
const KB = 1024;

test('the home page stays within its JavaScript and CSS budgets and never loads admin or chart code', async ({
  page,
}) => {
  const bodies: Array<{ url: string; type: string; gzip: number }> = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body();
    bodies.push({ url: new URL(response.url()).pathname, type, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);

  const total = (type: string) => bodies.filter((body) => body.type === type).reduce((sum, body) => sum + body.gzip, 0);
  const report = bodies.map((body) => `${body.url} ${(body.gzip / KB).toFixed(1)} KB`).join('\n');
  console.log(`home page resources (gzip):\n${report}`);
  expect(total('script'), report).toBeLessThanOrEqual(100 * KB);
  expect(total('stylesheet'), report).toBeLessThanOrEqual(25 * KB);
  expect(bodies.filter((body) => /admin|recharts|chart/i.test(body.url))).toEqual([]);
});

/** Counts every layout shift not caused by input, from the first paint on. */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

test('the home page does not shift its layout while loading', async ({ page }) => {
  await observeLayoutShifts(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(await layoutShift(page), `cumulative layout shift at ${width} px`).toBeLessThan(0.01);
  }
});

/** Ten TCP segments of 1,460 bytes: what a server sends in the first round trip. */
const INITIAL_WINDOW_BYTES = 14_600;
const ROUND_TRIP_MS = 300;

/**
 * A proxy in front of the server that sends the home page's HTML the way a slow connection
 * delivers it: one congestion window per round trip. The browser paints what it has parsed so
 * far, so a layout that depends on content further down the document moves when that arrives
 * (the hero's brochure card straddles the first window's end).
 */
async function slowHtmlProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const isPage = request.method === 'GET' && request.url === '/';
    const headers = { ...request.headers, host: upstream.host };
    // The page itself uncompressed, so that it can be cut anywhere.
    if (isPage) delete headers['accept-encoding'];
    const forwarded = http.request(
      new URL(request.url ?? '/', upstream),
      { method: request.method, headers },
      (answer) => {
        if (!isPage) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', async () => {
          const html = Buffer.concat(chunks);
          const { ['content-length']: _length, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, rest);
          // TCP slow start: ten segments in the first round trip, twice as many in each next one.
          let flight = INITIAL_WINDOW_BYTES;
          for (let offset = 0; offset < html.length; offset += flight, flight *= 2) {
            response.write(html.subarray(offset, offset + flight));
            await new Promise((resolve) => setTimeout(resolve, ROUND_TRIP_MS));
          }
          response.end();
        });
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('the home page does not shift its layout while its HTML arrives slowly', async ({ page, baseURL }) => {
  const proxy = await slowHtmlProxy(baseURL!);
  try {
    await observeLayoutShifts(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(proxy.url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      expect(await layoutShift(page), `cumulative layout shift at ${width} px`).toBeLessThan(0.01);
    }
  } finally {
    await proxy.close();
  }
});
