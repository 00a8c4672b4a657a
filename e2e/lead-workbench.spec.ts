import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createLead, openDashboard, ORIGIN, toastTitled, uniqueTag } from './support/admin-dashboard.js';
import { axeViolations } from './support/axe.js';
import { speechWav } from './support/speech.js';

/**
 * The lead workbench (docs/workbench.md) in Chromium, at a desktop and a phone width: one row per
 * person whatever they sent, a caller who only left a voicemail as a lead, the compact list, the
 * keyboard, the expanded row with its consent ledger, and the person's timeline.
 */

const leadsColumn = (page: Page) => page.getByRole('region', { name: 'Active Leads' });
const row = (page: Page, name: string) => leadsColumn(page).getByRole('article', { name });

async function leaveVoicemail(request: APIRequestContext, fields: { email: string; phone: string; sessionId: string }) {
  const response = await request.post('/api/voice-feedback', {
    multipart: {
      audio: { name: 'voice-feedback.wav', mimeType: 'audio/wav', buffer: speechWav('Hello, please call me back.') },
      ...fields,
    },
    headers: ORIGIN,
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(201);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`lead workbench at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('one row per person: the brochure, the consultation and a voicemail of the same person merge', async ({
      page,
    }) => {
      const t = uniqueTag();
      // Phones join people: this test's own number, so no other test's data joins this person.
      const digits = String(1000 + Math.floor(Math.random() * 9000));
      const phone = `(415) 555-${digits}`;
      // The same Gmail mailbox written two ways, then a voicemail from another address with the same phone.
      await createLead(page.request, {
        type: 'lead_magnet',
        firstName: 'Nadia',
        email: `nadia.${t}+guide@gmail.com`,
        sessionId: `session_1700000000000_${t}a`,
      });
      await createLead(page.request, {
        type: 'consultation',
        firstName: 'Nadia',
        lastName: `Merge${t}`,
        email: `NADIA${t}@gmail.com`,
        phone,
        company: `Nadia Freight ${t}`,
        debtAmount: '1m-5m',
        sessionId: `session_1700000000000_${t}b`,
      });
      await leaveVoicemail(page.request, {
        email: `office.${t}@nadiafreight.example`,
        phone: `415.555.${digits}`,
        sessionId: `session_1700000000000_${t}c`,
      });
      await openDashboard(page);
      await leadsColumn(page).getByLabel('Search leads').fill(t);

      const nadia = row(page, `Nadia Merge${t}`);
      await expect(nadia).toHaveCount(1);
      for (const kind of ['Lead Magnet', 'Consultation', 'Voicemail']) await expect(nadia).toContainText(kind);
      await expect(nadia).toContainText('$1 million – $5 million');
      await expect(nadia).toContainText(/Due in 2[34]h/);
      await expect(nadia).toContainText(/(Hot|Warm|Cool) \d+/);

      // Expanded: every contact, the score's reasons, the touchpoints and the consent ledger.
      await nadia.getByRole('button', { name: new RegExp(`Nadia Merge${t}`) }).click();
      const consent = nadia.getByRole('region', { name: 'Consent ledger' });
      await expect(consent).toContainText(`Calls and texts to ${phone}`);
      await expect(consent).toContainText('Recording (Voicemail)');
      await consent
        .getByText(/Notice shown/)
        .first()
        .click();
      await expect(consent).toContainText('By giving us your phone number');
      await expect(nadia.getByRole('region', { name: 'Touchpoints' }).getByRole('listitem')).toHaveCount(3);
      await expect(nadia).toContainText(`office.${t}@nadiafreight.example`);
      expect(await axeViolations(page)).toEqual([]);

      // The person's timeline: everything they did, across their three sessions.
      await nadia.getByRole('button', { name: 'Timeline' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      await expect(drawer).toContainText(`Nadia Merge${t}`);
      await expect(drawer).toContainText(/voicemail/i);
      await expect(drawer).toContainText(/consultation/i);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      if (viewport.width === 375) {
        // Nothing sticks out sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
    });

    test('a caller who only left a voicemail is an active lead with Mark Called and Hide', async ({ page }) => {
      const t = uniqueTag();
      const email = `caller.${t}@example.com`;
      // No phone: only the e-mail can join this caller to anyone.
      await leaveVoicemail(page.request, { email, phone: '', sessionId: `session_1700000000000_${t}` });
      await openDashboard(page);
      await leadsColumn(page).getByLabel('Search leads').fill(t);
      // Named from the e-mail's hint until the recording says otherwise: found by what it sent.
      const caller = leadsColumn(page).getByRole('article').filter({ hasText: 'Voicemail' });
      await expect(caller).toHaveCount(1);
      await caller.getByRole('button', { name: 'Mark Called', exact: true }).click();
      await expect(toastTitled(page, 'Contact status updated successfully')).toBeVisible();
      await expect(caller).toHaveCount(0);
      await leadsColumn(page)
        .getByRole('group', { name: 'Filter leads' })
        .getByRole('button', { name: /^Contacted \d+$/ })
        .click();
      await expect(
        leadsColumn(page)
          .getByRole('article')
          .filter({ hasText: 'Voicemail' })
          .getByRole('button', { name: 'Called', exact: true }),
      ).toBeVisible();
    });
  });
}

test.describe('lead workbench list at 1280×900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows at least 8 leads at once with no scroll box of its own; keys move and mark called', async ({ page }) => {
    const t = uniqueTag();
    for (let i = 0; i < 10; i++) {
      await createLead(page.request, {
        type: 'lead_magnet',
        firstName: `Row${i}`,
        lastName: t,
        email: `row${i}.${t}@example.com`,
      });
    }
    await openDashboard(page);
    const column = leadsColumn(page);
    await column.getByLabel('Search leads').fill(t);
    const rows = column.getByRole('article');
    await expect(rows).toHaveCount(10);

    await rows.first().evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const visible = await rows.evaluateAll(
      (elements) =>
        elements.filter((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }).length,
    );
    expect(visible).toBeGreaterThanOrEqual(8);
    // No nested scroll box: nothing between a row and the page scrolls on its own.
    const nestedScroll = await rows.first().evaluate((element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const { overflowY } = getComputedStyle(node);
        if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return true;
      }
      return false;
    });
    expect(nestedScroll).toBe(false);

    // Keyboard: ↓ and j move on, ↑ and k go back, c marks the focused lead called.
    const toggles = column.locator('[data-row-toggle]');
    await toggles.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(toggles.nth(1)).toBeFocused();
    await page.keyboard.press('j');
    await expect(toggles.nth(2)).toBeFocused();
    await page.keyboard.press('k');
    await expect(toggles.nth(1)).toBeFocused();
    const second = await rows.nth(1).getAttribute('aria-labelledby');
    const secondName = await page.locator(`[id="${second}"]`).textContent();
    await page.keyboard.press('c');
    await expect(toastTitled(page, 'Contact status updated successfully')).toBeVisible();
    await expect(column.getByRole('article', { name: secondName! })).toHaveCount(0);
    await expect(rows).toHaveCount(9);
    // Focus stays in the list, on the lead that took its place.
    await expect(toggles.nth(1)).toBeFocused();
  });

  test('sorts by score and by debt amount, and the session filter narrows every count', async ({ page }) => {
    const t = uniqueTag();
    const sessionId = `session_1700000000000_${t}`;
    await createLead(page.request, {
      type: 'consultation',
      firstName: 'Small',
      lastName: t,
      email: `small.${t}@example.com`,
      debtAmount: 'under-100k',
    });
    await createLead(page.request, {
      type: 'consultation',
      firstName: 'Large',
      lastName: t,
      email: `large.${t}@example.com`,
      debtAmount: 'over-5m',
      sessionId,
    });
    await createLead(page.request, {
      type: 'lead_magnet',
      firstName: 'None',
      lastName: t,
      email: `none.${t}@example.com`,
    });
    // A voicemail from another person in the same session: the voice column narrows to it too.
    await leaveVoicemail(page.request, { email: `voice.${t}@example.com`, phone: '', sessionId });
    await openDashboard(page);
    const column = leadsColumn(page);
    await column.getByLabel('Search leads').fill(t);
    const names = () =>
      column.getByRole('article').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-labelledby')));
    await expect(column.getByRole('article')).toHaveCount(4);

    await column.getByLabel('Sort by').selectOption('score');
    await expect(column.getByRole('article').first()).toHaveAccessibleName(`Large ${t}`);
    await expect(column.getByRole('article').last()).toHaveAccessibleName(`None ${t}`);
    await column.getByLabel('Sort by').selectOption('amount');
    await expect(column.getByRole('article').first()).toHaveAccessibleName(`Large ${t}`);
    expect((await names()).length).toBe(4);

    // View Session on the expanded row: the list and its counts narrow to that session.
    // The voicemail is named from what was typed in its session: 'Large …' too, so names are exact.
    const large = column.getByRole('article', { name: `Large ${t}`, exact: true });
    await large.getByRole('button', { name: `Large ${t}`, exact: true }).click();
    await large.getByRole('button', { name: 'View Session' }).click();
    await column.getByLabel('Search leads').fill(t);
    // Large and the caller who left a voicemail in the same session.
    await expect(column.getByRole('article')).toHaveCount(2);
    const voice = page.getByRole('region', { name: 'Voice Feedback' }).getByRole('article');
    await expect(voice).toHaveCount(1);
    await expect(voice).toContainText(`voice.${t}@example.com`);
    await column.getByLabel('Search leads').fill('');
    await expect(column.getByRole('article')).toHaveCount(2);
    await expect(
      column.getByRole('group', { name: 'Filter leads' }).getByRole('button', { name: /^All \d+$/ }),
    ).toHaveAccessibleName('All 2');
    await expect(page.getByText('Time to First Call')).toBeVisible();
  });
});
