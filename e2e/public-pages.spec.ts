import { expect, test, type Page } from '@playwright/test';
import { debtReliefPage } from '../content/debt-relief.js';
import { faqPage } from '../content/faq-page.js';
import { homeFaq } from '../content/faq.js';
import { firm } from '../content/firm.js';
import { footer } from '../content/footer.js';
import { contactSection, hero } from '../content/home.js';
import { homeStories } from '../content/home-stories.js';
import { services } from '../content/services.js';
import { geoLiteAttribution, privacyPage } from '../content/privacy.js';
import { pageMeta } from '../content/seo.js';
import { successStoriesPage } from '../content/success-stories.js';
import { collectErrors, waitForHydration } from './support/page-helpers.js';

/**
 * Every public page: its status, its one h1, its copy in the prerendered HTML (readable without
 * JavaScript), no console error once hydrated, and the content SPEC §2 lists for it.
 */
const pages = [
  { path: '/', status: 200, h1: hero.headline, title: pageMeta.home.title, rawText: homeFaq[0]!.question },
  { path: '/faq', status: 200, h1: faqPage.heading, title: pageMeta.faq.title, rawText: faqPage.items[9]!.question },
  {
    path: '/success-stories',
    status: 200,
    h1: successStoriesPage.heading,
    title: pageMeta.successStories.title,
    rawText: successStoriesPage.stories[5]!.industry,
  },
  {
    path: '/commercial-debt-relief',
    status: 200,
    h1: debtReliefPage.hero.headline,
    title: pageMeta.debtRelief.title,
    rawText: debtReliefPage.debtTypes[11]!,
  },
  { path: '/privacy', status: 200, h1: privacyPage.heading, title: pageMeta.privacy.title, rawText: 'GeoLite2' },
  {
    path: '/no-such-page',
    status: 404,
    h1: '404 Page Not Found',
    title: pageMeta.notFound.title,
    rawText: 'Page Not Found',
  },
];

/** The HTML as served, without running any script (what search engines and no-JS visitors get). */
async function rawHtml(page: Page, path: string) {
  const response = await page.request.get(path);
  return { status: response.status(), text: await response.text() };
}

for (const expected of pages) {
  test(`${expected.path} answers ${expected.status}, is prerendered and hydrates without errors`, async ({ page }) => {
    const raw = await rawHtml(page, expected.path);
    expect(raw.status).toBe(expected.status);
    // Apostrophes and ampersands are HTML-escaped in the file; these samples have neither.
    expect(raw.text).toContain(expected.rawText);
    expect(raw.text).toContain('<h1');

    const errors = collectErrors(page);
    const response = await page.goto(expected.path);
    expect(response?.status()).toBe(expected.status);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
    await waitForHydration(page);
    await expect(page).toHaveTitle(expected.title);
    await expect(page.getByRole('banner').getByRole('img', { name: firm.name })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(footer.disclaimer);
    // Let late effects (lazy chunks, deferred code) report anything they have to say.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('following links loads each page with its title, at its top', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: homeStories.moreLabel }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(successStoriesPage.heading);
  await expect(page).toHaveTitle(pageMeta.successStories.title);
  await page.getByRole('contentinfo').getByRole('link', { name: footer.privacyLabel }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.heading);
  await expect(page).toHaveTitle(pageMeta.privacy.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(errors).toEqual([]);
});

test('the home page has its sections in SPEC order', async ({ page }) => {
  await page.goto('/');
  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id).filter((id) => !id.includes('-heading')));
  expect(
    ids.filter((id) => ['home', 'about', 'services', 'success-stories', 'faq', 'testimonials', 'contact'].includes(id)),
  ).toEqual(['home', 'about', 'services', 'success-stories', 'faq', 'testimonials', 'contact']);
  for (const stat of hero.stats) await expect(page.locator('#home')).toContainText(stat.value);
  await expect(page.locator('#services').getByRole('heading', { level: 3 })).toHaveText(
    services.items.map((item) => item.title),
  );
  await expect(page.locator('#success-stories li')).toHaveCount(3);
  for (const story of homeStories.items) {
    await expect(page.locator('#success-stories')).toContainText(story.industry);
    await expect(page.locator('#success-stories')).toContainText(story.result);
  }
  await expect(page.locator('#testimonials blockquote')).toHaveCount(1);
});

test('the contact section shows every contact detail as a link, the reasons and the Record prompt', async ({
  page,
}) => {
  await page.goto('/');
  const contact = page.locator('#contact');
  for (const phone of firm.phones) {
    await expect(contact.locator(`a[href="tel:${phone.dial}"]`)).toContainText(phone.display);
  }
  for (const email of firm.emails) {
    await expect(contact.locator(`a[href="mailto:${email.address}"]`)).toContainText(email.address);
  }
  await expect(contact.locator(`a[href="${firm.website.url}"]`)).toBeVisible();
  await expect(contact.getByRole('heading', { name: contactSection.whyChooseHeading })).toBeVisible();
  for (const reason of contactSection.whyChoose) await expect(contact).toContainText(reason);
  await expect(contact).toContainText(contactSection.recordPrompt);

  // The footer repeats the contact details (SPEC §2).
  const pageFooter = page.getByRole('contentinfo');
  for (const phone of firm.phones) await expect(pageFooter.locator(`a[href="tel:${phone.dial}"]`)).toBeVisible();
  for (const email of firm.emails) await expect(pageFooter.locator(`a[href="mailto:${email.address}"]`)).toBeVisible();
  for (const debtType of footer.debtTypes) await expect(pageFooter).toContainText(debtType);
  for (const service of footer.services) await expect(pageFooter).toContainText(service);
});

test('the home FAQ opens one answer at a time', async ({ page }) => {
  await page.goto('/');
  const items = page.locator('#faq details');
  await expect(items).toHaveCount(8);
  const first = items.nth(0);
  const second = items.nth(1);
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first.getByText(homeFaq[0]!.answer[0]!)).toBeVisible();
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
});

test('the /faq page lets several answers be open at once, and links to contact', async ({ page }) => {
  await page.goto('/faq');
  const items = page.locator('main details');
  await expect(items).toHaveCount(10);
  await items.nth(0).locator('summary').click();
  await items.nth(3).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(items.nth(3)).toHaveAttribute('open', '');
  await expect(page.getByRole('link', { name: faqPage.ctaButton })).toHaveAttribute('href', '/#contact');
});

test('the FAQ answers open with the keyboard', async ({ page }) => {
  await page.goto('/faq');
  const first = page.locator('main details').first();
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
});

test('/success-stories shows six stories in alternating layout with three sized images', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/success-stories');
  const stories = page.locator('main article');
  await expect(stories).toHaveCount(6);
  for (const [index, story] of successStoriesPage.stories.entries()) {
    const article = stories.nth(index);
    await expect(article).toContainText(story.industry);
    await expect(article).toContainText(story.result);
    await expect(article).toContainText(story.debtBefore);
    await expect(article).toContainText(story.debtAfter);
  }
  const images = page.locator('main article img');
  await expect(images).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await expect(images.nth(i)).toHaveAttribute('width', /\d+/);
    await expect(images.nth(i)).toHaveAttribute('height', /\d+/);
    await expect(images.nth(i)).toHaveAttribute('decoding', 'async');
  }
  await expect(images.nth(0)).not.toHaveAttribute('loading', 'lazy');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');

  // Alternating: the first story's text is on the left, the second's on the right.
  const headingX = async (i: number) => (await stories.nth(i).getByRole('heading', { level: 2 }).boundingBox())?.x ?? 0;
  expect(await headingX(1)).toBeGreaterThan((await headingX(0)) + 200);

  await expect(page.getByRole('link', { name: successStoriesPage.ctaButton })).toHaveAttribute('href', '/#contact');
});

test('/commercial-debt-relief has the call button, 12 debt types, 6 benefits, 4 steps and contacts', async ({
  page,
}) => {
  await page.goto('/commercial-debt-relief');
  const main = page.getByRole('main');
  const call = main.getByRole('link', { name: debtReliefPage.hero.callButtonLabel });
  await expect(call).toHaveAttribute('href', `tel:${firm.phones[0]!.dial}`);
  for (const debtType of debtReliefPage.debtTypes)
    await expect(main.getByText(debtType, { exact: true })).toBeVisible();
  for (const benefit of debtReliefPage.benefits)
    await expect(main.getByRole('heading', { name: benefit.title })).toBeVisible();
  const steps = main.locator('ol > li');
  await expect(steps).toHaveCount(4);
  await expect(steps.getByRole('heading')).toHaveText(debtReliefPage.steps.map((step) => step.title));
  await expect(main.locator(`a[href="mailto:${firm.emails[0]!.address}"]`)).toBeVisible();
  await expect(main.locator(`a[href="tel:${firm.phones[0]!.dial}"]`)).toHaveCount(2);
});

test('/privacy shows every section and the GeoLite2 attribution', async ({ page }) => {
  await page.goto('/privacy');
  for (const section of privacyPage.sections) {
    await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
  }
  await expect(page.getByText(geoLiteAttribution)).toHaveCount(1);
  await expect(page.getByText(geoLiteAttribution)).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://www.maxmind.com' })).toBeVisible();
});

test('/privacy states the retention the server keeps, served or rendered in the browser', async ({ page }) => {
  // The e2e servers run with VOICE_AUDIO_RETENTION_DAYS=180 (playwright.config.ts); the default is 365.
  const promise = 'Voice recordings: up to 180 days. Their transcripts and extracted details are kept';
  const raw = await rawHtml(page, '/privacy');
  expect(raw.text).toContain('Voice recordings: up to <span data-retention="voiceRecordings">180 days</span>.');
  expect(raw.text).toContain('deleted after <span data-retention="activity">90 days</span>.');

  const errors = collectErrors(page);
  await page.goto('/privacy');
  await waitForHydration(page);
  await expect(page.locator('#retention')).toContainText(promise);
  // Reached through the app, the page is rendered in the browser from the settings the server wrote.
  await page.goto('/faq');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: footer.privacyLabel }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.heading);
  await expect(page.locator('#retention')).toContainText(promise);
  await expect(page.locator('#retention')).toContainText('up to 3 years after you send them.');
  expect(errors).toEqual([]);
});

test('the unknown-path page links home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Page Not Found').first()).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.headline);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages read completely, anchors jump with the offset and answers open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.headline);
    await expect(page.locator('#testimonials blockquote')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/#faq$/);
    // The sections' scroll-margin-top gives plain anchor jumps the same 120 px offset.
    const top = await page.evaluate(() => document.getElementById('faq')!.getBoundingClientRect().top);
    expect(Math.abs(top - 120)).toBeLessThanOrEqual(3);

    const first = page.locator('#faq details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');

    await page.goto('/faq');
    await expect(page.locator('main details')).toHaveCount(10);
  });
});
