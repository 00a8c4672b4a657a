import { expect, test } from '@playwright/test';
import { firm } from '../content/firm.js';
import { collectErrors } from './support/page-helpers.js';

test('public pages render under the strict CSP without any console error', async ({ page }) => {
  const errors = collectErrors(page);

  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: firm.name })).toBeVisible();

  const faq = await page.goto('/faq');
  expect(faq?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page).toHaveTitle(/^Frequently Asked Questions \| /);

  expect(errors).toEqual([]);
});

test('an unknown path answers 404 and shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found/);
});

test('the home page never downloads the admin code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/', { waitUntil: 'networkidle' });
  expect(requested.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(requested.filter((path) => /admin/i.test(path))).toEqual([]);

  // The same check would pass vacuously if the chunk were named differently: prove /admin loads it.
  await page.goto('/admin', { waitUntil: 'networkidle' });
  expect(requested.filter((path) => /^\/assets\/.*admin.*\.js$/i.test(path))).not.toEqual([]);
});
