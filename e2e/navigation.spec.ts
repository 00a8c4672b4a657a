import { expect, test, type Page } from '@playwright/test';
import { footer } from '../content/footer.js';
import { topOf, waitForHydration, waitForScrollToSettle } from './support/page-helpers.js';

/**
 * SPEC §2 navigation and §9 constants: scroll links stop 120 px above their section, the bar
 * turns more opaque after 50 px, and the small-screen menu. Reduced motion makes every scroll
 * instant, so positions can be read as soon as the scroll has settled.
 */
const OFFSET = 120;
const TOLERANCE = 3;

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Arriving from another page, the home page scrolls to the section once it has loaded and holds
 * it there while the page settles: poll until the position holds.
 */
async function expectSectionAtOffset(page: Page, id: string) {
  await expect
    .poll(
      async () => {
        await waitForScrollToSettle(page);
        // The section may not be in the page yet.
        const top = await topOf(page, id).catch(() => Number.POSITIVE_INFINITY);
        return Math.abs(top - OFFSET);
      },
      { message: `#${id} should stop ${OFFSET} px below the top` },
    )
    .toBeLessThanOrEqual(TOLERANCE);
}

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('on the home page', () => {
  const sectionLinks = [
    { label: 'About', id: 'about' },
    { label: 'Services', id: 'services' },
    { label: 'Success Stories', id: 'success-stories' },
    { label: 'Testimonials', id: 'testimonials' },
    { label: 'FAQ', id: 'faq' },
  ];

  for (const { label, id } of sectionLinks) {
    test(`'${label}' scrolls #${id} to 120 px below the top and updates the address`, async ({ page }) => {
      await openHome(page);
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await expectSectionAtOffset(page, id);
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      // The script handled it (a plain anchor jump would not move focus to the section).
      await expect(page.locator(`#${id}`)).toBeFocused();
    });
  }

  test("'Home' returns to the hero at the top of the page", async ({ page }) => {
    await openHome(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await waitForScrollToSettle(page);
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await waitForScrollToSettle(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#home')).toBeInViewport();
  });

  test("'Free Consultation' scrolls to the contact section; there is no 'Debt Relief' link", async ({ page }) => {
    await openHome(page);
    await expect(mainNav(page).getByRole('link', { name: 'Debt Relief' })).toHaveCount(0);
    await mainNav(page).getByRole('link', { name: 'Free Consultation' }).click();
    await expectSectionAtOffset(page, 'contact');
    await expect(page).toHaveURL(/\/#contact$/);
  });

  test("the hero's buttons scroll to contact and about", async ({ page }) => {
    await openHome(page);
    const hero = page.locator('#home');
    await hero.getByRole('link', { name: 'Get Free Consultation' }).click();
    await expectSectionAtOffset(page, 'contact');
    await page.evaluate(() => window.scrollTo(0, 0));
    await hero.getByRole('link', { name: 'Learn More' }).click();
    await expectSectionAtOffset(page, 'about');
  });

  test('a direct load of /#faq lands on the section with the offset', async ({ page }) => {
    await openHome(page, '/#faq');
    await expectSectionAtOffset(page, 'faq');
  });

  test('footer company links scroll to their sections', async ({ page }) => {
    await openHome(page);
    const footerNav = page.getByRole('contentinfo').getByRole('navigation');
    for (const link of footer.companyLinks) {
      await footerNav.getByRole('link', { name: link.label, exact: true }).click();
      await expectSectionAtOffset(page, link.sectionId);
      await expect(page).toHaveURL(new RegExp(`/#${link.sectionId}$`));
    }
  });
});

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the smooth scroll also stops 120 px above the section', async ({ page }) => {
    await openHome(page);
    await mainNav(page).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect.poll(() => topOf(page, 'faq'), { timeout: 5_000 }).toBeLessThan(OFFSET + TOLERANCE + 1);
    await expectSectionAtOffset(page, 'faq');
  });
});

test.describe('on another page', () => {
  test("the links lead to the home sections, plus 'Debt Relief'", async ({ page }) => {
    await page.goto('/faq');
    const nav = mainNav(page);
    const expected: Array<[string, string]> = [
      ['Home', '/'],
      ['About', '/#about'],
      ['Services', '/#services'],
      ['Success Stories', '/#success-stories'],
      ['Testimonials', '/#testimonials'],
      ['FAQ', '/#faq'],
      ['Debt Relief', '/commercial-debt-relief'],
      ['Free Consultation', '/#contact'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test("'Free Consultation' goes to /#contact and stops 120 px above the section", async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', { name: 'Free Consultation' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectSectionAtOffset(page, 'contact');
  });

  test("a section link from another page scrolls on arrival ('About' from /success-stories)", async ({ page }) => {
    await page.goto('/success-stories');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expectSectionAtOffset(page, 'about');
  });

  test('arriving at a section holds it in place while the page above it changes height, until the visitor scrolls', async ({
    page,
  }) => {
    await page.goto('/success-stories');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expectSectionAtOffset(page, 'faq');
    // Chromium's scroll anchoring would hide what the page does itself; Safari before 2024 has none.
    await page.evaluate(() => (document.documentElement.style.overflowAnchor = 'none'));
    // Something above the section grows late (an image, a font): the section is put back.
    const grow = () =>
      page.evaluate(() => {
        const spacer = document.createElement('div');
        spacer.style.height = '200px';
        document.getElementById('about')!.prepend(spacer);
      });
    await grow();
    await expectSectionAtOffset(page, 'faq');
    // Once the visitor scrolls by themselves, the page no longer moves under them.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -300);
    await waitForScrollToSettle(page);
    const before = await topOf(page, 'faq');
    await grow();
    await waitForScrollToSettle(page);
    expect(await topOf(page, 'faq')).toBeCloseTo(before + 200, 0);
  });

  test("the footer's company links go to the home sections", async ({ page }) => {
    await page.goto('/privacy');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expectSectionAtOffset(page, 'faq');
  });

  test("'Debt Relief' opens the debt relief page", async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', { name: 'Debt Relief' }).click();
    await expect(page).toHaveURL(/\/commercial-debt-relief$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Debt Relief' })).toHaveAttribute('aria-current', 'page');
  });
});

test('the bar becomes more opaque after 50 px of scrolling, and clear again at the top', async ({ page }) => {
  await openHome(page);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).toHaveClass(/bg-white\/80/);

  await page.evaluate(() => window.scrollTo(0, 40));
  await waitForScrollToSettle(page);
  await expect(header).toHaveAttribute('data-scrolled', 'false');

  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveClass(/bg-white\/95/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the fixed bar never covers the top of the page content', async ({ page }) => {
  await page.goto('/faq');
  const headerBox = await page.getByRole('banner').boundingBox();
  const h1Box = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(headerBox && h1Box && h1Box.y >= headerBox.y + headerBox.height).toBe(true);
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const toggle = (page: Page) => page.getByRole('button', { name: /^(Menu|Close menu)$/ });
  const menu = (page: Page) => page.locator('#site-menu');

  test('the menu opens with the section links (no Debt Relief on home) and closes after a link', async ({ page }) => {
    await openHome(page);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toHaveAccessibleName('Menu');
    await expect(menu(page)).toBeHidden();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(page)).toHaveAccessibleName('Close menu');
    await expect(toggle(page)).toHaveAttribute('aria-controls', 'site-menu');
    for (const name of ['Home', 'About', 'Services', 'Success Stories', 'Testimonials', 'FAQ', 'Free Consultation']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu(page).getByRole('link', { name: 'Debt Relief' })).toHaveCount(0);

    await menu(page).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expectSectionAtOffset(page, 'faq');
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await openHome(page);
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test("on other pages the menu includes 'Debt Relief' and its links navigate", async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    await toggle(page).click();
    await expect(menu(page).getByRole('link', { name: 'Debt Relief' })).toBeVisible();
    await menu(page).getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(menu(page)).toBeHidden();
    await expectSectionAtOffset(page, 'services');
  });

  test('no page scrolls sideways and the main tap targets are at least 44 px', async ({ page }) => {
    for (const path of ['/', '/faq', '/success-stories', '/commercial-debt-relief', '/privacy', '/no-such-page']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.goto('/');
    const targets = [
      toggle(page),
      page.getByRole('banner').getByRole('link', { name: 'Summit Business Debt Advisors' }),
      page.locator('#home').getByRole('link', { name: 'Get Free Consultation' }),
      page.locator('#faq summary').first(),
      page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }),
    ];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});
