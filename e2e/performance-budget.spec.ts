import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';

/**
 * The home page's weight as a visitor's browser loads it with no interaction, network idle and
 * half a second after: every script and stylesheet it fetches, counted twice.
 * - On the wire: the response body's bytes as Chromium received them, i.e. as the server serves
 *   them (brotli, which Chromium asks for). Budget: JavaScript ≤ 70 KB, CSS ≤ 25 KB.
 * - Decoded: what the browser parses and compiles. Budget: JavaScript ≤ 250 KB.
 * The forms' code and the other islands are fetched on the first interaction and are not counted.
 */
const KB = 1024;
const BUDGET = { scriptWire: 70 * KB, scriptDecoded: 250 * KB, stylesheetWire: 25 * KB };

interface Fetched {
  url: string;
  type: 'script' | 'stylesheet';
  wire: number;
  decoded: number;
  encoding: string;
}

test('the home page stays within its JavaScript and CSS budgets and never loads admin or chart code', async ({
  page,
}) => {
  const fetched: Array<Promise<Fetched>> = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    fetched.push(
      (async () => {
        const response = await request.response();
        const [sizes, body, headers] = await Promise.all([request.sizes(), response!.body(), response!.allHeaders()]);
        return {
          url: new URL(request.url()).pathname,
          type,
          wire: sizes.responseBodySize,
          decoded: body.length,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const files = await Promise.all(fetched);

  const total = (type: Fetched['type'], size: 'wire' | 'decoded') =>
    files.filter((file) => file.type === type).reduce((sum, file) => sum + file[size], 0);
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const report = files
    .map((file) => `${file.url} ${kb(file.wire)} on the wire (${file.encoding}), ${kb(file.decoded)} decoded`)
    .join('\n');
  console.log(`home page resources:\n${report}`);

  // Served compressed (so the wire figure is the one a visitor pays); the build leaves files under
  // 512 bytes as they are (scripts/compress-assets.mjs).
  expect(files.length).toBeGreaterThan(0);
  for (const file of files.filter((each) => each.decoded >= 512)) {
    expect(file.encoding, file.url).toBe('br');
    expect(file.wire, file.url).toBeLessThan(file.decoded);
  }
  expect(total('script', 'wire'), report).toBeLessThanOrEqual(BUDGET.scriptWire);
  expect(total('script', 'decoded'), report).toBeLessThanOrEqual(BUDGET.scriptDecoded);
  expect(total('stylesheet', 'wire'), report).toBeLessThanOrEqual(BUDGET.stylesheetWire);
  expect(files.filter((file) => /admin|recharts|chart/i.test(file.url))).toEqual([]);
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
