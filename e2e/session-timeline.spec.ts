import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TrackingEvent } from '../src/shared/tracking-schemas.js';
import {
  createLead,
  openDashboard,
  ORIGIN,
  sessionIdOf,
  toastTitled,
  track,
  uniqueTag,
  waitForSessions,
} from './support/admin-dashboard.js';
import { axeViolations } from './support/axe.js';
import { speechWav } from './support/speech.js';

/**
 * The session timeline drawer and the voice card's Delete, against the real server: a session
 * seeded through the tracking API with a form typed key by key is read in full from the Session
 * Activity grid ('+N more'), its keystrokes collapsed to one row per field.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/** What the tracker sends while a field is typed into: a keydown (value before) and an input (value after) per key. */
function typing(sessionId: string, fieldName: string, elementType: string, text: string): TrackingEvent[] {
  const events: TrackingEvent[] = [];
  let value = '';
  for (const key of text) {
    events.push({
      type: 'keystroke',
      sessionId,
      page: '/',
      fieldName,
      elementId: fieldName,
      elementType,
      keystroke: key,
      inputValue: value,
    });
    value += key;
    events.push({
      type: 'keystroke',
      sessionId,
      page: '/',
      fieldName,
      elementId: fieldName,
      elementType,
      keystroke: null,
      inputValue: value,
    });
  }
  return events;
}

/** A visit to the home page with a click and a consultation form typed key by key, then the FAQ page. */
async function seedSession(request: APIRequestContext, tag: string) {
  const sessionId = sessionIdOf(tag, 'timeline');
  const values = {
    firstName: `Ann ${tag}`,
    email: `ann.${tag}@acme.example`,
    message: `We owe three equipment lenders about $400k and two of them are threatening to sue us (${tag}).`,
  };
  const events: TrackingEvent[] = [
    { type: 'visit', sessionId, page: '/' },
    { type: 'click', sessionId, page: '/', elementTag: 'button', elementText: 'Get Free Consultation' },
    ...typing(sessionId, 'firstName', 'text', values.firstName),
    ...typing(sessionId, 'email', 'email', values.email),
    ...typing(sessionId, 'message', 'textarea', values.message),
    { type: 'leave', sessionId, page: '/', timeOnPage: 42 },
    { type: 'visit', sessionId, page: '/faq' },
  ];
  expect(events.length).toBeGreaterThan(200);
  // Spread over the last minute, oldest first, in the tracker's batches of at most 200.
  const timed = events.map((event, index) => ({ ...event, ageMs: (events.length - index) * 200 }));
  for (let i = 0; i < timed.length; i += 200) await track(request, timed.slice(i, i + 200));
  await createLead(request, { type: 'lead_magnet', firstName: 'Ann', email: values.email, sessionId });
  return { sessionId, values };
}

for (const viewport of VIEWPORTS) {
  test(`'+N more' opens the session's timeline with fields collapsed; Esc closes it (${viewport.name})`, async ({
    page,
  }) => {
    const tag = uniqueTag();
    const { sessionId, values } = await seedSession(page.request, tag);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openDashboard(page);
    await waitForSessions(page.request, tag, 1);

    const grid = page.getByRole('region', { name: 'Session Activity' });
    // The card is clicked in the searched grid: one clicked before the search answers is replaced
    // by the search's results while the drawer is open, and focus would have nowhere to return.
    const searched = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('search') === tag && response.ok(),
    );
    await grid.getByLabel('Search sessions').fill(tag);
    await searched;
    const card = grid.locator(`article[data-session-id="${sessionId}"]`);
    await expect(card.getByRole('list', { name: 'Latest activity' }).getByRole('listitem')).toHaveCount(3);
    const more = card.getByRole('button', { name: /^\+\d+ more/ });
    await expect(more).toHaveText(/^\+\d+ more/);
    await more.click();

    const drawer = page.getByRole('dialog', { name: 'Session timeline' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(sessionId);
    await expect(drawer).toContainText('Desktop · Chrome');
    const entries = drawer.getByRole('list', { name: 'Timeline entries' }).getByRole('listitem');
    // Two page views, a click, three fields (never a row per keystroke) and the brochure.
    await expect(entries).toHaveCount(7);
    await expect(entries.nth(0)).toContainText('Page view');
    await expect(entries.nth(0)).toContainText('42s on page');
    await expect(entries.nth(1)).toContainText('Click: Get Free Consultation');
    for (const [field, value] of Object.entries(values)) {
      const row = entries.filter({ hasText: `Form field: ${field}` });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(value);
      await expect(row).toContainText(`${[...value].length} edits`);
    }
    await expect(entries.nth(5)).toContainText('/faq');
    await expect(entries.nth(6)).toContainText('Download: Services brochure');

    // Full width on a phone, a side panel on a wide screen; the page never scrolls sideways.
    const box = (await drawer.boundingBox())!;
    if (viewport.width < 640) expect(box.width).toBe(viewport.width);
    else expect(box.width).toBeLessThan(viewport.width);
    expect(Math.round(box.x + box.width)).toBe(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(more).toBeFocused();

    // 'Timeline' beside 'View Session' opens the same; Close returns focus to it.
    const timelineButton = card.getByRole('button', { name: 'Timeline', exact: true });
    await timelineButton.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(timelineButton).toBeFocused();
  });
}

async function openVoiceCard(page: Page, sessionId: string) {
  const response = await page.request.post('/api/voice-feedback', {
    multipart: {
      audio: { name: 'voice-feedback.wav', mimeType: 'audio/wav', buffer: speechWav('Hello, please call me back.') },
      email: `voice.${uniqueTag()}@acme.example`,
      sessionId,
    },
    headers: ORIGIN,
    timeout: 60_000,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await openDashboard(page);
  const card = page.locator(`article[data-voice-id="${id}"]`);
  await expect(card).toBeVisible();
  return card;
}

test("the voice card's Timeline shows the voicemail; Delete asks first, then the card goes with the toast", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sessionId = sessionIdOf(uniqueTag(), 'voice');
  const card = await openVoiceCard(page, sessionId);

  await card.getByRole('button', { name: 'Timeline', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Session timeline' });
  await expect(drawer).toContainText('No visits are stored for this session');
  const voicemail = drawer.getByRole('listitem').filter({ hasText: 'Voicemail' });
  await expect(voicemail).toHaveCount(1);
  await expect(voicemail.getByRole('button', { name: 'Play recording' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The first press only asks; Cancel (focused, so a second Enter cannot delete) goes back.
  await card.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = card.getByRole('group', { name: 'Delete this voice message?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();

  await card.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Confirm Delete' }).click();
  await expect(toastTitled(page, 'Voice feedback deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
});
