import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createLead, openDashboard, ORIGIN, toastTitled, uniqueTag as tag } from './support/admin-dashboard.js';
import { axeViolations } from './support/axe.js';
import { E2E_BASE_URL } from './support/e2e-env.js';
import { speechWav } from './support/speech.js';

/**
 * The admin dashboard (SPEC §2, §4, §5, §8, §9) against the real server and database: leads and
 * their filters and actions, voice messages, the session filter, Refresh, and the phone layout.
 * Other specs share the database, so every test makes its own uniquely named data and looks
 * only at that.
 */

function leadsColumn(page: Page) {
  const column = page.getByRole('region', { name: 'Active Leads' });
  return {
    column,
    search: column.getByLabel('Search leads'),
    filter: (label: string) =>
      column.getByRole('group', { name: 'Filter leads' }).getByRole('button', { name: new RegExp(`^${label} \\d+$`) }),
    card: (name: string) => column.getByRole('article', { name }),
    /** Opens a lead's row (its name is the toggle): contacts, View Session and the rest show. */
    expand: (name: string) => column.getByRole('article', { name }).first().getByRole('button', { name }).click(),
  };
}

async function uploadVoiceMessage(request: APIRequestContext, email: string, sessionId: string): Promise<number> {
  const response = await request.post('/api/voice-feedback', {
    multipart: {
      audio: { name: 'voice-feedback.wav', mimeType: 'audio/wav', buffer: speechWav('Hello, please call me back.') },
      email,
      phone: '(312) 555-0142',
      sessionId,
    },
    headers: ORIGIN,
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * From 'All', presses `action` on the card: it leaves the active list with the toast, shows under
 * the `archive` filter, where `undo` (same toast) sends it back to 'All'.
 */
async function archiveAndRestore(
  page: Page,
  card: Locator,
  step: { action: string; archive: string; undo: string; toast: string },
): Promise<void> {
  const leads = leadsColumn(page);
  const press = async (name: string) => {
    await card.getByRole('button', { name, exact: true }).click();
    await expect(toastTitled(page, step.toast)).toBeVisible();
    await expect(card).toHaveCount(0);
  };
  await leads.filter('All').click();
  await press(step.action);
  await leads.filter(step.archive).click();
  await press(step.undo);
  await leads.filter('All').click();
  await expect(card.getByRole('button', { name: step.action, exact: true })).toBeVisible();
}

/** Uploads a new voice message, opens the dashboard and waits for the message's card. */
async function openDashboardWithVoiceMessage(page: Page) {
  const t = tag();
  const email = `voice.${t}@acme.example`;
  const id = await uploadVoiceMessage(page.request, email, `session_1700000000000_${t}`);
  await openDashboard(page);
  const card = page.locator(`article[data-voice-id="${id}"]`);
  await expect(card).toBeVisible();
  return { id, email, card };
}

test.describe('Active Leads', () => {
  test('lists new leads; filters, Mark Called and Hide move them with the SPEC toasts', async ({ page }) => {
    const t = tag();
    const consultationName = `Alma ${t}`;
    const brochureName = `Bruno ${t}`;
    await createLead(page.request, {
      type: 'consultation',
      firstName: 'Alma',
      lastName: t,
      email: `alma.${t}@acme.example`,
      company: `Quill Paving ${t}`,
      phone: '(312) 555-0101',
      debtAmount: '500k-1m',
    });
    await createLead(page.request, {
      type: 'lead_magnet',
      firstName: 'Bruno',
      lastName: t,
      email: `bruno.${t}@acme.example`,
    });
    await openDashboard(page);

    const leads = leadsColumn(page);
    await leads.search.fill(t);
    const consultation = leads.card(consultationName);
    const brochure = leads.card(brochureName);
    await expect(consultation).toBeVisible();
    await expect(brochure).toBeVisible();
    await expect(consultation).toContainText(`Quill Paving ${t}`);
    await expect(consultation).toContainText('(312) 555-0101');
    await expect(consultation).toContainText('$500,000 – $1 million');
    await expect(consultation).toContainText('Consultation');
    await expect(consultation).toContainText('Just now');
    await expect(brochure).toContainText('Lead Magnet');

    await leads.filter('Consultations').click();
    await expect(consultation).toBeVisible();
    await expect(brochure).toHaveCount(0);
    await leads.filter('Lead Magnets').click();
    await expect(brochure).toBeVisible();
    await expect(consultation).toHaveCount(0);

    await archiveAndRestore(page, consultation, {
      action: 'Mark Called',
      archive: 'Contacted',
      undo: 'Called',
      toast: 'Contact status updated successfully',
    });
    await archiveAndRestore(page, brochure, {
      action: 'Hide',
      archive: 'Hidden',
      undo: 'Show',
      toast: 'Status updated successfully',
    });

    // The search matches e-mail and phone too, whatever the case.
    await leads.search.fill(`BRUNO.${t.toUpperCase()}`);
    await expect(brochure).toBeVisible();
    await expect(consultation).toHaveCount(0);
    await leads.search.fill('312 555 0101');
    await expect(consultation).toBeVisible();
  });

  test('copy e-mail writes the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
    const t = tag();
    const email = `copy.${t}@acme.example`;
    await createLead(page.request, { type: 'lead_magnet', firstName: 'Cora', lastName: t, email });
    await openDashboard(page);

    const leads = leadsColumn(page);
    await leads.search.fill(t);
    await leads.expand(`Cora ${t}`);
    await leads.card(`Cora ${t}`).getByRole('button', { name: 'Copy e-mail' }).click();
    await expect(toastTitled(page, 'Copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);
  });

  test("'View Session' sets the session filter; the same button or 'Clear Filter' removes it", async ({ page }) => {
    const t = tag();
    const sessionId = `session_1700000000000_${t}`;
    const [dana, eli] = [`dana.${t}@acme.example`, `eli.${t}@acme.example`];
    await createLead(page.request, { type: 'consultation', firstName: 'Dana', lastName: t, email: dana, sessionId });
    await createLead(page.request, { type: 'lead_magnet', firstName: 'Eli', lastName: t, email: eli });
    await openDashboard(page);

    const leads = leadsColumn(page);
    await leads.search.fill(t);
    await leads.expand(`Dana ${t}`);
    await leads.expand(`Eli ${t}`);
    const viewSession = leads.card(`Dana ${t}`).getByRole('button', { name: 'View Session' });
    const banner = page.getByRole('region', { name: 'Session Filter Active' });
    await expect(leads.card(`Eli ${t}`)).toBeVisible();
    // No session was recorded with this lead: nothing to view.
    await expect(leads.card(`Eli ${t}`).getByRole('button', { name: 'View Session' })).toHaveCount(0);

    await expect(viewSession).toHaveAttribute('aria-pressed', 'false');
    await viewSession.click();
    await expect(toastTitled(page, 'Session filter applied')).toContainText(sessionId);
    await expect(banner).toContainText(sessionId);
    await expect(viewSession).toHaveAttribute('aria-pressed', 'true');

    await viewSession.click();
    await expect(toastTitled(page, 'Session filter cleared')).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(viewSession).toHaveAttribute('aria-pressed', 'false');

    await viewSession.click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Clear Filter' }).click();
    await expect(toastTitled(page, 'Session filter cleared')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('Voice Feedback', () => {
  test.setTimeout(90_000);

  test('shows an uploaded message with its badge, download name and a working Retry Transcription', async ({
    page,
  }) => {
    const { id, email, card } = await openDashboardWithVoiceMessage(page);
    await expect(card).toContainText(email);
    await expect(card).toContainText('(312) 555-0142');
    await expect(card.getByText(/^(Pending|Transcribed)$/)).toBeVisible();
    const download = card.getByRole('link', { name: 'Download recording' });
    await expect(download).toHaveAttribute('href', `/api/voice-feedback/${id}/audio`);
    await expect(download).toHaveAttribute('download', `voice-feedback-${id}.mp4`);
    await expect(card.getByRole('button', { name: 'View Session' })).toBeVisible();

    await card.getByRole('button', { name: /Retry Transcription|Transcribing\.\.\./ }).click();
    await expect(toastTitled(page, 'Transcription retry started')).toBeVisible();
  });

  test('Refresh re-fetches without re-creating the cards, and a playing recording keeps playing', async ({ page }) => {
    const { card } = await openDashboardWithVoiceMessage(page);

    await card.getByRole('button', { name: 'Play recording' }).click();
    await expect(card.getByRole('button', { name: 'Pause recording' })).toBeVisible();
    await card.evaluate((element) => element.setAttribute('data-e2e-marker', 'kept'));

    const refetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/voice-feedback');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refetched;
    await expect(toastTitled(page, 'Dashboard refreshed')).toBeVisible();

    // The same DOM node (the marker survived) and the same audio element, not restarted.
    await expect(card).toHaveAttribute('data-e2e-marker', 'kept');
    const audio = card.locator('audio');
    expect(await audio.evaluate((element: HTMLAudioElement) => element.currentTime > 0 || !element.paused)).toBe(true);
  });
});

test('on a 375 px phone the dashboard fits the width, has 44 px buttons and no axe violations', async ({ page }) => {
  test.setTimeout(90_000);
  const t = tag();
  await createLead(page.request, {
    type: 'consultation',
    firstName: 'Fiona',
    lastName: `Longname-${t}`,
    email: `fiona.with.a.rather.long.address.${t}@a-company-with-a-long-domain-name.example`,
    company: `Fiona's Very Long Company Name For Layout Checks ${t}`,
    phone: '(312) 555-0199',
    sessionId: `session_1700000000000_${t}`,
  });
  await uploadVoiceMessage(page.request, `phone.${t}@acme.example`, `session_1700000000000_${t}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await openDashboard(page);
  // The voicemail from Fiona's session is named from what she typed there: two rows carry her name
  // (another e-mail and phone make it another person).
  await expect(leadsColumn(page).card(`Fiona Longname-${t}`).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Voice Feedback' }).getByRole('article').first()).toBeVisible();
  // The session filter banner is part of the dashboard too.
  await leadsColumn(page).expand(`Fiona Longname-${t}`);
  await leadsColumn(page).card(`Fiona Longname-${t}`).first().getByRole('button', { name: 'View Session' }).click();
  await expect(page.getByRole('region', { name: 'Session Filter Active' })).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const smallButtons = await page.locator('main button, main a[download]').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => element.getBoundingClientRect().height < 44)
      .map((element) => element.getAttribute('aria-label') ?? element.textContent),
  );
  expect(smallButtons).toEqual([]);

  expect(await axeViolations(page)).toEqual([]);
});

test('a session that ends while the dashboard is open returns it to the login form at the next poll', async ({
  page,
  context,
}) => {
  await openDashboard(page);
  await context.clearCookies();
  // No click: the 10 s leads poll answers 401, which ends the session on the page.
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
});
