import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe.js';

/** Every public route, checked by axe-core at a phone and a desktop width. */
const ROUTES = ['/', '/faq', '/success-stories', '/commercial-debt-relief', '/privacy', '/no-such-page', '/admin'];
const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  for (const route of ROUTES) {
    test(`${route} has no axe violations on a ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(route, { waitUntil: 'networkidle' });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('the home page with the mobile menu open and every FAQ answer shown has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('details').evaluateAll((items) => items.forEach((item) => item.setAttribute('open', '')));
  expect(await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21aa'])).toEqual([]);
});
