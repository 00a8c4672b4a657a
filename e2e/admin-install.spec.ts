import { expect, test } from '@playwright/test';
import { openDashboard } from './support/admin-dashboard.js';

/**
 * The dashboard installs on a phone (decision 0039): the admin page links a valid manifest, its
 * service worker registers for /admin, keeps the app shell and never an API answer, and the
 * header says whether alerts are on for this device. The public pages link none of it.
 *
 * A push itself is not tried here: Chromium subscribes through Google's push service, which a
 * test machine without the internet cannot reach; delivery is proven against a local push
 * endpoint in src/server/features/push/push-delivery.test.ts.
 */

const SHELL_CACHE = 'admin-shell-v1';

test('the admin page links a valid manifest whose icons load', async ({ page }) => {
  await openDashboard(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/admin/manifest.webmanifest');
  const response = await page.request.get('/admin/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ start_url: '/admin', scope: '/admin', display: 'standalone' });
  expect(manifest.name).not.toBe('');
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});

test('the service worker registers for /admin, keeps the app shell and no API answer; alerts start off', async ({
  page,
  baseURL,
}) => {
  await openDashboard(page);
  await expect(page.getByRole('button', { name: 'Alerts on this device: Off' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/admin`);

  // Under the worker now: the page and its files go through it, and the polls too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.evaluate(() => fetch('/api/people', { credentials: 'include' }).then((response) => response.text()));
  const kept = await page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, SHELL_CACHE);
  expect(kept).toContain('/admin');
  expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(kept.filter((path) => !(path === '/admin' || path.startsWith('/assets/')))).toEqual([]);

  // The public site stays outside the worker.
  await page.goto('/');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/')) ?? null)).toBeNull();
});
