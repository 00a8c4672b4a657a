import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The home page's weight as a visitor's browser loads it (no interaction): every script and
 * stylesheet it fetches, measured gzip-compressed. Budget: JavaScript ≤ 100 KB, CSS ≤ 25 KB.
 */
const KB = 1024;

test('the home page stays within its JavaScript and CSS budgets and never loads admin or chart code', async ({ page }) => {
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

test('the home page does not shift its layout while loading', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift, `cumulative layout shift at ${width} px`).toBeLessThan(0.01);
  }
});
