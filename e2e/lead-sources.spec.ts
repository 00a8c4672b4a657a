import { expect, test, type Browser, type Page } from '@playwright/test';
import { brochureCard } from '../content/brochure.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/e2e-env.js';
import { DESKTOP_CHROME, openDashboard, uniqueTag } from './support/admin-dashboard.js';
import { collectErrors, waitForHydration } from './support/page-helpers.js';

/**
 * Source attribution end to end (docs/decisions/0025, docs/analytics.md): a visitor arrives on a
 * campaign link in a real browser and takes the brochure; the admin sees the campaign in 'Leads
 * by Source' and the lead's session in the 'Conversion Funnel'. The server drops headless browsers
 * as bots, so this one presents an ordinary desktop Chrome (Chromium's own flag: a context's
 * override does not reach beacons). Other specs share the worker's database, so the checks look
 * for this test's own campaign, and the funnel is read with the session filter on.
 */
test.use({
  launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, `--user-agent=${DESKTOP_CHROME}`] },
});

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

/** The visitor's tracked session id, once the tracker (loaded when the browser is idle) has made it. */
async function trackedSessionId(page: Page): Promise<string> {
  const id = await page.waitForFunction(() => localStorage.getItem('visitorSessionId'));
  return String(await id.jsonValue());
}

/** Takes the brochure on the home page as a visitor does, and waits until the lead is saved. */
async function takeBrochure(page: Page, email: string, firstName: string): Promise<void> {
  const card = page.locator('#home');
  await card.getByLabel('Email Address').fill(email);
  await card.getByLabel('First Name').fill(firstName);
  await expect(card.locator('form')).toHaveAttribute('data-ready', '');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/consultation-request'));
  await card.getByRole('button', { name: brochureCard.submitLabel }).click();
  expect((await saved).status()).toBe(201);
  await expect(card.getByRole('heading', { name: brochureCard.doneHeading })).toBeVisible();
}

/** The tracker's first batch with a visit (sent within 2 s of the page load). */
const visitSent = (page: Page) =>
  page.waitForRequest(
    (request) => request.url().endsWith('/api/track-events') && request.postData()?.includes('"type":"visit"') === true,
  );

function analytics(page: Page) {
  const column = page.getByRole('region', { name: 'Visitor Analytics' });
  return {
    sources: column.getByRole('region', { name: 'Leads by Source' }),
    funnel: column.getByRole('region', { name: 'Conversion Funnel' }),
  };
}

/** Filters the dashboard on one visitor session ('View Session' on its card in Session Activity). */
async function viewSession(page: Page, sessionId: string): Promise<void> {
  const grid = page.getByRole('region', { name: 'Session Activity' });
  await grid.getByLabel('Search sessions').fill(sessionId);
  await grid.getByRole('article', { name: sessionId }).getByRole('button', { name: 'View Session' }).click();
  await expect(page.getByRole('region', { name: 'Session Filter Active' })).toContainText(sessionId);
}

/** The funnel's steps as read aloud: 'Step 2: Brochure1 (100% of visitors)'. */
async function expectFunnel(page: Page, steps: RegExp[]): Promise<void> {
  const items = analytics(page).funnel.getByRole('listitem');
  await expect(items).toHaveCount(steps.length);
  for (const [index, text] of steps.entries()) await expect(items.nth(index)).toHaveText(text);
}

async function visitorBrowser(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

for (const viewport of VIEWPORTS) {
  test(`a campaign visitor's brochure shows under its source, and in the funnel, at ${viewport.width} px`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const tag = uniqueTag();
    const source = `newsletter-${tag}`;
    const visitor = await visitorBrowser(browser, viewport);
    const tracked = visitSent(visitor);
    await visitor.goto(`/?utm_source=${source}&utm_medium=email&utm_campaign=fall`, {
      referer: 'https://mail.example.net/',
    });
    await waitForHydration(visitor);
    const sessionId = await trackedSessionId(visitor);
    await tracked;
    await takeBrochure(visitor, `lena.${tag}@acme.example`, `Lena${tag}`);
    await visitor.context().close();

    const page = await visitorBrowser(browser, viewport);
    const errors = collectErrors(page);
    await openDashboard(page);
    const { sources } = analytics(page);
    // The tracked visit reaches the database within a second or two; the column polls every 10 s.
    const row = sources.getByRole('listitem').filter({ hasText: `${source} / email` });
    await expect(row).toContainText('1 lead', { timeout: 20_000 });

    await viewSession(page, sessionId);
    await expect(sources.getByRole('listitem')).toHaveCount(1);
    await expect(sources.getByRole('listitem')).toContainText(`${source} / email`);
    // Text, not only bars: each step reads with its count and share.
    await expectFunnel(page, [
      /^Step 1: Visits\s*1$/,
      /^Step 2: Brochure\s*1 \(100% of visitors\)$/,
      /^Step 3: Voicemail or Consultation\s*0 \(0% of visitors\)$/,
    ]);

    // Fits the width: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test('a visitor who returns direct in a later session is counted under the campaign that first brought them', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const source = `partner-${tag}`;
  const visitor = await visitorBrowser(browser, VIEWPORTS[0]);
  await visitor.goto(`/?utm_source=${source}&utm_medium=referral`, { referer: 'https://partner.example/' });
  await waitForHydration(visitor);
  const firstSession = await trackedSessionId(visitor);
  await expect
    .poll(() => visitor.evaluate(() => localStorage.getItem('visitorFirstTouch')))
    .toContain(`utm_source=${source}`);

  // An hour later (the stored session has timed out), the visitor types the address.
  await visitor.evaluate(() => localStorage.setItem('visitorSessionTimestamp', String(Date.now() - 60 * 60 * 1000)));
  const carried = visitor.waitForRequest(
    (request) => request.url().endsWith('/api/track-events') && request.postData()?.includes('"firstTouch"') === true,
  );
  await visitor.goto('/');
  await waitForHydration(visitor);
  const payload = (await carried).postDataJSON() as Array<{ type: string; sessionId: string; firstTouch?: object }>;
  const visit = payload.find((event) => event.type === 'visit' && event.firstTouch);
  expect(visit?.sessionId).not.toBe(firstSession);
  expect(visit?.firstTouch).toMatchObject({
    page: `/?utm_source=${source}&utm_medium=referral`,
    referrer: 'https://partner.example/',
  });
  await takeBrochure(visitor, `rita.${tag}@acme.example`, `Rita${tag}`);
  await visitor.context().close();

  const page = await visitorBrowser(browser, VIEWPORTS[0]);
  await openDashboard(page);
  await viewSession(page, visit!.sessionId);
  await expect(analytics(page).sources.getByRole('listitem')).toContainText(`${source} / referral`);
});
