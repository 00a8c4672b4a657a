import { expect, test, type Locator, type Page } from '@playwright/test';
import { brochureCard, brochureFiles, corporateGuideNotice } from '../content/brochure.js';
import { claims, firm } from '../content/firm.js';
import { consultationForm, waitForScrollToSettle } from './support/page-helpers.js';

/**
 * What a visitor sees on the home page at a desktop and a phone size, measured with the elements'
 * real boxes: the floating voicemail button stays bottom-right and reachable without covering the
 * hero's "$300M+" figure or the brochure card; the consultation form says beforehand that it also
 * downloads the corporate guide, and after a submit its success message (which says the guide is
 * downloading) is not under the toast.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** By its title, which finds it even while it has stepped aside (hidden from the role tree). */
const floatingButton = (page: Page) => page.getByTitle(`Leave ${firm.principal.fullName} a Voicemail`);
const figure = (page: Page) => page.locator('#home dd').filter({ hasText: claims.debtRestructured });
const card = (page: Page) => page.locator('#home').getByRole('region', { name: brochureCard.heading });
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Waits for scrolling and any running animation (a toast sliding in) to finish. */
async function settle(page: Page): Promise<void> {
  await waitForScrollToSettle(page);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * Where the floating button is, if it shows; null while it has stepped aside. Read once the
 * visibility its observer sets after a scroll has had time to apply.
 */
async function visibleButtonBox(page: Page): Promise<Box | null> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const button = floatingButton(page);
  return (await button.isVisible()) ? boxOf(button) : null;
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the floating voicemail button is reachable bottom-right, clear of the $300M+ figure and the brochure card', async ({
      page,
    }) => {
      await page.goto('/');
      const button = floatingButton(page);
      await expect(button).toBeVisible();
      await expect(card(page)).toBeAttached();

      // The first screen: bottom-right, at least 44 × 44 px, and on neither the figure nor the card.
      const first = await boxOf(button);
      expect(first.width).toBeGreaterThanOrEqual(44);
      expect(first.height).toBeGreaterThanOrEqual(44);
      expect(first.x + first.width).toBeGreaterThan(viewport.width - 40);
      expect(first.y + first.height).toBeGreaterThan(viewport.height - 40);
      expect(first.x + first.width).toBeLessThanOrEqual(viewport.width);
      expect(first.y + first.height).toBeLessThanOrEqual(viewport.height);
      expect(overlaps(first, await boxOf(figure(page))), 'the button covers the $300M+ figure').toBe(false);
      expect(overlaps(first, await boxOf(card(page))), 'the button covers the brochure card').toBe(false);

      // And while the hero scrolls under it, in steps smaller than the button: wherever it shows
      // (it steps aside for a full-width form), it covers neither.
      const heroBottom = await page.locator('#home').evaluate((hero) => hero.getBoundingClientRect().bottom);
      for (let top = 0; top < heroBottom; top += 40) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
        const box = await visibleButtonBox(page);
        if (!box) continue;
        expect(overlaps(box, await boxOf(figure(page))), `the button covers the figure at ${top} px`).toBe(false);
        expect(overlaps(box, await boxOf(card(page))), `the button covers the card at ${top} px`).toBe(false);
      }
    });

    test('the consultation form announces the guide download before it is sent', async ({ page }) => {
      await page.goto('/');
      const form = consultationForm(page);
      const notice = form.form.getByText(corporateGuideNotice.beforeSubmit);
      await form.submit.scrollIntoViewIfNeeded();
      await expect(notice).toBeVisible();
      await expect(notice).toBeInViewport({ ratio: 1 });
      // Right under the submit button, which points to it (screen readers read it with the button).
      const [noticeBox, submitBox] = [await boxOf(notice), await boxOf(form.submit)];
      expect(noticeBox.y).toBeGreaterThanOrEqual(submitBox.y + submitBox.height);
      expect(noticeBox.y - (submitBox.y + submitBox.height)).toBeLessThan(24);
      await expect(form.submit).toHaveAccessibleDescription(corporateGuideNotice.beforeSubmit);
    });

    /**
     * The submit button where a visitor may press it: at the bottom edge (the message would appear
     * off screen), a little above it (where a desktop's toast appears) and just under the fixed
     * header (where a phone's toast appears).
     */
    for (const place of ['at the bottom edge', 'above the bottom', 'under the header'] as const) {
      test(`after a submit with the button ${place}, the success message mentions the guide and is clear of the toast`, async ({
        page,
      }) => {
        await page.goto('/');
        const form = consultationForm(page);
        await form.firstName.fill('Clara');
        await form.lastName.fill('Clearance');
        await form.email.fill(`clearance.${viewport.name}.${Date.now()}@acme.example`);
        await form.message.fill('Two equipment leases and a line of credit, three months behind.');
        await expect(form.form).toHaveAttribute('data-ready', '');
        const header = await boxOf(page.getByRole('banner'));
        await form.submit.evaluate(
          (button, { place, headerBottom }) => {
            const box = button.getBoundingClientRect();
            const target =
              place === 'at the bottom edge'
                ? window.innerHeight - 8 - box.height
                : place === 'above the bottom'
                  ? window.innerHeight - 140 - box.height
                  : headerBottom + 4;
            window.scrollBy({ top: box.top - target, behavior: 'instant' });
          },
          { place, headerBottom: header.y + header.height },
        );
        await expect(form.submit).toBeInViewport({ ratio: 1 });

        const download = page.waitForEvent('download');
        await form.submit.click();
        expect(new URL((await download).url()).pathname).toBe(brochureFiles.corporate.path);

        const message = form.form.getByRole('status');
        await expect(message).toContainText('Your consultation request has been received');
        await expect(message).toContainText(corporateGuideNotice.downloading);
        await expect(message.getByRole('link', { name: corporateGuideNotice.linkLabel })).toHaveAttribute(
          'href',
          brochureFiles.corporate.path,
        );
        const toast = notifications(page).getByRole('listitem').filter({ hasText: 'Consultation Request Submitted' });
        await expect(toast).toBeVisible();
        await settle(page);

        const messageBox = await boxOf(message);
        expect(messageBox.height).toBeGreaterThan(0);
        await expect(message).toBeInViewport({ ratio: 1 });
        expect(overlaps(await boxOf(toast), messageBox), 'the toast covers the success message').toBe(false);
        expect(messageBox.y).toBeGreaterThanOrEqual(header.y + header.height);
        const button = await visibleButtonBox(page);
        if (button) expect(overlaps(button, messageBox), 'the voicemail button covers the message').toBe(false);
      });
    }
  });
}
