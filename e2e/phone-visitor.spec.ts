import { expect, test, type Locator, type Page } from '@playwright/test';
import { brochureCard } from '../content/brochure.js';
import { firm, mainPhone } from '../content/firm.js';
import { SITE_ROUTES } from '../src/shared/site-routes.js';
import playwrightConfig from '../playwright.config.js';
import { consultationForm, topOf, waitForHydration, waitForScrollToSettle } from './support/page-helpers.js';

/**
 * The visitor on a phone (and on a desktop): a call one tap away on every public page, and
 * nothing fixed (header, toast, voicemail panel, floating button) over the place the site sends
 * them to: the contact section after 'Schedule Free Consultation', the consultation form after a
 * voicemail, the field in error after a failed submit. Checked with document.elementFromPoint,
 * which answers what a tap at that point would hit.
 */

const CALL_NAME = `Call ${mainPhone.display}`;
const TEL = `tel:${mainPhone.dial}`;
const VOICEMAIL_TITLE = `Leave ${firm.principal.fullName} a Voicemail`;
const PUBLIC_PAGES = [
  SITE_ROUTES.home,
  SITE_ROUTES.faq,
  SITE_ROUTES.successStories,
  SITE_ROUTES.debtRelief,
  SITE_ROUTES.privacy,
  '/no-such-page',
];

// Chromium's fake microphone (a beep) is enough: the upload is answered in the browser below.
const BASE_ARGS = playwrightConfig.use?.launchOptions?.args ?? [];
test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: [...BASE_ARGS, '--use-fake-device-for-media-stream'] },
  permissions: ['microphone'],
});

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, touch: false },
] as const;

/**
 * What a tap at the element's centre would hit: `self` when it is the element (or, with `within`,
 * something inside it), else a description of what lies over it. For an element taller than the
 * screen, the nearest point on screen to its centre; `off screen` when no part of it is on screen.
 */
async function hitAtCentre(target: Locator, within = false): Promise<string> {
  return target.evaluate((element, allowInside) => {
    const rect = element.getBoundingClientRect();
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, window.innerHeight);
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, window.innerWidth);
    if (bottom <= top || right <= left)
      return `off screen (top ${Math.round(rect.top)}, bottom ${Math.round(rect.bottom)})`;
    // The element's own centre, or the nearest point of its on-screen part when the centre is off screen.
    const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low + 1), high - 1);
    const hit = document.elementFromPoint(
      clamp((rect.left + rect.right) / 2, left, right),
      clamp((rect.top + rect.bottom) / 2, top, bottom),
    );
    if (hit === element || (allowInside && hit && element.contains(hit))) return 'self';
    const describe = (node: Element | null) =>
      node
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : 'nothing';
    const cover = hit?.closest('header, [role="dialog"], [role="region"], li, button, a') ?? hit;
    return `covered by ${describe(cover)}`;
  }, within);
}

/** The e-mail, first name and submit of the hero's brochure card. */
function brochure(page: Page) {
  return {
    email: page.locator('#brochure-email'),
    firstName: page.locator('#brochure-first-name'),
    submit: page.getByRole('button', { name: brochureCard.submitLabel }),
  };
}

for (const size of SIZES) {
  test.describe(`the visitor on a ${size.name} (${size.viewport.width}×${size.viewport.height})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });

    test('a call to the main number is on the first screen of every public page', async ({ page }) => {
      for (const route of PUBLIC_PAGES) {
        await page.goto(route);
        await waitForHydration(page);
        const header = page.getByRole('banner');
        const call = header.getByRole('link', { name: CALL_NAME }).filter({ visible: true });
        await expect(call, route).toHaveCount(1);
        await expect(call).toHaveAttribute('href', TEL);
        const box = (await call.boundingBox())!;
        expect(box.y + box.height, `${route}: on the first screen`).toBeLessThanOrEqual(size.viewport.height);
        expect(box.height, `${route}: at least 44 px tall`).toBeGreaterThanOrEqual(44);
        expect(await hitAtCentre(call, true), route).toBe('self');
        // On a desktop the number itself is written in the header.
        if (!size.touch) await expect(call).toHaveText(mainPhone.display);
        // The one brand name: the logo's alt text.
        await expect(header.getByRole('img', { name: firm.name })).toBeVisible();
      }
    });

    if (size.touch) {
      test('the menu offers the call beside its links', async ({ page }) => {
        await page.goto(SITE_ROUTES.faq);
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Menu' }).click();
        const menu = page.locator('#site-menu');
        const call = menu.getByRole('link', { name: CALL_NAME });
        await expect(call).toBeVisible();
        await expect(call).toHaveAttribute('href', TEL);
        await expect(menu.getByRole('link', { name: 'Debt Relief' })).toBeVisible();
        expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      });
    }

    test('after the brochure: the voicemail button opens at a tap, and Schedule Free Consultation lands on an uncovered empty field', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      const card = brochure(page);
      await card.email.fill(`phone-visitor-${size.name}@example.com`);
      await card.firstName.fill('Rosa');
      await card.submit.click();
      await expect(page.getByRole('heading', { name: 'Download Complete!' })).toBeVisible();

      const voicemailButton = page.getByRole('button', { name: VOICEMAIL_TITLE });
      await expect(voicemailButton).toBeVisible();
      expect(await hitAtCentre(voicemailButton, true)).toBe('self');
      await voicemailButton.click();
      const dialog = page.getByRole('dialog', { name: VOICEMAIL_TITLE });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await page.getByRole('button', { name: 'Schedule Free Consultation' }).click();
      await expect.poll(async () => Math.abs((await topOf(page, 'contact')) - 120)).toBeLessThanOrEqual(3);
      await waitForScrollToSettle(page);
      expect(await hitAtCentre(page.locator('#contact'), true)).toBe('self');
      const form = consultationForm(page);
      await expect(form.firstName).toHaveValue('Rosa');
      // The first field still empty has the focus, on screen and under nothing.
      await expect(form.lastName).toBeFocused();
      expect(await hitAtCentre(form.lastName)).toBe('self');
    });

    test('a failed submit lands on the field in error, under neither the toast nor anything else', async ({ page }) => {
      await page.goto('/#contact');
      await waitForHydration(page);
      const form = consultationForm(page);
      await form.submit.click();
      const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
      await expect(toast.filter({ hasText: 'Missing Required Fields' })).toBeVisible();
      await expect(form.firstName).toBeFocused();
      await waitForScrollToSettle(page);
      expect(await hitAtCentre(form.firstName)).toBe('self');
      // Nor does the toast cover the header's controls.
      const headerControl = page
        .getByRole('banner')
        .getByRole(size.touch ? 'button' : 'link', { name: size.touch ? 'Menu' : CALL_NAME })
        .filter({ visible: true });
      expect(await hitAtCentre(headerControl, true)).toBe('self');
    });

    test('after a voicemail the consultation form is uncovered while the toast and the panel still show', async ({
      page,
    }) => {
      await page.route('**/api/voice-feedback', (route) =>
        route.fulfill({
          status: 201,
          json: {
            id: 7,
            status: 'transcribed',
            transcript: 'My name is Rosa Diaz of Diaz Paving.',
            extractedData: { firstName: 'Rosa', lastName: 'Diaz', company: 'Diaz Paving' },
          },
        }),
      );
      // The scroll at 1.5 s is then instant, so the check below comes well within the panel's and
      // the toast's 5 s even on a slow machine (a smooth scroll once ate that margin).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: VOICEMAIL_TITLE }).click();
      const dialog = page.getByRole('dialog', { name: VOICEMAIL_TITLE });
      await dialog.getByLabel('Email Address').fill(`voicemail-${size.name}@example.com`);
      await dialog.getByRole('button', { name: 'Start Recording' }).click();
      const stop = dialog.getByRole('button', { name: 'Stop & Send' });
      await expect(stop).toBeVisible();
      await page.waitForTimeout(1500);
      await stop.click();
      await expect(dialog.getByText('Thank you! Your voicemail was sent.', { exact: true })).toBeVisible();

      // The page scrolls to the form 1.5 s after success; the toast (5 s) and the panel (5 s) are still up.
      await expect.poll(async () => Math.abs((await topOf(page, 'consultation-form')) - 120)).toBeLessThanOrEqual(3);
      await waitForScrollToSettle(page);
      const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
      await expect(toast.first()).toBeVisible();
      await expect(dialog).toBeVisible();
      expect(await hitAtCentre(page.locator('#consultation-form'), true)).toBe('self');
      // The fields the voicemail filled in, in the middle of the form, are clear too.
      expect(await hitAtCentre(consultationForm(page).email)).toBe('self');
      const headerControl = page
        .getByRole('banner')
        .getByRole(size.touch ? 'button' : 'link', { name: size.touch ? 'Menu' : CALL_NAME })
        .filter({ visible: true });
      expect(await hitAtCentre(headerControl, true)).toBe('self');
    });
  });
}
