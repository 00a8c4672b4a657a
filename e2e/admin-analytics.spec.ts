import { expect, test, type Page } from '@playwright/test';
import type { TrackingEvent } from '../src/shared/tracking-schemas.js';
import {
  createLead,
  openDashboard,
  sessionIdOf,
  track,
  uniqueTag,
  waitForSessions,
} from './support/admin-dashboard.js';
import { axeViolations } from './support/axe.js';
import { collectErrors } from './support/page-helpers.js';

/**
 * The Visitor Analytics column and the Session Activity grid (SPEC §2, §4, §8, §9) against the
 * real server: tracking data goes in through POST /api/track-events as a visitor's browser
 * would send it, and the dashboard must show it. Other specs share the database, so every
 * test tags its session ids and searches or filters on its own data.
 */

/**
 * Session 'a': five activities, oldest first, arrived from Google with a query; session 'b':
 * one visit from a partner site's page; session 'c': one visit from another page of that site,
 * so the partner's referrer group has two pages.
 */
function visitorStory(tag: string): TrackingEvent[] {
  const a = sessionIdOf(tag, 'a');
  const partner = `https://partner-${tag}.example`;
  return [
    {
      type: 'visit',
      sessionId: a,
      page: '/',
      referrer: `https://www.google.com/search?q=restructure+${tag}`,
      ageMs: 50_000,
    },
    {
      type: 'click',
      sessionId: a,
      page: '/',
      elementTag: 'A',
      elementText: 'Learn More',
      clickX: 10,
      clickY: 20,
      ageMs: 40_000,
    },
    { type: 'visit', sessionId: a, page: '/faq', referrer: null, ageMs: 30_000 },
    {
      type: 'click',
      sessionId: a,
      page: '/faq',
      elementTag: 'BUTTON',
      elementText: 'Schedule a Free Consultation',
      clickX: 30,
      clickY: 40,
      ageMs: 20_000,
    },
    {
      type: 'keystroke',
      sessionId: a,
      page: '/faq',
      elementType: 'email',
      fieldName: 'email',
      inputValue: `ann.${tag}@acme.example`,
      keystroke: 'e',
      ageMs: 10_000,
    },
    {
      type: 'visit',
      sessionId: sessionIdOf(tag, 'b'),
      page: '/',
      referrer: `${partner}/blog/debt-help-for-business-owners`,
    },
    { type: 'visit', sessionId: sessionIdOf(tag, 'c'), page: '/success-stories', referrer: `${partner}/news` },
  ];
}

function analyticsColumn(page: Page) {
  const column = page.getByRole('region', { name: 'Visitor Analytics' });
  return {
    column,
    section: (name: string) => column.getByRole('region', { name }),
  };
}

function sessionGrid(page: Page) {
  const grid = page.getByRole('region', { name: 'Session Activity' });
  return {
    grid,
    search: grid.getByLabel('Search sessions'),
    cards: grid.getByRole('article'),
    card: (sessionId: string) => grid.getByRole('article', { name: sessionId }),
  };
}

/**
 * The figure on a stat card, e.g. 'Total Visits': the first definition beside that term (the
 * cards sit in one strip now, so the first div holding the term also holds every other card).
 */
const statValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Overview' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('the analytics column shows referrers, search queries and recent visitors; Total Visits grows', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueTag();
  await openDashboard(page);
  const totalVisits = statValue(page, 'Total Visits');
  await expect(totalVisits).toHaveText(/^[\d,]+$/);
  const before = Number((await totalVisits.textContent())?.replace(/,/g, ''));

  await track(page.request, visitorStory(tag));
  await waitForSessions(page.request, tag, 3);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(async () => Number((await totalVisits.textContent())?.replace(/,/g, ''))).toBeGreaterThan(before);

  const analytics = analyticsColumn(page);
  const referrers = analytics.section('Top Referrers');
  await expect(referrers).toContainText('Google Search');
  // Two pages of one host make a group that opens to list them.
  const partnerGroup = referrers.getByRole('button', { name: new RegExp(`partner-${tag}\\.example`) });
  await expect(partnerGroup).toHaveAttribute('aria-expanded', 'false');
  await partnerGroup.click();
  await expect(partnerGroup).toHaveAttribute('aria-expanded', 'true');
  const pages = referrers.getByRole('list', { name: `Pages of partner-${tag}.example` });
  await expect(pages).toContainText(`https://partner-${tag}.example/news`);
  // SPEC §9: a long one is cut to 50 characters, the whole of it in the title.
  const longPage = `https://partner-${tag}.example/blog/debt-help-for-business-owners`;
  await expect(pages.getByTitle(longPage)).toHaveText(`${longPage.slice(0, 49)}…`);

  await expect(analytics.section('Search Queries')).toContainText(`restructure ${tag}`);
  const recent = analytics.section('Recent Visitors');
  await expect(recent).toContainText('Unknown location');
  await expect(recent).toContainText('Same day');
  await expect(analytics.section('Devices')).toContainText(/Desktop \d/);

  // The next 10 s poll brings a new answer: the opened group stays open.
  await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/analytics', { timeout: 15_000 });
  await expect(partnerGroup).toHaveAttribute('aria-expanded', 'true');
  await expect(pages).toBeVisible();
});

test('session cards show the visit, its latest three activities and how many more; search narrows the grid', async ({
  page,
}) => {
  const tag = uniqueTag();
  await track(page.request, visitorStory(tag));
  await openDashboard(page);
  await waitForSessions(page.request, tag, 3);

  const sessions = sessionGrid(page);
  await sessions.search.fill(tag);
  await expect(sessions.cards).toHaveCount(3);
  const card = sessions.card(sessionIdOf(tag, 'a'));
  await expect(card).toContainText('Unknown location');
  await expect(card).toContainText('Desktop · Chrome');
  await expect(card).toContainText('127.0.0.1');
  await expect(card).toContainText('Page views2');
  // Forty seconds from the first visit to the last activity.
  await expect(card).toContainText('Duration40s');

  const activities = card.getByRole('list', { name: 'Latest activity' }).getByRole('listitem');
  await expect(activities).toHaveCount(3);
  await expect(activities.nth(0)).toContainText('Keystroke');
  await expect(activities.nth(0)).toContainText(`email: “ann.${tag}@acme.example”`);
  await expect(activities.nth(1)).toContainText('Click');
  await expect(activities.nth(1)).toContainText('“Schedule a Free Consultation”');
  await expect(activities.nth(2)).toContainText('Visit');
  await expect(activities.nth(2)).toContainText('/faq');
  await expect(card).toContainText('+2 more');

  // The search also looks in what was typed and clicked.
  await sessions.search.fill(`ann.${tag}`);
  await expect(sessions.cards).toHaveCount(1);
  await expect(card).toBeVisible();

  await sessions.search.fill(`nothing-like-this-${tag}`);
  await expect(sessions.grid.getByText('No sessions match your search')).toBeVisible();
  await expect(sessions.cards).toHaveCount(0);
});

test('scrolling to the end of the grid loads the next page, until there are no more', async ({ page }) => {
  const tag = uniqueTag();
  const count = 25;
  await track(
    page.request,
    Array.from({ length: count }, (_, index) => ({
      type: 'visit' as const,
      sessionId: sessionIdOf(tag, `many${index}`),
      page: '/',
      referrer: null,
    })),
  );
  await openDashboard(page);
  await waitForSessions(page.request, tag, count);

  const sessions = sessionGrid(page);
  await sessions.search.fill(tag);
  // SPEC §9: 20 to a page; the end of the list is well below the fold.
  await expect(sessions.cards).toHaveCount(20);
  const loadMore = sessions.grid.getByRole('button', { name: 'Load more sessions' });
  await expect(loadMore).toBeVisible();

  // Scrolling to the bottom brings the sentinel into view (the grid re-renders as pages arrive,
  // so scroll the window rather than hold on to a card).
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(sessions.cards).toHaveCount(count, { timeout: 1000 });
  }).toPass();
  await expect(sessions.grid.getByText('No more sessions to load')).toBeVisible();
  await expect(loadMore).toHaveCount(0);
});

test("'View Session' on a lead narrows the grid to its session; 'Clear Filter' shows them all again", async ({
  page,
}) => {
  const tag = uniqueTag();
  const sessionId = sessionIdOf(tag, 'a');
  await track(page.request, visitorStory(tag));
  await createLead(page.request, {
    type: 'consultation',
    firstName: 'Vera',
    lastName: tag,
    email: `vera.${tag}@acme.example`,
    sessionId,
  });
  await openDashboard(page);
  await waitForSessions(page.request, tag, 3);

  const sessions = sessionGrid(page);
  await sessions.search.fill(tag);
  await expect(sessions.cards).toHaveCount(3);
  await sessions.search.fill('');

  const leads = page.getByRole('region', { name: 'Active Leads' });
  await leads.getByLabel('Search leads').fill(tag);
  const vera = leads.getByRole('article', { name: `Vera ${tag}` });
  // View Session is in the lead's expanded row.
  await vera.getByRole('button', { name: `Vera ${tag}` }).click();
  await vera.getByRole('button', { name: 'View Session' }).click();

  const banner = page.getByRole('region', { name: 'Session Filter Active' });
  await expect(banner).toContainText(sessionId);
  await expect(sessions.cards).toHaveCount(1);
  await expect(sessions.card(sessionId)).toBeVisible();
  await expect(sessions.card(sessionId).getByRole('button', { name: 'View Session' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The analytics narrow to the session too.
  await expect(analyticsColumn(page).section('Recent Visitors').getByRole('listitem')).toHaveCount(1);

  await banner.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(banner).toHaveCount(0);
  await sessions.search.fill(tag);
  await expect(sessions.cards).toHaveCount(3);
});

test('a first page that fails offers Retry; a later page that fails is a toast', async ({ page }) => {
  const tag = uniqueTag();
  await track(
    page.request,
    Array.from({ length: 21 }, (_, index) => ({
      type: 'visit' as const,
      sessionId: sessionIdOf(tag, `f${index}`),
      page: '/',
    })),
  );
  await openDashboard(page);
  await waitForSessions(page.request, tag, 21);

  const sessions = sessionGrid(page);
  let failing = true;
  const isSessionsCall = (url: URL) => url.pathname === '/api/sessions';
  await page.route(isSessionsCall, (route) =>
    failing && new URL(route.request().url()).searchParams.get('search') === tag
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' })
      : route.continue(),
  );
  await sessions.search.fill(tag);
  const failed = sessions.grid.getByRole('alert');
  await expect(failed).toContainText('Failed to load session activity');
  failing = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(sessions.cards).toHaveCount(20);

  // Now only the next page (the one with a cursor) fails: the cards shown stay.
  await page.unroute(isSessionsCall);
  await page.route(
    (url) => isSessionsCall(url) && url.searchParams.has('cursor'),
    (route) => route.fulfill({ status: 500, body: 'boom' }),
  );
  await sessions.grid.getByRole('button', { name: 'Load more sessions' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Failed to fetch sessions');
  await expect(sessions.cards).toHaveCount(20);
});

test('the public pages never download recharts; the dashboard does', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  const hasCharts = () => scripts.some((text) => text.includes('recharts-wrapper'));

  for (const path of ['/', '/faq', '/commercial-debt-relief']) await page.goto(path, { waitUntil: 'networkidle' });
  expect(scripts.length).toBeGreaterThan(0);
  expect(hasCharts()).toBe(false);

  await openDashboard(page);
  await expect(page.getByRole('region', { name: 'Devices' })).toBeVisible();
  await expect.poll(hasCharts).toBe(true);
});

test('on a 375 px phone, with data, the dashboard fits the width and has no axe violations', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  const tag = uniqueTag();
  await track(page.request, visitorStory(tag));
  await page.setViewportSize({ width: 375, height: 812 });
  await openDashboard(page);
  await waitForSessions(page.request, tag, 3);

  const sessions = sessionGrid(page);
  await sessions.search.fill(tag);
  await expect(sessions.cards).toHaveCount(3);
  const referrers = analyticsColumn(page).section('Top Referrers');
  await referrers.getByRole('button', { name: new RegExp(`partner-${tag}\\.example`) }).click();
  await expect(analyticsColumn(page).section('Devices').locator('svg').first()).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
