import { expect, test, type Locator, type Page } from '@playwright/test';
import type { PeoplePage } from '../src/shared/people-schemas.js';
import { createLead, openDashboard, toastTitled, uniqueTag } from './support/admin-dashboard.js';

/**
 * The principal's first screen (issue 26): "Call next" with a one-tap Call where the eye lands
 * first, a Call and the e-mail on every row, the filter banner that stays in view, the list's
 * view remembered on the device, and links to a person's row. Checked on a desk screen and on a
 * phone. The database is shared with other specs: each test narrows to its own session.
 */
const SIZES = [
  { name: 'desk', viewport: { width: 1280, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
] as const;

const leadsColumn = (page: Page) => page.getByRole('region', { name: 'Active Leads' });
const callNext = (page: Page) => page.getByRole('region', { name: 'Call next' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'element has a box').not.toBeNull();
  return found!;
}

/** A phone nobody else in the shared database has (people sharing a phone are one person). */
const uniquePhone = () =>
  `(512) 55${String(Math.floor(Math.random() * 100_000))
    .padStart(5, '0')
    .replace(/^(\d)(\d{4})$/, '$1-$2')}`;

/** Two people in one new session: a consultation with a large debt and a brochure download. */
async function seedSession(page: Page) {
  const t = uniqueTag();
  const sessionId = `session_1700000000000_${t}`;
  const phones = { carmen: uniquePhone(), brett: uniquePhone() };
  await createLead(page.request, {
    type: 'consultation',
    firstName: 'Carmen',
    lastName: t,
    email: `carmen.${t}@example.com`,
    phone: phones.carmen,
    company: 'Carmen Freight',
    debtAmount: 'over-5m',
    sessionId,
  });
  await createLead(page.request, {
    type: 'lead_magnet',
    firstName: 'Brett',
    email: `brett.${t}@example.com`,
    phone: phones.brett,
    sessionId,
  });
  return { t, sessionId, phones };
}

async function personId(page: Page, search: string): Promise<number> {
  const response = await page.request.get(`/api/people?search=${encodeURIComponent(search)}`);
  expect(response.ok()).toBe(true);
  const [person] = ((await response.json()) as PeoplePage).items;
  expect(person, `person for ${search}`).toBeDefined();
  return person!.id;
}

for (const size of SIZES) {
  test.describe(`the first screen on a ${size.name} (${size.viewport.width}×${size.viewport.height})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });

    test('"Call next" with its one-tap Call is on the first screen, in the upper half on a desk', async ({ page }) => {
      const { t, phones } = await seedSession(page);
      await openDashboard(page);
      const first = callNext(page).getByRole('listitem').first();
      await expect(first).toBeVisible();
      const call = first.getByRole('link', { name: /^Call / });
      await expect(call).toHaveAttribute('href', /^tel:\d+$/);

      const { y, height } = await box(first);
      const limit = size.touch ? size.viewport.height : size.viewport.height / 2;
      expect(y + height, 'the first person to call, bottom edge').toBeLessThanOrEqual(limit);
      const callBox = await box(call);
      expect(callBox.y + callBox.height).toBeLessThanOrEqual(size.viewport.height);
      if (size.touch) expect(callBox.height).toBeGreaterThanOrEqual(44);

      // Every row in the list: a Call and the e-mail without opening it, 44 px tall on a touch screen.
      await leadsColumn(page).getByLabel('Search leads').fill(t);
      const carmen = leadsColumn(page).getByRole('article', { name: `Carmen ${t}` });
      const rowCall = carmen.getByRole('link', { name: `Call ${phones.carmen}` });
      const rowMail = carmen.getByRole('link', { name: `E-mail carmen.${t}@example.com` });
      await expect(rowCall).toHaveAttribute('href', `tel:${phones.carmen.replace(/\D/g, '')}`);
      await expect(rowMail).toHaveAttribute('href', `mailto:carmen.${t}@example.com`);
      if (size.touch) {
        for (const target of [rowCall, rowMail]) expect((await box(target)).height).toBeGreaterThanOrEqual(44);
      }
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
    });

    test('under the session filter: the banner stays in view, "Call next" ranks that session, empty lists say why', async ({
      page,
    }) => {
      const { t, sessionId, phones } = await seedSession(page);
      await openDashboard(page);
      const column = leadsColumn(page);
      await column.getByLabel('Search leads').fill(t);
      const carmen = column.getByRole('article', { name: `Carmen ${t}` });
      await carmen.getByRole('button', { name: `Carmen ${t}` }).click();
      await carmen.getByRole('button', { name: 'View Session' }).click();
      const banner = page.getByRole('region', { name: 'Session Filter Active' });
      await expect(banner).toContainText(sessionId);

      // The larger debt first: both are new, so it is by score.
      const entries = callNext(page).getByRole('listitem');
      await expect(entries).toHaveCount(2);
      await expect(entries.first()).toContainText(`Carmen ${t}`);
      await expect(entries.first().getByRole('link', { name: `Call ${phones.carmen}` })).toBeVisible();

      // Scrolled to the bottom of the page, the banner and its way out are still on screen.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const bannerBox = await box(banner);
      expect(bannerBox.y).toBeGreaterThanOrEqual(-1);
      expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(size.viewport.height);
      await expect(banner.getByRole('button', { name: 'Clear Filter' })).toBeInViewport();

      // A filter with nobody in it says it is this session that is empty.
      await column.getByLabel('Search leads').fill('');
      await column.getByRole('button', { name: /^Hidden \d+$/ }).click();
      await expect(column.getByText('No leads in this session')).toBeVisible();

      await banner.getByRole('button', { name: 'Clear Filter' }).click();
      await expect(banner).toHaveCount(0);
    });

    test('the chosen filter and order are remembered on this device; the search is not', async ({ page }) => {
      await openDashboard(page);
      const column = leadsColumn(page);
      await column.getByRole('button', { name: /^Consultations \d+$/ }).click();
      await column.getByLabel('Sort by').selectOption('score');
      await column.getByLabel('Search leads').fill('nobody in particular');
      await page.reload();
      await expect(column.getByRole('button', { name: /^Consultations \d+$/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(column.getByLabel('Sort by')).toHaveValue('score');
      await expect(column.getByLabel('Search leads')).toHaveValue('');
    });

    test('a link to a person opens and focuses their row, bringing them into the list when not shown', async ({
      page,
    }) => {
      const { t } = await seedSession(page);
      await openDashboard(page);
      const id = await personId(page, `brett.${t}@example.com`);
      const column = leadsColumn(page);
      // A filter Brett is not under: following the link switches to the one he is.
      await column.getByRole('button', { name: /^Voicemails \d+$/ }).click();
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#person-${id}`);
      const brett = column.locator(`article[data-person-id="${id}"]`);
      await expect(brett.locator('[data-row-toggle]')).toBeFocused();
      await expect(brett.locator('[data-row-toggle]')).toHaveAttribute('aria-expanded', 'true');
      await expect(brett).toBeInViewport();
      await expect(column.getByRole('button', { name: /^All \d+$/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(column.getByLabel('Search leads')).toHaveValue(`brett.${t}@example.com`);
      // The hash is used up, so the same link followed again works again.
      expect(await page.evaluate(() => window.location.hash)).toBe('');

      // Opened straight from a link (an alert on the phone does this).
      await page.goto(`/admin#person-${id}`);
      await expect(column.locator(`article[data-person-id="${id}"] [data-row-toggle]`)).toBeFocused();

      // A person who does not exist is said so.
      await page.goto('/admin#person-999999999');
      await expect(toastTitled(page, 'That lead could not be found')).toBeVisible();
    });
  });
}
