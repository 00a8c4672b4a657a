import { expect, test, type Page } from '@playwright/test';
import type { VoicePage } from '../src/shared/voice-list-schemas.js';
import type { VoiceFeedback, VoiceUnderstanding } from '../src/shared/voice-schemas.js';
import { silentWav } from '../src/server/test-support/multipart.js';
import { openDashboard, ORIGIN, uniqueTag } from './support/admin-dashboard.js';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, axeViolations } from './support/axe.js';

/**
 * "What was understood" and the marked transcript on the admin's voice message card.
 *
 * The messages are real (uploaded through the API like the other dashboard specs, so the card,
 * its audio and its actions are the server's), but what the recogniser understood of them cannot
 * be chosen through an upload, and the e2e database is the server's own embedded one. So the
 * browser's GET /api/voice-feedback goes to the server and its answer is passed on with these
 * messages' transcript and understanding (the `understanding` column) set as the server stores
 * them; the client parses it with the shared schema as always.
 */

/** Long enough to fold (over 240 characters); words 11 and 12 ("two hundred") are unsure. */
const TRANSCRIPT =
  'hi this is rachel goldberg from goldberg staffing we owe about two hundred thousand dollars to eleven ' +
  'suppliers and the bank one of them has filed a lawsuit and there is a tax lien on the business our ' +
  'lawyer suggested bankruptcy but we would rather not please call me back';

const UNDERSTANDING: VoiceUnderstanding = {
  fields: {
    firstName: { value: 'Rachel', source: 'speech', confidence: 0.92, confirmedBy: ['email'] },
    lastName: { value: 'Goldberg', source: 'speech', confidence: 0.95, confirmedBy: ['email'] },
    company: { value: 'Goldberg Staffing', source: 'email', confidence: 0.8 },
    debtAmount: { value: '100k-500k', source: 'speech', confidence: 0.45 },
    creditorsCount: { value: '9-15', source: 'speech', confidence: 0.7 },
    legalActions: { value: 'Lawsuit; tax lien', source: 'speech', confidence: 0.85 },
    bankruptcy: { value: 'Suggested, not wanted', source: 'speech', confidence: 0.75 },
  },
  lowConfidenceWords: [11, 12],
};

type Overlay = Pick<VoiceFeedback, 'transcript' | 'understanding' | 'extractedData'>;

async function uploadVoiceMessage(page: Page, email: string): Promise<number> {
  const response = await page.request.post('/api/voice-feedback', {
    multipart: {
      audio: { name: 'voice-feedback.wav', mimeType: 'audio/wav', buffer: silentWav(16_044) },
      email,
    },
    headers: ORIGIN,
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Passes the server's voice pages on with `overlays` applied to those messages. Each poll asks
 * for a whole page (no If-None-Match, so never a 304 the overlay could not apply to).
 */
async function overlayVoicePages(page: Page, overlays: Map<number, Overlay>): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/voice-feedback',
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const headers = { ...route.request().headers() };
      delete headers['if-none-match'];
      let body: VoicePage;
      try {
        const response = await route.fetch({ headers });
        if (response.status() !== 200) return route.fulfill({ response });
        body = (await response.json()) as VoicePage;
      } catch {
        // The dashboard dropped this poll (a newer one replaced it, or the page moved on) and
        // Playwright disposed of its response: nothing is waiting for an answer.
        return route.abort().catch(() => {});
      }
      const items = body.items.map((item) => {
        const overlay = overlays.get(item.id);
        return overlay ? { ...item, ...overlay, transcriptionError: null } : item;
      });
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'cache-control': 'no-store' },
        json: { ...body, items },
      });
    },
  );
}

/** Two new messages: one understood (the card under test), one from before understanding existed. */
async function openDashboardWithUnderstoodMessage(page: Page) {
  const t = uniqueTag();
  const understoodId = await uploadVoiceMessage(page, `rachel.goldberg.${t}@goldbergstaffing.example`);
  const olderId = await uploadVoiceMessage(page, `older.${t}@acme.example`);
  await overlayVoicePages(
    page,
    new Map<number, Overlay>([
      [
        understoodId,
        {
          transcript: TRANSCRIPT,
          understanding: UNDERSTANDING,
          extractedData: { firstName: 'Rachel', lastName: 'Goldberg' },
        },
      ],
      [olderId, { transcript: 'please call me back about our debts', understanding: null, extractedData: null }],
    ]),
  );
  await openDashboard(page);
  const card = page.locator(`article[data-voice-id="${understoodId}"]`);
  const older = page.locator(`article[data-voice-id="${olderId}"]`);
  await expect(card.getByRole('heading', { name: 'What was understood' })).toBeVisible();
  await expect(older).toContainText('please call me back about our debts');
  return { card, older };
}

/** The list's terms and what a screen reader hears for each. */
const UNDERSTOOD_SNAPSHOT = `
- term: Name
- definition: Rachel Goldberg, heard, confirmed by e-mail, 92 percent
- term: Company
- definition: Goldberg Staffing, from e-mail, 80 percent
- term: Debt
- definition: $100,000 – $500,000, heard, 45 percent, unsure
- term: Creditors
- definition: 9–15 creditors, heard, 70 percent
- term: Lawsuits/liens
- definition: Lawsuit; tax lien, heard, 85 percent
- term: Bankruptcy
- definition: Suggested, not wanted, heard, 75 percent
`;

test.describe('voice message card: what was understood', () => {
  test.setTimeout(90_000);

  test('lists the understood fields with source and confidence, and marks the unsure words', async ({ page }) => {
    const { card, older } = await openDashboardWithUnderstoodMessage(page);

    // The list, in order, as a screen reader hears it.
    await expect(card.locator('dl')).toMatchAriaSnapshot(UNDERSTOOD_SNAPSHOT);

    // And as the eye sees it: the name with its source badges and percentage…
    const name = card.getByRole('definition').filter({ hasText: 'Rachel Goldberg' });
    await expect(name.getByText('Rachel Goldberg', { exact: true })).toBeVisible();
    await expect(name.getByText('heard', { exact: true })).toBeVisible();
    await expect(name.getByText('confirmed by e-mail', { exact: true })).toBeVisible();
    await expect(name.getByText('92%', { exact: true })).toBeVisible();
    // …and the unsure debt band, said in words, not only in colour.
    const debt = card.getByRole('definition').filter({ hasText: '$100,000 – $500,000' });
    await expect(debt.getByText('unsure', { exact: true })).toBeVisible();
    await expect(debt.getByText('45%', { exact: true })).toBeVisible();

    // The unsure words of the transcript, underlined with dots, and the legend.
    const marked = card.locator('[title="unsure word"]');
    await expect(marked).toHaveText([/^two/, /^hundred/]);
    await expect(marked.first()).toHaveCSS('text-decoration-style', 'dotted');
    await expect(card.getByText('were hard to make out.')).toBeVisible();

    // The transcript still folds and unfolds, by keyboard too, with its marks.
    const toggle = card.getByRole('button', { name: 'Show more' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(marked).toHaveCount(2);
    await expect(card.getByRole('button', { name: 'Copy transcript' })).toBeVisible();

    // A message without an understanding shows its transcript as before, and nothing more.
    await expect(older.getByRole('heading', { name: 'What was understood' })).toHaveCount(0);
    await expect(older.locator('dl')).toHaveCount(0);
    await expect(older.locator('[title="unsure word"]')).toHaveCount(0);
    await expect(older.getByText('were hard to make out.')).toHaveCount(0);

    // The voice column alone: on a wide screen the analytics column's hidden chart table makes
    // it a scrollable region with nothing to focus (axe's scrollable-region-focusable), which is
    // that column's own matter. The phone test below checks the whole page.
    const results = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .include('section[aria-labelledby="column-voice-feedback"]')
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { card } = await openDashboardWithUnderstoodMessage(page);
    await card.scrollIntoViewIfNeeded();

    await expect(card.locator('dl')).toMatchAriaSnapshot(UNDERSTOOD_SNAPSHOT);
    const name = card.getByRole('definition').filter({ hasText: 'Rachel Goldberg' });
    await expect(name.getByText('92%', { exact: true })).toBeVisible();
    await expect(name.getByText('heard', { exact: true })).toBeVisible();
    await expect(card.getByRole('definition').getByText('unsure', { exact: true })).toBeVisible();
    await expect(card.locator('[title="unsure word"]')).toHaveText([/^two/, /^hundred/]);

    // Nothing sticks out of the card or widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const overflow = await card.evaluate((article) => {
      const right = article.getBoundingClientRect().right;
      return [...article.querySelectorAll('dl *, [title="unsure word"]')]
        .filter((element) => element.getBoundingClientRect().right > right + 0.5)
        .map((element) => element.textContent);
    });
    expect(overflow).toEqual([]);

    expect(await axeViolations(page)).toEqual([]);
  });
});
