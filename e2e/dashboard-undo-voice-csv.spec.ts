import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PeoplePage } from '../src/shared/people-schemas.js';
import type { VoicePage } from '../src/shared/voice-list-schemas.js';
import { createLead, openDashboard, ORIGIN, toastTitled, uniqueTag } from './support/admin-dashboard.js';
import { speechWav } from './support/speech.js';

/**
 * Undo of Mark Called and Hide (decision 0040), the voice card that names and links its person,
 * and the people CSV's messages and transcripts (docs/workbench.md), in Chromium at a desktop
 * and a phone width.
 */

const leadsColumn = (page: Page) => page.getByRole('region', { name: 'Active Leads' });
const timeToFirstCall = (page: Page) =>
  page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Time to First Call$/ }) });

/** A new consultation lead named `first last<tag>`, its row found in Active Leads by the tag. */
async function openNewLeadRow(page: Page, first: string, last: string) {
  const t = uniqueTag();
  await createLead(page.request, {
    type: 'consultation',
    firstName: first,
    lastName: `${last}${t}`,
    email: `${first.toLowerCase()}.${t}@acme.example`,
  });
  await openDashboard(page);
  await leadsColumn(page).getByLabel('Search leads').fill(t);
  const row = leadsColumn(page).getByRole('article', { name: `${first} ${last}${t}` });
  await expect(row).toHaveCount(1);
  return row;
}

/** The cells of a CSV file, quoted cells holding commas, quotes and line breaks. */
function csvCells(text: string): string[][] {
  const rows: string[][] = [[]];
  for (const [, cell, end] of text.replace(/^\uFEFF/, '').matchAll(/("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/g)) {
    rows.at(-1)!.push(cell!.startsWith('"') ? cell!.slice(1, -1).replaceAll('""', '"') : cell!);
    if (end !== ',') rows.push([]);
    if (end === '') break;
  }
  return rows.filter((row) => row.length > 1);
}

async function personIdOf(request: APIRequestContext, search: string): Promise<number> {
  // Reading the list links whatever was stored a moment ago (docs/workbench.md).
  const page = (await (await request.get(`/api/people?search=${encodeURIComponent(search)}`)).json()) as PeoplePage;
  expect(page.items).toHaveLength(1);
  return page.items[0]!.id;
}

/** A voicemail from this e-mail, transcribed: answers its id once the transcript is in the list. */
async function leaveTranscribedVoicemail(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.post('/api/voice-feedback', {
    multipart: {
      audio: { name: 'voice-feedback.wav', mimeType: 'audio/wav', buffer: speechWav('Hello, please call me back.') },
      email,
      phone: '',
      sessionId: `session_1700000000000_${uniqueTag()}`,
    },
    headers: ORIGIN,
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await expect
    .poll(
      async () => {
        const page = (await (await request.get('/api/voice-feedback?limit=100')).json()) as VoicePage;
        return page.items.find((item) => item.id === id)?.transcript ?? null;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
  return id;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`undo, voice card and CSV at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Mark Called offers Undo, which brings the row and Time to First Call back as they were', async ({ page }) => {
      const row = await openNewLeadRow(page, 'Una', 'Undo');
      const rowBefore = (await row.textContent())!;
      const figureBefore = (await timeToFirstCall(page).textContent())!;

      await row.getByRole('button', { name: 'Mark Called', exact: true }).click();
      const toast = toastTitled(page, 'Contact status updated successfully');
      await expect(toast).toBeVisible();
      const undo = toast.getByRole('button', { name: 'Undo' });
      if (viewport.width === 390) {
        // Keyboard: F8 moves to the notifications (which holds the toast open), Tab to its Undo.
        await page.keyboard.press('F8');
        await expect(async () => {
          await page.keyboard.press('Tab');
          await expect(undo).toBeFocused({ timeout: 500 });
        }).toPass({ timeout: 5_000 });
      }
      await expect(row).toHaveCount(0);
      await expect(timeToFirstCall(page)).not.toHaveText(figureBefore);
      if (viewport.width === 390) await page.keyboard.press('Enter');
      else await undo.click();
      await expect(toastTitled(page, 'Undone')).toBeVisible();
      await expect(row).toHaveCount(1);
      // As before: name, score, Mark Called (not 'Called'), Hide and its kinds (its age may have moved on).
      await expect(row).toContainText(rowBefore.split('Just now')[0]!);
      await expect(row.getByRole('button', { name: 'Mark Called', exact: true })).toBeVisible();
      await expect(timeToFirstCall(page)).toHaveText(figureBefore);
    });

    test('Hide offers the same Undo', async ({ page }) => {
      const row = await openNewLeadRow(page, 'Hugo', 'Hide');
      await row.getByRole('button', { name: 'Hide', exact: true }).click();
      const toast = toastTitled(page, 'Status updated successfully');
      await expect(row).toHaveCount(0);
      await toast.getByRole('button', { name: 'Undo' }).click();
      await expect(toastTitled(page, 'Undone')).toBeVisible();
      await expect(row).toHaveCount(1);
    });

    test('a voice card names its person and links to their lead; the CSV has their message and transcript', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const t = uniqueTag();
      const email = `vera.longname.${t}@voicemailcustomer.example`;
      const message = `We owe five suppliers ${t}; a lender has sued us.`;
      await openDashboard(page);
      await createLead(page.request, {
        type: 'consultation',
        firstName: 'Vera',
        lastName: `Voice${t}`,
        email,
        message,
      });
      const voiceId = await leaveTranscribedVoicemail(page.request, email);
      const personId = await personIdOf(page.request, t);
      await page.reload();

      const card = page.locator(`article[data-voice-id="${voiceId}"]`);
      const link = card.getByRole('heading', { level: 3 }).getByRole('link', { name: `Vera Voice${t}` });
      await expect(link).toHaveAttribute('href', `#person-${personId}`);
      // The address wraps only between its parts, here and in the dashboard's narrow 1440 px column.
      for (const width of [viewport.width, 1440]) {
        await page.setViewportSize({ width, height: viewport.height });
        const partLines = await card
          .locator('[data-email-part]')
          .evaluateAll((parts) => parts.map((part) => part.getClientRects().length));
        expect(partLines.length).toBeGreaterThan(1);
        expect(partLines, `at ${width} px`).toEqual(partLines.map(() => 1));
      }
      await page.setViewportSize(viewport);

      const download = page.waitForEvent('download');
      await leadsColumn(page).getByRole('link', { name: 'Export CSV' }).click();
      const [header, ...rows] = csvCells(await readFile((await (await download).path())!, 'utf8'));
      expect(header!.slice(-2)).toEqual(['Messages', 'Voicemail transcripts']);
      const row = rows.find((cells) => cells[0] === String(personId))!;
      expect(row[header!.indexOf('Messages')]).toMatch(new RegExp(`^\\d{4}-\\S+Z: ${message}$`));
      expect(row[header!.indexOf('Voicemail transcripts')]).toMatch(/^\d{4}-\S+Z: \S/);
    });
  });
}
