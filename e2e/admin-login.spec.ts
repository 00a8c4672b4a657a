import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './support/e2e-env.js';

/** Toasts are read inside Radix's notification region (its screen-reader copy lives elsewhere). */
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Access Dashboard' });

test.beforeEach(async ({ page }) => {
  await page.goto('/admin');
  await expect(passwordField(page)).toBeVisible();
});

test('the admin page is titled and kept out of search engines', async ({ page }) => {
  await expect(page).toHaveTitle('Access Required');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('a wrong password shows Invalid password; a blank one cannot be submitted', async ({ page }) => {
  await expect(submitButton(page)).toBeDisabled();
  await passwordField(page).fill('   ');
  await expect(submitButton(page)).toBeDisabled();

  await passwordField(page).fill('not-the-right-password');
  await expect(submitButton(page)).toBeEnabled();
  await submitButton(page).click();

  await expect(page.getByRole('alert')).toHaveText('Invalid password');
  await expect(passwordField(page)).toBeFocused();
});

test('the throttling answer and a network failure are shown as SPEC §8 says', async ({ page }) => {
  // Throttling this address for real would lock every later spec out of the shared server, so
  // the server's answer (its API test covers producing it) is replayed here.
  const throttled = 'Too many failed attempts. Please try again in 15 minutes.';
  await page.route('**/api/admin/login', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '900' },
      body: JSON.stringify({ success: false, sessionId: null, message: throttled }),
    }),
  );
  await passwordField(page).fill('not-the-right-password');
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(throttled);

  await page.unroute('**/api/admin/login');
  await page.route('**/api/admin/login', (route) => route.abort('connectionrefused'));
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed. Please try again.');
});

test('the right password opens the dashboard, survives a reload, and logout returns to login', async ({ page }) => {
  await passwordField(page).fill(E2E_ADMIN_PASSWORD);
  await submitButton(page).click();

  await expect(notifications(page).getByText('Welcome to the admin dashboard')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();

  await page.reload();
  await expect(logout).toBeVisible();
  await expect(submitButton(page)).toHaveCount(0);

  await logout.click();
  await expect(notifications(page).getByText('Logged out successfully')).toBeVisible();
  await expect(submitButton(page)).toBeVisible();

  // The server ended the session too: a reload does not bring the dashboard back.
  await page.reload();
  await expect(submitButton(page)).toBeVisible();
  await expect(logout).toHaveCount(0);
});

test('the show/hide toggle switches the password between hidden and readable', async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Show password' });
  await passwordField(page).fill('secret');
  await expect(passwordField(page)).toHaveAttribute('type', 'password');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await toggle.click();
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await toggle.click();
  await expect(passwordField(page)).toHaveAttribute('type', 'password');
  await expect(passwordField(page)).toHaveValue('secret');
});
