import { expect, test, type Page } from '@playwright/test';
import { firm } from '../content/firm.js';
import { contactSection } from '../content/home.js';
import { axeViolations } from './support/axe.js';
import { E2E_BASE_URL } from './support/e2e-env.js';
import { collectErrors, consultationForm } from './support/page-helpers.js';

/**
 * What was heard is never passed off as what was said (decision 0035), in the browser: the
 * consultation form marks what the voicemail heard and fills what it claimed, and the voicemail's
 * welcome step starts with the e-mail and phone already given. The voicemail's answer is stored
 * the way the voicemail stores it (voicemailExtractedData with voicemailHeardFields), by this page
 * before a load or by another tab.
 */

const LEAD_URL = '**/api/consultation-request';
const NOTE = contactSection.fromVoicemailNote;
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

interface StoredVoicemail {
  record: Record<string, string>;
  heard: string[];
}

/** Stores a voicemail's answer before the page's scripts run (the next load reads it). */
async function storeBeforeLoad(page: Page, items: { brochure?: Record<string, string>; voicemail?: StoredVoicemail }) {
  await page.addInitScript((seed) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    if (seed.brochure) localStorage.setItem('leadMagnetSync', JSON.stringify(seed.brochure));
    if (seed.voicemail) {
      localStorage.setItem('voicemailHeardFields', JSON.stringify(seed.voicemail.heard));
      localStorage.setItem('voicemailExtractedData', JSON.stringify(seed.voicemail.record));
    }
  }, items);
}

/** Another tab of the site stores a voicemail's answer, as the voicemail does. */
async function storeFromAnotherTab(page: Page, voicemail: StoredVoicemail): Promise<void> {
  const other = await page.context().newPage();
  await other.goto('/faq');
  await other.evaluate((answer) => {
    localStorage.setItem('voicemailHeardFields', JSON.stringify(answer.heard));
    localStorage.setItem('voicemailExtractedData', JSON.stringify(answer.record));
  }, voicemail);
  await other.close();
}

const noteOf = (page: Page, id: string) => page.locator(`#${id}-note`);

test.describe('the consultation form and what the voicemail heard', () => {
  test('marks each heard field, for screen readers too, until the caller edits it; the brochure’s fields are not marked', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await storeBeforeLoad(page, {
      brochure: { firstName: 'Rachel', email: 'rachel@goldbergstaffing.example', company: 'Goldberg Staffing' },
      voicemail: {
        record: {
          firstName: 'Rachel',
          lastName: 'Goldberg',
          email: 'rachel@goldbergstaffing.example',
          debtAmount: '1m-5m',
          message: 'Owes about $2.5M; revenue about $200K.',
        },
        heard: ['lastName', 'debtAmount', 'message'],
      },
    });
    await page.goto('/');
    const form = consultationForm(page);
    await expect(form.lastName).toHaveValue('Goldberg');
    for (const field of [form.lastName, form.debtAmount, form.message]) {
      await expect(field).toHaveAccessibleDescription(new RegExp(NOTE));
    }
    await expect(form.form.getByText(NOTE)).toHaveCount(3);
    for (const field of [form.firstName, form.email, form.company, form.phone]) {
      await expect(field).not.toHaveAccessibleDescription(new RegExp(NOTE));
    }
    await form.form.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);

    await form.lastName.fill('Goldberg-Stein');
    await expect(noteOf(page, 'consultation-last-name')).toHaveCount(0);
    await expect(form.lastName).not.toHaveAccessibleDescription(new RegExp(NOTE));
    await form.debtAmount.selectOption('500k-1m');
    await expect(noteOf(page, 'consultation-debt-amount')).toHaveCount(0);
    await expect(noteOf(page, 'consultation-message')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a full name heard as the first name fills First and Last Name', async ({ page }) => {
    await page.goto('/#contact');
    const form = consultationForm(page);
    await expect(form.form).toHaveAttribute('data-ready');
    await storeFromAnotherTab(page, {
      record: { firstName: 'Rachel Goldberg', email: 'rachel@acme.example', message: 'Owes about $2M.' },
      heard: ['firstName', 'message'],
    });
    await expect(form.firstName).toHaveValue('Rachel');
    await expect(form.lastName).toHaveValue('Goldberg');
    await expect(noteOf(page, 'consultation-first-name')).toBeVisible();
    await expect(noteOf(page, 'consultation-last-name')).toBeVisible();
  });

  test('only a first name heard: Last Name is empty and unmarked, and the form fails on it alone', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/consultation-request')) sent = true;
    });
    await storeBeforeLoad(page, {
      voicemail: {
        record: { firstName: 'Rachel', email: 'rachel@acme.example', message: 'Owes about $2M.' },
        heard: ['firstName', 'message'],
      },
    });
    await page.goto('/');
    const form = consultationForm(page);
    await expect(form.firstName).toHaveValue('Rachel');
    await expect(form.lastName).toHaveValue('');
    await expect(noteOf(page, 'consultation-last-name')).toHaveCount(0);
    await form.submit.click();
    await expect(notifications(page).getByText('Missing Required Fields')).toBeVisible();
    await expect(form.form.getByText('Last name is required')).toBeVisible();
    await expect(form.form.getByRole('alert')).toHaveCount(1);
    await expect(form.lastName).toBeFocused();
    expect(sent).toBe(false);
  });

  test('a field the caller emptied is filled when the voicemail heard it, and the request goes through', async ({
    page,
  }) => {
    await page.route(LEAD_URL, (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true,"message":"ok"}' }),
    );
    await storeBeforeLoad(page, { brochure: { firstName: 'Rachel', email: 'rachel@acme.example' } });
    await page.goto('/');
    const form = consultationForm(page);
    await expect(form.firstName).toHaveValue('Rachel');
    await form.firstName.fill('');
    await storeFromAnotherTab(page, {
      record: { firstName: 'Rachel', lastName: 'Goldberg', email: 'rachel@acme.example', message: 'Owes about $2M.' },
      heard: ['firstName', 'lastName', 'message'],
    });
    await expect(form.firstName).toHaveValue('Rachel');
    await expect(form.lastName).toHaveValue('Goldberg');
    await form.submit.click();
    await expect(notifications(page).getByText('Consultation Request Submitted')).toBeVisible();
    await expect(notifications(page).getByText('Missing Required Fields')).toHaveCount(0);
    await expect(form.form.getByText(NOTE)).toHaveCount(0);
  });
});

test.describe('the voicemail’s welcome step', () => {
  const TITLE = `Leave ${firm.principal.fullName} a Voicemail`;

  test('starts with the e-mail and phone given to the brochure card in this visit', async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem(
        'leadMagnetData',
        JSON.stringify({ email: 'data@acme.example', firstName: 'Dana', company: '', phone: '212-555-0155' }),
      );
    });
    // Typed on the welcome step on an earlier visit: older than this visit's brochure card.
    await page.context().addCookies([
      { name: 'voicemail_email', value: encodeURIComponent('old@acme.example'), url: E2E_BASE_URL },
      { name: 'voicemail_phone', value: encodeURIComponent('212 555 0111'), url: E2E_BASE_URL },
    ]);
    await page.goto('/');
    await page.getByRole('button', { name: TITLE }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog.getByLabel('Email Address')).toHaveValue('data@acme.example');
    await expect(dialog.getByLabel('Phone Number (optional)')).toHaveValue('212-555-0155');
  });

  test('starts with what is typed in the consultation form', async ({ page }) => {
    await page.goto('/#contact');
    const form = consultationForm(page);
    await expect(form.form).toHaveAttribute('data-ready');
    await form.email.fill('typed@acme.example');
    await form.phone.fill('(212) 555-0166');
    await page.getByRole('button', { name: contactSection.recordLabel, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog.getByLabel('Email Address')).toHaveValue('typed@acme.example');
    await expect(dialog.getByLabel('Phone Number (optional)')).toHaveValue('(212) 555-0166');
  });
});
