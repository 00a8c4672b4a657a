import { expect, test, type Page } from '@playwright/test';
import { bookingDone, bookingLinks, bookingPage, manageBooking, unsubscribePage } from '../content/booking.js';
import { axeViolations } from './support/axe.js';
import { openDashboard, uniqueTag } from './support/admin-dashboard.js';
import { collectErrors, consultationForm } from './support/page-helpers.js';

/**
 * Booking the free consultation call (issue 25) against the real server and database: from the
 * consultation form's success message to /book (prefilled with what the visitor gave), the manage
 * link (move, then cancel, each by a button's POST), and the booked call in the dashboard's row
 * and calls strip. At a phone's and a desktop's size, in a zone other than the firm's.
 */

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false },
];

/** A time as the dashboard row writes it: 'Call booked Tue Dec 1, 2:30 PM'. */
const CALL_BOOKED = /Call booked \w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M/;

async function sendConsultation(page: Page, person: { firstName: string; lastName: string; email: string }) {
  await page.goto('/');
  const form = consultationForm(page);
  await form.firstName.fill(person.firstName);
  await form.lastName.fill(person.lastName);
  await form.email.fill(person.email);
  await form.company.fill('Public Paving LLC');
  // A phone of their own: one phone is one person, whose single booked call another test would move.
  await form.phone.fill(`(212) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`);
  await form.message.fill('Three cash advances and an equipment lease, about four months behind.');
  await expect(form.form).toHaveAttribute('data-ready', '');
  await form.submit.click();
  await expect(page.getByText('Your consultation request has been received')).toBeVisible();
}

/** The first open time on the first day; returns its label ('2:30 PM'). */
async function chooseFirstTime(page: Page, scope = page.locator('main')): Promise<string> {
  const time = scope
    .getByRole('group', { name: /^Time on / })
    .getByRole('radio')
    .first();
  // The radio is drawn as its label (a 44 px tile): a finger or pointer presses the tile.
  const tile = time.locator('xpath=..');
  await tile.click();
  await expect(time).toBeChecked();
  return (await tile.innerText()).trim();
}

for (const { name, viewport, hasTouch, isMobile } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport, hasTouch, isMobile, timezoneId: 'America/Los_Angeles', locale: 'en-US' });

    test('book from the form, manage the call by its link, and see it in the dashboard', async ({ page }) => {
      test.setTimeout(90_000);
      const errors = collectErrors(page);
      const tag = uniqueTag();
      const person = { firstName: `Rosa${tag}`, lastName: 'Vega', email: `rosa.${tag}@vega-freight.example` };

      await sendConsultation(page, person);
      await page.getByRole('link', { name: bookingLinks.afterConsultation }).click();
      await expect(page).toHaveURL(/\/book$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(bookingPage.heading);

      // What the visitor gave on this visit is already there.
      await expect(page.getByLabel('First Name')).toHaveValue(person.firstName);
      await expect(page.getByLabel('Last Name')).toHaveValue(person.lastName);
      await expect(page.getByLabel('Email Address')).toHaveValue(person.email);

      // Times in the visitor's zone, the firm's named; a radio group each for the day and the time.
      await expect(page.getByText(/Times (in|are in) your zone \(Pacific Time\)/)).toBeVisible();
      await expect(page.getByRole('group', { name: 'Day' }).getByRole('radio').first()).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);

      // Without a time, the page asks for one and takes the focus there.
      await page.getByRole('button', { name: bookingPage.submitLabel }).click();
      await expect(page.getByText(bookingPage.chooseTimeFirst)).toBeVisible();
      const label = await chooseFirstTime(page);
      // Every choice is a 44 px target.
      const box = await page
        .getByRole('group', { name: /^Time on / })
        .locator('label')
        .first()
        .boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);

      await page.getByRole('button', { name: bookingPage.submitLabel }).click();
      const done = page.getByRole('heading', { name: bookingDone.heading });
      await expect(done).toBeVisible();
      await expect(done).toBeFocused();
      await expect(page.getByTestId('booked-time')).toContainText(label);
      await expect(page.getByTestId('booked-time')).toContainText('(Pacific Time)');
      const ics = page.getByRole('link', { name: bookingDone.calendarLabel });
      await expect(ics).toHaveAttribute('href', /\/api\/bookings\/manage\/[^/]+\/invite\.ics$/);
      const invite = await page.request.get((await ics.getAttribute('href'))!);
      expect(invite.status()).toBe(200);
      expect(await invite.text()).toContain('BEGIN:VCALENDAR');

      const manage = page.getByRole('link', { name: bookingDone.manageLabel });
      const manageHref = (await manage.getAttribute('href'))!;
      expect(manageHref).toMatch(/^\/book\/manage\/[^/]+$/);

      // A mail scanner's GET of the link changes nothing; the page says no Referer to anyone.
      const fetched = await page.request.get(manageHref);
      expect(fetched.status()).toBe(200);
      expect(fetched.headers()['referrer-policy']).toBe('no-referrer');
      expect(fetched.headers()['x-robots-tag']).toBe('noindex, nofollow');

      await manage.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(manageBooking.heading);
      await expect(page.getByTestId('managed-time')).toContainText(label);
      await expect(page.getByText(manageBooking.bookedIntro(person.firstName))).toBeVisible();

      // Move it to another open time.
      await page.getByRole('button', { name: manageBooking.moveLabel }).click();
      await expect(page.getByRole('heading', { name: manageBooking.moveHeading })).toBeFocused();
      const moveSection = page.locator('section', {
        has: page.getByRole('heading', { name: manageBooking.moveHeading }),
      });
      const moved = await chooseFirstTime(page, moveSection);
      await page.getByRole('button', { name: manageBooking.confirmMoveLabel }).click();
      await expect(page.getByRole('status').filter({ hasText: manageBooking.moved })).toBeVisible();
      await expect(page.getByTestId('managed-time')).toContainText(moved);

      // The dashboard: the person's row says when the call is, and the strip lists it.
      const admin = await page.context().newPage();
      await openDashboard(admin);
      const row = admin.locator('article', { hasText: person.firstName });
      await expect(row).toContainText(CALL_BOOKED);
      await expect(row).toContainText(moved);
      const strip = admin.getByRole('region', { name: /Booked calls/ });
      await expect(strip).toContainText(person.firstName);
      await admin.close();

      // Cancel: a question first, then the POST.
      await page.getByRole('button', { name: manageBooking.cancelLabel }).click();
      await expect(page.getByText(manageBooking.cancelQuestion)).toBeFocused();
      await page.getByRole('button', { name: manageBooking.confirmCancelLabel }).click();
      await expect(page.getByRole('status').filter({ hasText: manageBooking.cancelled })).toBeVisible();
      await expect(page.getByText(manageBooking.cancelledIntro)).toBeVisible();
      await expect(page.getByRole('link', { name: manageBooking.bookAgainLabel })).toBeVisible();

      expect(errors).toEqual([]);
    });
  });
}

test('a manage link that is not valid says so, and the unsubscribe page changes nothing until its button', async ({
  page,
}) => {
  await page.goto('/book/manage/not-a-real-token');
  await expect(page.getByText(manageBooking.notFound)).toBeVisible();

  const response = await page.goto('/unsubscribe/not-a-real-token');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(unsubscribePage.heading);
  await expect(page.getByText(unsubscribePage.intro)).toBeVisible();
  await page.getByRole('button', { name: unsubscribePage.confirmLabel }).click();
  await expect(page.getByText(unsubscribePage.notFound)).toBeVisible();
});

test('the principal moves and cancels a booked call from the dashboard', async ({ page }) => {
  const tag = uniqueTag();
  const firstName = `Lee${tag}`;
  await page.goto('/book');
  await chooseFirstTime(page);
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Email Address').fill(`lee.${tag}@example.com`);
  await page.getByRole('button', { name: bookingPage.submitLabel }).click();
  await expect(page.getByRole('heading', { name: bookingDone.heading })).toBeVisible();

  await openDashboard(page);
  const strip = page.getByRole('region', { name: /Booked calls/ });
  await page.getByRole('button', { name: new RegExp(`^Move the call with ${firstName}`) }).click();
  const moveGroup = page.getByRole('group', { name: `Move the call with ${firstName}` });
  await chooseFirstTime(page, moveGroup);
  await moveGroup.getByRole('button', { name: 'Move the call' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Call moved');

  await page.getByRole('button', { name: new RegExp(`^Cancel the call with ${firstName}`) }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Call cancelled');
  await expect(strip.getByText(firstName)).toHaveCount(0);
});
