import { expect, test, type Locator, type Page } from '@playwright/test';
import { brochureCard, brochureFiles } from '../content/brochure.js';
import { firm } from '../content/firm.js';
import { contactSection } from '../content/home.js';
import { E2E_ADMIN_PASSWORD, E2E_BASE_URL } from './support/e2e-env.js';
import { consultationForm } from './support/page-helpers.js';

/**
 * The brochure card (hero) and the consultation form (#contact) on the home page, against the real
 * server and database: SPEC §2–§5, §7 and §8. The forms' code loads on first use (see
 * src/client/features/leads/deferred-forms.ts), so these tests also prove that nothing a
 * visitor does before it arrives is lost.
 */

const LEAD_URL = '**/api/consultation-request';

/** Console errors and uncaught exceptions. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

function brochure(page: Page) {
  const card = page.locator('#home');
  return {
    card,
    form: card.locator('form'),
    email: card.getByLabel('Email Address'),
    firstName: card.getByLabel('First Name'),
    company: card.getByLabel('Company'),
    phone: card.getByLabel('Phone'),
    submit: card.getByRole('button', { name: brochureCard.submitLabel }),
    doneHeading: card.getByRole('heading', { name: brochureCard.doneHeading }),
    again: card.getByRole('button', { name: brochureCard.againLabel }),
    schedule: card.getByRole('button', { name: brochureCard.scheduleLabel }),
  };
}

/**
 * A lead-sync record sent on this page after load, from its real source: the brochure card's
 * submit (the card publishes what it was given; the island store carries it to the form).
 */
async function sendFromBrochure(page: Page, values: { email: string; firstName: string }): Promise<void> {
  await page.route(LEAD_URL, (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true,"message":"ok"}' }),
  );
  const card = brochure(page);
  await card.email.fill(values.email);
  await card.firstName.fill(values.firstName);
  await expectReady(card.form);
  await card.submit.click();
  await expect(card.doneHeading).toBeVisible();
}

/** A form carries data-ready once its code has hydrated it. */
async function expectReady(form: Locator): Promise<void> {
  await expect(form).toHaveAttribute('data-ready', '');
}

async function fillConsultation(page: Page, values: { firstName: string; lastName: string; email: string }) {
  const form = consultationForm(page);
  await form.firstName.fill(values.firstName);
  await form.lastName.fill(values.lastName);
  await form.email.fill(values.email);
  await form.company.fill('Public Paving LLC');
  await form.phone.fill('(212) 555-0100');
  await form.debtAmount.selectOption('500k-1m');
  await form.creditorsCount.selectOption('3-8');
  await form.message.fill('Three cash advances and an equipment lease, about four months behind.');
}

interface StoredLead {
  type: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  debtAmount: string;
  creditorsCount: string;
  message: string;
}

/** The leads as the admin sees them (admin calls need the site's own Origin). */
async function leadsOnServer(page: Page): Promise<StoredLead[]> {
  const headers = { origin: E2E_BASE_URL };
  const login = await page.request.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD }, headers });
  expect(login.ok()).toBe(true);
  const response = await page.request.get('/api/consultation-requests', { headers });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredLead[];
}

const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@acme.example`;

test.describe('brochure card', () => {
  test('shows the schema messages under the fields', async ({ page }) => {
    await page.goto('/');
    const card = brochure(page);
    await card.email.fill('not-an-email');
    await expectReady(card.form);
    await card.submit.click();

    await expect(card.card.getByText('Please enter a valid email address')).toBeVisible();
    await expect(card.card.getByText('First name is required')).toBeVisible();
    await expect(card.email).toHaveAttribute('aria-invalid', 'true');
    await expect(card.email).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect(card.firstName).toHaveAccessibleDescription(/First name is required/);
    await expect(card.email).toBeFocused();
  });

  test('saves the lead, downloads the flyer and shows the done view; Download Again returns', async ({ page }) => {
    const errors = collectErrors(page);
    const email = unique('brochure');
    await page.goto('/');
    const card = brochure(page);

    await card.email.fill(email);
    await card.firstName.fill('Brenda');
    await card.company.fill('Brenda Builders');
    await expectReady(card.form);
    // The visitor tracker starts when the browser is idle; the lead carries its session id.
    const sessionId = await page
      .waitForFunction(() => localStorage.getItem('visitorSessionId'))
      .then((id) => id.jsonValue());
    expect(sessionId).toMatch(/^session_\d+_[a-z0-9]+$/);

    const saved = page.waitForRequest((request) => request.url().endsWith('/api/consultation-request'));
    const download = page.waitForEvent('download');
    await card.submit.click();

    expect((await saved).postDataJSON()).toEqual({
      email,
      firstName: 'Brenda',
      company: 'Brenda Builders',
      phone: '',
      lastName: '',
      message: 'Downloaded free debt negotiation guide',
      type: 'lead_magnet',
      sessionId,
    });
    expect(new URL((await download).url()).pathname).toBe(brochureFiles.flyer.path);
    expect((await download).suggestedFilename()).toBe(brochureFiles.flyer.fileName);

    await expect(notifications(page).getByText('Download Started')).toBeVisible();
    await expect(
      notifications(page).getByText('Your comprehensive debt negotiation guide is downloading now!'),
    ).toBeVisible();
    await expect(card.doneHeading).toBeVisible();
    await expect(card.doneHeading).toBeFocused();
    await expect(card.card.getByText(brochureCard.doneText)).toBeVisible();

    // The brochure values are kept for the consultation form (lead-sync record).
    const synced = await page.evaluate(() => JSON.parse(localStorage.getItem('leadMagnetSync') ?? 'null'));
    expect(synced).toEqual({ email, firstName: 'Brenda', company: 'Brenda Builders' });

    await card.again.click();
    await expect(card.email).toBeVisible();
    await expect(card.email).toBeFocused();
    await expect(card.email).toHaveValue(email);

    const leads = await leadsOnServer(page);
    expect(leads.find((lead) => lead.email === email)).toMatchObject({
      type: 'lead_magnet',
      firstName: 'Brenda',
      lastName: '',
      company: 'Brenda Builders',
      message: 'Downloaded free debt negotiation guide',
    });
    expect(errors).toEqual([]);
  });

  test('a failing save still downloads and only warns in the console', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(LEAD_URL, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await page.goto('/');
    const card = brochure(page);
    await card.email.fill('failing.save@acme.example');
    await card.firstName.fill('Fay');

    const download = page.waitForEvent('download');
    await expectReady(card.form);
    await card.submit.click();
    expect(new URL((await download).url()).pathname).toBe(brochureFiles.flyer.path);
    await expect(card.doneHeading).toBeVisible();
    await expect(notifications(page).getByText('Download Started')).toBeVisible();
    expect(warnings.some((text) => text.includes('could not be saved') && text.includes('500'))).toBe(true);
  });

  test('the button reads Preparing... and is disabled while the lead is being saved', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(LEAD_URL, async (route) => {
      await held;
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true,"message":"ok"}' });
    });
    await page.goto('/');
    const card = brochure(page);
    await card.email.fill('busy@acme.example');
    await card.firstName.fill('Bea');
    await expectReady(card.form);
    await card.submit.click();

    const busy = card.card.getByRole('button', { name: brochureCard.busyLabel });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(card.doneHeading).toBeVisible();
  });

  test('Schedule Free Consultation hands the values to the consultation form and scrolls to it', async ({ page }) => {
    const errors = collectErrors(page);
    const email = unique('schedule');
    await page.goto('/');
    const card = brochure(page);
    await card.email.fill(email);
    await card.firstName.fill('Sam');
    await card.phone.fill('212-555-0123');
    await expectReady(card.form);
    const download = page.waitForEvent('download');
    await card.submit.click();
    await download;

    await card.schedule.click();
    const handedOff = await page.evaluate(() => JSON.parse(sessionStorage.getItem('leadMagnetData') ?? 'null'));
    expect(handedOff).toEqual({ email, firstName: 'Sam', company: '', phone: '212-555-0123' });

    const form = consultationForm(page);
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(form.email).toHaveValue(email);
    await expect(form.firstName).toHaveValue('Sam');
    await expect(form.phone).toHaveValue('212-555-0123');
    // Keyboard focus follows: the first field still to fill.
    await expect(form.lastName).toBeFocused();
    expect(errors).toEqual([]);
  });
});

test.describe('consultation form', () => {
  test('missing required fields: toast and field messages', async ({ page }) => {
    await page.goto('/');
    const form = consultationForm(page);
    await form.form.scrollIntoViewIfNeeded();
    await expectReady(form.form);
    await form.submit.click();

    await expect(notifications(page).getByText('Missing Required Fields')).toBeVisible();
    await expect(notifications(page).getByText('Please fill in all required fields marked with *')).toBeVisible();
    await expect(form.form.getByText('First name is required')).toBeVisible();
    await expect(form.form.getByText('Last name is required')).toBeVisible();
    await expect(form.form.getByText('Please describe your situation')).toBeVisible();
    await expect(form.firstName).toBeFocused();
    // The focused field is not hidden under the fixed navigation bar.
    const bar = await page.getByRole('banner').boundingBox();
    const field = await form.firstName.boundingBox();
    expect(field?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    for (const field of [form.firstName, form.lastName, form.email, form.message]) {
      await expect(field).toHaveAttribute('aria-required', 'true');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.company).not.toHaveAttribute('aria-required', 'true');
  });

  test('a malformed e-mail address is reported under the field', async ({ page }) => {
    await page.goto('/');
    const form = consultationForm(page);
    await fillConsultation(page, { firstName: 'Ed', lastName: 'Mail', email: 'ed@nowhere' });
    await expectReady(form.form);
    await form.submit.click();
    await expect(form.form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.email).toBeFocused();
    await expect(notifications(page).getByText('Missing Required Fields')).toHaveCount(0);
  });

  test('a full name typed as first name is split on blur', async ({ page }) => {
    await page.goto('/');
    const form = consultationForm(page);
    await form.firstName.fill('Jane Q Public');
    await expectReady(form.form);
    await form.firstName.press('Tab');
    await expect(form.firstName).toHaveValue('Jane');
    await expect(form.lastName).toHaveValue('Q Public');
  });

  test('success: the lead is stored, the form clears, message, toast and guide download', async ({ page }) => {
    const errors = collectErrors(page);
    const email = unique('consult');
    await page.addInitScript(() => {
      localStorage.setItem('visitorSessionId', 'session_1700000000000_e2etest');
    });
    await page.goto('/');
    const form = consultationForm(page);
    await fillConsultation(page, { firstName: 'x', lastName: '', email });
    await expectReady(form.form);

    const download = page.waitForEvent('download');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/consultation-request'));
    // Typed as one name and submitted with Enter, without leaving the field: split at submit.
    await form.firstName.fill('Jane Q Public');
    await form.firstName.press('Enter');

    expect((await sent).postDataJSON()).toEqual({
      firstName: 'Jane',
      lastName: 'Q Public',
      email,
      company: 'Public Paving LLC',
      phone: '(212) 555-0100',
      debtAmount: '500k-1m',
      creditorsCount: '3-8',
      message: 'Three cash advances and an equipment lease, about four months behind.',
      type: 'consultation',
      sessionId: 'session_1700000000000_e2etest',
    });
    expect(new URL((await download).url()).pathname).toBe(brochureFiles.corporate.path);

    await expect(notifications(page).getByText('Consultation Request Submitted')).toBeVisible();
    await expect(
      notifications(page).getByText('Thank you for your consultation request! We will contact you within 24 hours.'),
    ).toBeVisible();
    await expect(form.form.getByRole('status')).toContainText('Your consultation request has been received');
    for (const field of [form.firstName, form.lastName, form.email, form.company, form.phone, form.message]) {
      await expect(field).toHaveValue('');
    }
    await expect(form.debtAmount).toHaveValue('');
    await expect(form.submit).toHaveText('Request Free Consultation');

    const leads = await leadsOnServer(page);
    expect(leads.find((lead) => lead.email === email)).toMatchObject({
      type: 'consultation',
      firstName: 'Jane',
      lastName: 'Q Public',
      company: 'Public Paving LLC',
      debtAmount: '500k-1m',
      creditorsCount: '3-8',
      sessionId: 'session_1700000000000_e2etest',
    });
    expect(errors).toEqual([]);
  });

  test('Submitting... while the request is in flight', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(LEAD_URL, async (route) => {
      await held;
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true,"message":"ok"}' });
    });
    await page.goto('/');
    const form = consultationForm(page);
    await fillConsultation(page, { firstName: 'Sue', lastName: 'Bmit', email: 'sue@acme.example' });
    await expectReady(form.form);
    await form.submit.click();
    await expect(form.submit).toHaveText('Submitting...');
    await expect(form.submit).toBeDisabled();
    release();
    await expect(form.submit).toHaveText('Request Free Consultation');
    await expect(form.form.getByRole('status')).toContainText('received');
  });

  test('server failure keeps the values and shows Submission Failed', async ({ page }) => {
    await page.route(LEAD_URL, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await page.goto('/');
    const form = consultationForm(page);
    await fillConsultation(page, { firstName: 'Fran', lastName: 'Fail', email: 'fran@acme.example' });
    await expectReady(form.form);
    await form.submit.click();

    await expect(notifications(page).getByText('Submission Failed')).toBeVisible();
    await expect(notifications(page).getByText('Please try again later.')).toBeVisible();
    await expect(form.form.getByRole('alert')).toContainText('We could not send your request');
    await expect(form.firstName).toHaveValue('Fran');
    await expect(form.lastName).toHaveValue('Fail');
    await expect(form.email).toHaveValue('fran@acme.example');
    await expect(form.debtAmount).toHaveValue('500k-1m');
    await expect(form.submit).toBeFocused();
  });

  test('text typed before the form code arrives is kept', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/lead-forms-island-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const form = consultationForm(page);
    await form.firstName.fill('Early');
    await form.message.fill('Typed before hydration');
    await form.debtAmount.selectOption('over-5m');
    await expect(form.form).not.toHaveAttribute('data-ready');
    release();
    await expectReady(form.form);
    await expect(form.firstName).toHaveValue('Early');
    await expect(form.message).toHaveValue('Typed before hydration');
    await expect(form.debtAmount).toHaveValue('over-5m');
    // A later prefill must not overwrite what the visitor typed.
    await sendFromBrochure(page, { email: 'other@acme.example', firstName: 'Other Filled' });
    await expect(form.lastName).toHaveValue('Filled');
    await expect(form.firstName).toHaveValue('Early');
  });
});

test.describe('consultation prefill', () => {
  test('from the voicemail cookies', async ({ page, context }) => {
    await context.addCookies([
      { name: 'voicemail_email', value: encodeURIComponent('cookie@acme.example'), url: E2E_BASE_URL },
      { name: 'voicemail_phone', value: encodeURIComponent('212 555 0111'), url: E2E_BASE_URL },
    ]);
    await page.goto('/');
    const form = consultationForm(page);
    await expect(form.email).toHaveValue('cookie@acme.example');
    await expect(form.phone).toHaveValue('212 555 0111');
  });

  test('from localStorage leadMagnetSync', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'leadMagnetSync',
        JSON.stringify({ email: 'sync@acme.example', firstName: 'Sync', company: 'Sync Co', phone: 7 }),
      );
    });
    await page.goto('/');
    const form = consultationForm(page);
    await expect(form.email).toHaveValue('sync@acme.example');
    await expect(form.firstName).toHaveValue('Sync');
    await expect(form.company).toHaveValue('Sync Co');
    await expect(form.phone).toHaveValue('');
  });

  test('from localStorage voicemailExtractedData, over brochure data', async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('leadMagnetData', JSON.stringify({ email: 'data@acme.example', firstName: 'Data' }));
      localStorage.setItem(
        'voicemailExtractedData',
        JSON.stringify({
          firstName: 'Victor',
          lastName: 'Voice',
          debtAmount: '1m-5m',
          creditorsCount: 'lots',
          message: 'Two lawsuits and a lien.',
        }),
      );
    });
    await page.goto('/');
    const form = consultationForm(page);
    await expect(form.firstName).toHaveValue('Victor');
    await expect(form.lastName).toHaveValue('Voice');
    await expect(form.email).toHaveValue('data@acme.example');
    await expect(form.debtAmount).toHaveValue('1m-5m');
    await expect(form.creditorsCount).toHaveValue('');
    await expect(form.message).toHaveValue('Two lawsuits and a lien.');
  });

  test('from sessionStorage leadMagnetData, and malformed JSON is ignored', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('leadMagnetSync', '{not json');
      sessionStorage.setItem(
        'leadMagnetData',
        JSON.stringify({ email: 'data@acme.example', firstName: 'Dana', company: '', phone: '212-555-0155' }),
      );
    });
    const errors = collectErrors(page);
    await page.goto('/');
    const form = consultationForm(page);
    await expect(form.email).toHaveValue('data@acme.example');
    await expect(form.firstName).toHaveValue('Dana');
    await expect(form.phone).toHaveValue('212-555-0155');
    expect(errors).toEqual([]);
  });

  test('live, from a record sent on this page after load and from another tab', async ({ page, context }) => {
    await page.goto('/');
    const form = consultationForm(page);
    await sendFromBrochure(page, { firstName: 'Liam Live', email: 'live@acme.example' });
    await expect(form.firstName).toHaveValue('Liam');
    await expect(form.lastName).toHaveValue('Live');
    await expect(form.email).toHaveValue('live@acme.example');

    // The visitor edits a field; a later record fills the rest but leaves that one alone.
    await form.email.fill('mine@acme.example');
    const other = await context.newPage();
    await other.goto('/faq');
    await other.evaluate(() =>
      localStorage.setItem(
        'voicemailExtractedData',
        JSON.stringify({
          email: 'voice@acme.example',
          company: 'Voice Corp',
          message: 'From the other tab',
          creditorsCount: '9-15',
        }),
      ),
    );
    await expect(form.company).toHaveValue('Voice Corp');
    await expect(form.message).toHaveValue('From the other tab');
    await expect(form.creditorsCount).toHaveValue('9-15');
    await expect(form.email).toHaveValue('mine@acme.example');
  });

  test('a successful request clears the stored hand-offs', async ({ page }) => {
    await page.route(LEAD_URL, (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true,"message":"ok"}' }),
    );
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('leadMagnetSync', JSON.stringify({ email: 'clear@acme.example', firstName: 'Clara' }));
      localStorage.setItem('voicemailExtractedData', JSON.stringify({ lastName: 'Clear' }));
      sessionStorage.setItem('leadMagnetData', JSON.stringify({ company: 'Clear Co' }));
    });
    await page.goto('/');
    const form = consultationForm(page);
    await expect(form.lastName).toHaveValue('Clear');
    await form.message.fill('Please call me.');
    await expectReady(form.form);
    await form.submit.click();
    await expect(form.form.getByRole('status')).toContainText('received');
    const stored = await page.evaluate(() => [
      localStorage.getItem('leadMagnetSync'),
      localStorage.getItem('voicemailExtractedData'),
      sessionStorage.getItem('leadMagnetData'),
    ]);
    expect(stored).toEqual([null, null, null]);

    await page.reload();
    await expect(consultationForm(page).firstName).toHaveValue('');
  });
});

/** Holds every request for `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Answers every lead as the API does when it is accepted, without storing it. */
const acceptLeads = (page: Page) =>
  page.route(LEAD_URL, (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true,"message":"ok"}' }),
  );

test.describe('deferred form code', () => {
  test('arriving on the home page by a link from another page, the forms load on first use and work', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/faq');
    // Pages are documents of their own (decision 0044): the link loads the home page.
    await page.getByRole('banner').getByRole('link', { name: firm.name }).first().click();
    await expect(page).toHaveURL(/\/$/);
    const card = brochure(page);
    await card.submit.click();
    await expect(card.card.getByText('First name is required')).toBeVisible();
    await expectReady(card.form);
    await consultationForm(page).firstName.focus();
    await expectReady(consultationForm(page).form);
    expect(errors).toEqual([]);
  });

  test('a submit made before the code arrives is held, then sent once the form is ready', async ({ page }) => {
    const errors = collectErrors(page);
    const release = await holdBack(page, '**/assets/lead-forms-island-*.js');
    await acceptLeads(page);
    await page.goto('/');
    const card = brochure(page);
    await card.email.fill('held@acme.example');
    await card.firstName.fill('Hal');
    await card.firstName.press('Enter');
    await card.submit.click();
    await expect(card.form).not.toHaveAttribute('data-ready');
    expect(new URL(page.url()).search).toBe('');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/consultation-request'));
    release();
    expect((await sent).postDataJSON()).toMatchObject({ email: 'held@acme.example', firstName: 'Hal' });
    await expect(card.doneHeading).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });

  test('a submit made before the app has loaded is held, never sent natively, then sent', async ({ page }) => {
    const errors = collectErrors(page);
    // The app is fetched by the boot script after the first paint (decision 0044); hold it back.
    const release = await holdBack(page, '**/assets/main-*.js');
    await acceptLeads(page);
    const nativeSubmits: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.method() === 'POST') nativeSubmits.push(request.url());
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const card = brochure(page);
    await card.email.fill('early@acme.example');
    await card.firstName.fill('Ely');
    await card.submit.click();
    await card.firstName.press('Enter');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/consultation-request'));
    release();
    expect((await sent).postDataJSON()).toMatchObject({ email: 'early@acme.example', firstName: 'Ely' });
    await expect(card.doneHeading).toBeVisible();
    expect(nativeSubmits).toEqual([]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    expect(errors).toEqual([]);
  });

  test('if the form code cannot be fetched, only the forms show a notice', async ({ page }) => {
    await page.route('**/assets/lead-forms-island-*.js', (route) => route.abort());
    await page.goto('/');
    await brochure(page).email.fill('offline@acme.example');
    await expect(page.locator('#home').getByRole('alert')).toContainText('This form could not be loaded');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#contact').getByRole('alert')).toContainText('This form could not be loaded');
  });
});

test('the Record button asks the voicemail panel to open', async ({ page }) => {
  await page.goto('/');
  const record = page.locator('#contact').getByRole('button', { name: contactSection.recordLabel });
  await expect(record).toBeVisible();
  await record.click();
  // The request travels through the island store to the floating button, which opens its panel.
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the forms fit a 360 px wide screen with 44 px tall fields', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const fields = [
    brochure(page).email,
    brochure(page).submit,
    consultationForm(page).email,
    consultationForm(page).debtAmount,
  ];
  for (const field of [...fields, consultationForm(page).submit, brochure(page).card, consultationForm(page).form]) {
    const box = await field.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  for (const field of fields) {
    expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
});
