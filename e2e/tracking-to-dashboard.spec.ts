import { expect, test, type APIRequestContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, E2E_ADMIN_PASSWORD } from './support/e2e-env.js';
import { ORIGIN, uniqueTag } from './support/admin-dashboard.js';
import { waitForHydration } from './support/page-helpers.js';

/**
 * The whole tracking path for real: the browser's tracker, the tracking routes, the buffered
 * writer and the admin's sessions and analytics APIs. The server drops headless browsers as
 * bots, so this browser presents an ordinary desktop Chrome. It is set with Chromium's own flag:
 * a context's user-agent override does not reach beacons sent while a page unloads.
 */
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.use({
  launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS, `--user-agent=${DESKTOP_CHROME}`] },
});

interface StoredActivity {
  type: 'visit' | 'click' | 'keystroke';
  page: string;
  details: Record<string, unknown> | null;
}

interface StoredSession {
  id: string;
  pageViews: number;
  deviceType: string | null;
  browserName: string | null;
  searchQuery: string | null;
  activities: StoredActivity[];
  activityCount: number;
}

async function adminApi(request: APIRequestContext): Promise<APIRequestContext> {
  const login = await request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD }, headers: ORIGIN });
  expect(login.ok()).toBe(true);
  return request;
}

async function sessionsMatching(admin: APIRequestContext, query: Record<string, string>): Promise<StoredSession[]> {
  const response = await admin.get(`/api/sessions?${new URLSearchParams({ limit: '100', ...query })}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: StoredSession[] }).items;
}

test('what a visitor does reaches the admin: visits, clicks, typing, time on page; nothing from /admin', async ({
  browser,
  request,
}) => {
  const tag = uniqueTag();
  const context = await browser.newContext();
  const page = await context.newPage();

  await page.goto(`/?utm_term=debt+help+${tag}`);
  await waitForHydration(page);
  const sessionId = String(
    await page.waitForFunction(() => localStorage.getItem('visitorSessionId')).then((id) => id.jsonValue()),
  );

  await page.getByRole('link', { name: 'Learn More' }).first().click();
  const firstName = page.locator('#consultation-form').getByLabel(/First Name/);
  await firstName.fill('');
  await firstName.pressSequentially(`Zed${tag}`);
  // The home page's navigation scrolls within it; going to /faq is another page and visit.
  const faqVisitSent = page.waitForRequest(
    (request) => request.url().endsWith('/api/track-events') && request.postData()?.includes('"/faq"') === true,
  );
  await page.goto('/faq');
  await faqVisitSent;
  await page.goto('/admin');
  await page.getByLabel('Password', { exact: true }).fill(`admin-secret-${tag}`);
  await context.close();

  const admin = await adminApi(request);
  await expect
    .poll(async () => (await sessionsMatching(admin, { sessionId }))[0]?.pageViews ?? 0, { timeout: 10_000 })
    .toBe(2);
  const [session] = await sessionsMatching(admin, { sessionId });
  expect(session).toMatchObject({
    id: sessionId,
    deviceType: 'desktop',
    browserName: 'Chrome',
    searchQuery: `debt help ${tag}`,
  });

  // Every activity of the session: the search finds the session by what was typed.
  const [found] = await sessionsMatching(admin, { search: `Zed${tag}` });
  expect(found?.id).toBe(sessionId);
  expect(session!.activityCount).toBeGreaterThan(4);
  expect(session!.activities[0]).toMatchObject({ type: 'visit', page: '/faq' });
  // Leaving /faq for /admin sent the page's time on page as a beacon.
  await expect
    .poll(async () => typeof (await sessionsMatching(admin, { sessionId }))[0]?.activities[0]?.details?.timeOnPage, {
      timeout: 10_000,
    })
    .toBe('number');

  const analytics = await admin.get(`/api/analytics?sessionId=${sessionId}`);
  const summary = (await analytics.json()) as { totalVisits: number; topSearchQueries: Array<{ query: string }> };
  expect(summary.totalVisits).toBe(2);
  expect(summary.topSearchQueries.map((entry) => entry.query)).toEqual([`debt help ${tag}`]);

  // The admin page and its password never reach the tracking tables.
  expect(await sessionsMatching(admin, { search: `admin-secret-${tag}` })).toEqual([]);
  expect(await sessionsMatching(admin, { search: '/admin' })).toEqual([]);
});
