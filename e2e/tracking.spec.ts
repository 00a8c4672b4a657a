import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { firm } from '../content/firm.js';
import { homeStories } from '../content/home-stories.js';
import { E2E_BASE_URL } from './support/e2e-env.js';
import { collectErrors, waitForHydration } from './support/page-helpers.js';

/**
 * The browser-side visitor tracker (SPEC §3, §4, §7; DESIGN.md "Tracking and privacy"). Its
 * batches to POST /api/track-events are answered here, so these tests see exactly what the
 * browser sends, beacons included; the server side has its own API tests.
 */

interface TrackedEvent {
  type: 'visit' | 'leave' | 'click' | 'keystroke';
  sessionId: string;
  page: string;
  ageMs?: number;
  referrer?: string | null;
  timeOnPage?: number;
  elementId?: string | null;
  elementClass?: string | null;
  elementTag?: string | null;
  elementText?: string | null;
  clickX?: number;
  clickY?: number;
  elementType?: string | null;
  fieldName?: string | null;
  inputValue?: string | null;
  keystroke?: string | null;
}

interface Batch {
  contentType: string;
  events: TrackedEvent[];
}

/** Answers the tracker's requests and keeps what they carried. */
async function captureTracking(context: BrowserContext) {
  const batches: Batch[] = [];
  await context.route('**/api/track-events', async (route) => {
    const request = route.request();
    batches.push({
      contentType: (await request.headerValue('content-type')) ?? '',
      events: JSON.parse(request.postData() ?? '[]') as TrackedEvent[],
    });
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"accepted":1}' });
  });
  const events = (filter: Partial<TrackedEvent> = {}) =>
    batches
      .flatMap((batch) => batch.events)
      .filter((event) => Object.entries(filter).every(([key, value]) => event[key as keyof TrackedEvent] === value));
  return { batches, events };
}

/**
 * A beacon sent while the page unloads leaves after its document is gone, where neither
 * page.route nor Playwright's network events see it (a real server does receive it). This spy
 * keeps the text of every beacon in sessionStorage, which the tab's next page can read. Blob is
 * wrapped to remember its text because reading a Blob is asynchronous and the page is going.
 */
async function spyOnBeacons(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const texts = new WeakMap<Blob, string>();
    const NativeBlob = window.Blob;
    window.Blob = class extends NativeBlob {
      constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
        super(parts, options);
        if (parts?.every((part) => typeof part === 'string')) texts.set(this, parts.join(''));
      }
    };
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const text = data instanceof NativeBlob ? (texts.get(data) ?? null) : String(data);
      const sent = JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-beacons', JSON.stringify([...sent, text]));
      return send(url, data);
    };
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as string[]);
}

/** The events of every beacon sent so far in this tab (see spyOnBeacons). */
async function beaconEvents(beacons: () => Promise<string[]>, filter: Partial<TrackedEvent> = {}) {
  return (await beacons())
    .flatMap((body) => JSON.parse(body) as TrackedEvent[])
    .filter((event) => Object.entries(filter).every(([key, value]) => event[key as keyof TrackedEvent] === value));
}

/** Every request body the browser sends, to any address, and every beacon (see spyOnBeacons). */
async function captureBodies(
  page: Page,
  context: BrowserContext,
  spied?: () => Promise<string[]>,
): Promise<() => Promise<string>> {
  const bodies: string[] = [];
  context.on('request', (request) => {
    const body = request.postData();
    if (body) bodies.push(body);
  });
  const beacons = spied ?? (await spyOnBeacons(page));
  return async () => [...bodies, ...(await beacons())].join('\n');
}

/** The tracker starts when the browser is idle after hydration and sends every 2 s. */
const SENT = { timeout: 10_000, intervals: [200] };

async function openTracked(page: Page, tracking: Awaited<ReturnType<typeof captureTracking>>, path = '/') {
  await page.goto(path);
  await waitForHydration(page);
  await expect.poll(() => tracking.events({ type: 'visit', page: path }).length, SENT).toBeGreaterThan(0);
}

/** What the browser does when the tab is switched away from or back to. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => next === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

const SESSION_ID = /^session_\d+_[a-z0-9]+$/;

test.describe('visits', () => {
  test('every public page records a visit on load; the first names document.referrer', async ({ page, context }) => {
    const tracking = await captureTracking(context);
    await page.goto('/', { referer: 'https://www.google.com/' });
    await expect
      .poll(() => tracking.events({ type: 'visit', page: '/' }), SENT)
      .toEqual([
        expect.objectContaining({ sessionId: expect.stringMatching(SESSION_ID), referrer: 'https://www.google.com/' }),
      ]);
    for (const path of ['/faq', '/success-stories', '/commercial-debt-relief', '/faq?utm_source=mail']) {
      await openTracked(page, tracking, path);
    }
    // One visitor, one session, and every event dated.
    const events = tracking.events();
    expect(new Set(events.map((event) => event.sessionId)).size).toBe(1);
    for (const event of events) expect(event.ageMs).toEqual(expect.any(Number));
  });

  test('following a link records a leave for the page left and a visit naming it as referrer', async ({
    page,
    context,
  }) => {
    const tracking = await captureTracking(context);
    const beacons = await spyOnBeacons(page);
    await openTracked(page, tracking, '/');

    // Every page is a document of its own (decision 0044): a link loads the next page, the leave
    // of the page left goes out in a beacon as it unloads, and the session carries on in
    // localStorage.
    const steps: Array<[from: string, to: string, click: () => Promise<void>]> = [
      ['/', '/faq', () => page.locator('#faq a[href="/faq"]').click()],
      [
        '/faq',
        '/commercial-debt-relief',
        () => page.getByRole('banner').getByRole('link', { name: 'Debt Relief' }).click(),
      ],
      ['/commercial-debt-relief', '/', () => page.getByRole('banner').getByRole('link', { name: firm.name }).click()],
      ['/', '/success-stories', () => page.getByRole('link', { name: homeStories.moreLabel }).click()],
    ];
    for (const [from, to, click] of steps) {
      await click();
      await expect(page).toHaveURL(to);
      await expect
        .poll(() => tracking.events({ type: 'visit', page: to, referrer: `${E2E_BASE_URL}${from}` }).length, SENT)
        .toBe(1);
      expect(await beaconEvents(beacons, { type: 'leave', page: from })).not.toEqual([]);
    }
    const sessions = [...tracking.events(), ...(await beaconEvents(beacons))].map((event) => event.sessionId);
    expect(new Set(sessions).size).toBe(1);
  });
});

test.describe('time on page', () => {
  test('a hidden page sends a leave beacon; each visible stretch is counted once', async ({ page, context }) => {
    const tracking = await captureTracking(context);
    const beacons = await spyOnBeacons(page);
    await openTracked(page, tracking, '/');
    await page.waitForTimeout(2100);

    await setVisibility(page, 'hidden');
    await expect.poll(() => tracking.events({ type: 'leave', page: '/' }).length, SENT).toBe(1);
    const first = tracking.events({ type: 'leave', page: '/' })[0]!;
    expect(first.timeOnPage).toBeGreaterThanOrEqual(2);
    const beacon = tracking.batches.find((batch) => batch.events.includes(first));
    expect(beacon?.contentType).toMatch(/^text\/plain;charset=utf-8$/i);

    // Back and straight away again: only the new (short) stretch, not the total again.
    await setVisibility(page, 'visible');
    await setVisibility(page, 'hidden');
    await expect.poll(() => tracking.events({ type: 'leave', page: '/' }).length, SENT).toBe(2);
    expect(tracking.events({ type: 'leave', page: '/' })[1]?.timeOnPage).toBe(0);

    // Leaving the page altogether (a full page load): pagehide beacons the last stretch.
    await setVisibility(page, 'visible');
    await page.waitForTimeout(1100);
    await page.goto('/faq');
    const leaves = (await beacons())
      .flatMap((body) => JSON.parse(body) as TrackedEvent[])
      .filter((event) => event.type === 'leave' && event.page === '/');
    expect(leaves.map((event) => event.timeOnPage)).toEqual([first.timeOnPage, 0, expect.any(Number)]);
    expect(leaves[2]!.timeOnPage).toBeGreaterThanOrEqual(1);
    expect(leaves[2]!.timeOnPage).toBeLessThan(first.timeOnPage!);
    expect(leaves[2]!.sessionId).toBe(first.sessionId);
  });
});

test.describe('clicks', () => {
  test('report the element, its text cut to 100 characters and the page coordinates', async ({ page, context }) => {
    const tracking = await captureTracking(context);
    await openTracked(page, tracking, '/');
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'e2e-click';
      box.setAttribute('class', 'e2e-a e2e-b');
      box.textContent = `  Lorem\n\n   ipsum ${'x'.repeat(150)}`;
      box.style.cssText = 'position:absolute;left:40px;top:1500px;width:300px;height:40px;overflow:hidden;z-index:40';
      document.body.append(box);
    });
    await page.locator('#e2e-click').click({ position: { x: 10, y: 5 } });

    await expect
      .poll(() => tracking.events({ type: 'click', elementId: 'e2e-click' }), SENT)
      .toEqual([
        expect.objectContaining({
          page: '/',
          sessionId: expect.stringMatching(SESSION_ID),
          elementClass: 'e2e-a e2e-b',
          elementTag: 'div',
          elementText: `Lorem ipsum ${'x'.repeat(88)}`,
          clickX: 50,
          clickY: 1505,
        }),
      ]);
  });

  test('a click on an icon inside a link reports the link (SVG class names are not strings)', async ({
    page,
    context,
  }) => {
    const tracking = await captureTracking(context);
    const beacons = await spyOnBeacons(page);
    await openTracked(page, tracking, '/');
    await page.getByRole('link', { name: homeStories.moreLabel }).locator('svg').click();
    await expect(page).toHaveURL('/success-stories');
    // The link loads the next page: the click leaves with the page's last beacon.
    expect(await beaconEvents(beacons, { type: 'click', page: '/' })).toEqual([
      expect.objectContaining({
        elementTag: 'a',
        elementText: homeStories.moreLabel,
        elementClass: expect.any(String),
      }),
    ]);
  });
});

test.describe('keystrokes', () => {
  test('input and keydown on the consultation form carry the field, value and key', async ({ page, context }) => {
    const tracking = await captureTracking(context);
    await openTracked(page, tracking, '/');
    const form = page.locator('#consultation-form');
    await form.getByLabel('First Name').pressSequentially('Ann');
    await form.getByLabel('Describe Your Situation').pressSequentially('Hi');

    const field = { elementId: 'consultation-first-name', elementType: 'text', fieldName: 'firstName', page: '/' };
    await expect.poll(() => tracking.events({ type: 'keystroke', fieldName: 'message' }).length, SENT).toBe(4);
    const typed = tracking.events({ type: 'keystroke', fieldName: 'firstName' });
    expect(typed).toEqual([
      expect.objectContaining({ ...field, keystroke: 'A', inputValue: '' }),
      expect.objectContaining({ ...field, keystroke: null, inputValue: 'A' }),
      expect.objectContaining({ ...field, keystroke: 'n', inputValue: 'A' }),
      expect.objectContaining({ ...field, keystroke: null, inputValue: 'An' }),
      expect.objectContaining({ ...field, keystroke: 'n', inputValue: 'An' }),
      expect.objectContaining({ ...field, keystroke: null, inputValue: 'Ann' }),
    ]);
    expect(tracking.events({ type: 'keystroke', fieldName: 'message' }).at(-1)).toMatchObject({
      elementId: 'consultation-message',
      elementType: 'textarea',
      inputValue: 'Hi',
      keystroke: null,
    });
  });
});

test.describe('privacy', () => {
  test('password and data-private fields never send what was typed', async ({ page, context }) => {
    const tracking = await captureTracking(context);
    const bodies = await captureBodies(page, context);
    await openTracked(page, tracking, '/');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div data-private style="position:fixed;top:80px;left:0;z-index:100;background:#fff">' +
          '<label>Account <input id="e2e-private" name="account"></label></div>' +
          '<label style="position:fixed;top:140px;left:0;z-index:100;background:#fff">Password ' +
          '<input id="e2e-password" type="password" name="pw"></label>',
      );
    });
    await page.locator('#e2e-password').pressSequentially('PwSecret123');
    await page.locator('#e2e-password').press('Backspace');
    await page.locator('#e2e-private').pressSequentially('PrivSecret456');
    await page.locator('#e2e-private').press('ArrowLeft');

    await expect.poll(() => tracking.events({ fieldName: 'account', keystroke: 'ArrowLeft' }).length, SENT).toBe(1);
    for (const name of ['pw', 'account']) {
      const events = tracking.events({ type: 'keystroke', fieldName: name });
      expect(events.length).toBeGreaterThan(20);
      for (const event of events) expect(event.inputValue).toBeNull();
      expect([...new Set(events.map((event) => event.keystroke))].sort()).toEqual(
        [name === 'pw' ? 'Backspace' : 'ArrowLeft', null].sort(),
      );
    }
    // Leaving sends the last beacon too; the scan covers it (and the fields' events themselves).
    await page.goto('/faq');
    const sent = await bodies();
    expect(sent).toContain('"fieldName":"pw"');
    expect(sent).toContain('"type":"leave"');
    expect(sent).not.toMatch(/PwSecret|PrivSecret|Secret\d/);
  });

  test('nothing is tracked on /admin, whether opened directly or from a public page', async ({ page, context }) => {
    // Proving that nothing is sent takes fixed waits: 17-22 s in CI, too close to the 30 s default.
    test.setTimeout(60_000);
    const tracking = await captureTracking(context);
    const beacons = await spyOnBeacons(page);
    const bodies = await captureBodies(page, context, beacons);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    // Opened directly: the tracker's code is not even downloaded.
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await page.locator('input[type="password"]').pressSequentially('AdminSecret1');
    await page.getByRole('button', { name: 'Show password' }).click();
    await page
      .locator('#main-content, main')
      .first()
      .click({ position: { x: 5, y: 5 } });
    await page.waitForTimeout(3000);
    expect(requested.filter((path) => /visitor-tracker|track-events/.test(path))).toEqual([]);

    // A path under /admin is the public 404 page, and still not tracked.
    await page.goto('/admin/settings', { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    expect(requested.filter((path) => /visitor-tracker|track-events/.test(path))).toEqual([]);

    // From a tracked page, a move to /admin: the page left is tracked, /admin is not.
    await openTracked(page, tracking, '/');
    expect(requested.some((path) => /visitor-tracker/.test(path))).toBe(true);
    await page.goto('/admin', { waitUntil: 'networkidle' });
    const password = page.locator('input[type="password"]');
    await password.pressSequentially('AdminSecret2');
    await page.getByRole('button', { name: 'Show password' }).click();
    await page.waitForTimeout(2500);
    await setVisibility(page, 'hidden');
    await page.waitForTimeout(2500);
    await setVisibility(page, 'visible');
    // Back to the site by the dashboard's logo: /admin is not named as where the visitor came from.
    await page.getByRole('link', { name: firm.name }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => tracking.events({ type: 'visit', page: '/' }).length, SENT).toBe(2);
    expect(tracking.events({ type: 'visit', page: '/' })[1]).toMatchObject({ referrer: null });
    await page.goto('/faq');

    // One leave for each of the two visits to the home page (sent as each unloaded), none for /admin.
    expect(await beaconEvents(beacons, { type: 'leave', page: '/' })).toHaveLength(2);
    const sent = [...tracking.events(), ...(await beaconEvents(beacons))];
    expect(sent.filter((event) => /admin/i.test(event.page))).toEqual([]);
    expect(await bodies()).not.toContain('AdminSecret');
  });

  test('with Global Privacy Control on, no typed value or character is sent', async ({ page, context }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true }),
    );
    const tracking = await captureTracking(context);
    const bodies = await captureBodies(page, context);
    await openTracked(page, tracking, '/');
    const firstName = page.locator('#consultation-form').getByLabel('First Name');
    await firstName.pressSequentially('GpcSecret');
    await firstName.press('Tab');

    await expect.poll(() => tracking.events({ fieldName: 'firstName', keystroke: 'Tab' }).length, SENT).toBe(1);
    const events = tracking.events({ type: 'keystroke', fieldName: 'firstName' });
    expect(events.length).toBeGreaterThanOrEqual(19);
    for (const event of events) {
      expect(event.inputValue).toBeNull();
      expect([null, 'Tab']).toContain(event.keystroke);
    }
    await page.goto('/faq');
    expect(await bodies()).not.toContain('GpcSecret');
  });
});

test.describe('session id', () => {
  const storedSession = (page: Page) =>
    page.evaluate(() => ({
      visitorSessionId: localStorage.getItem('visitorSessionId'),
      visitorSessionTimestamp: Number(localStorage.getItem('visitorSessionTimestamp')),
      sessionId: localStorage.getItem('sessionId'),
    }));

  test('a new visitor gets session_{time}_{random} under all three keys, on every event', async ({ page, context }) => {
    const tracking = await captureTracking(context);
    const before = Date.now();
    await openTracked(page, tracking, '/');
    const stored = await storedSession(page);
    expect(stored.visitorSessionId).toMatch(SESSION_ID);
    expect(stored.sessionId).toBe(stored.visitorSessionId);
    expect(stored.visitorSessionTimestamp).toBeGreaterThanOrEqual(before);
    expect(stored.visitorSessionTimestamp).toBeLessThanOrEqual(Date.now());
    expect(Number(stored.visitorSessionId!.split('_')[1])).toBeGreaterThanOrEqual(before);
    expect(tracking.events({ type: 'visit' })[0]?.sessionId).toBe(stored.visitorSessionId);
  });

  for (const [label, ageMinutes, reused] of [
    ['is reused while younger than 30 minutes', 29, true],
    ['is renewed once 30 minutes old', 31, false],
  ] as const) {
    test(`a stored id ${label}`, async ({ page, context }) => {
      await page.addInitScript((minutes) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('visitorSessionId', 'session_1700000000000_returning');
        localStorage.setItem('visitorSessionTimestamp', String(Date.now() - minutes * 60_000));
      }, ageMinutes);
      const tracking = await captureTracking(context);
      await openTracked(page, tracking, '/');
      const sent = tracking.events({ type: 'visit' })[0]!.sessionId;
      if (reused) expect(sent).toBe('session_1700000000000_returning');
      else expect(sent).toMatch(SESSION_ID);
      if (!reused) expect(sent).not.toBe('session_1700000000000_returning');
      const stored = await storedSession(page);
      expect(stored.visitorSessionId).toBe(sent);
      expect(stored.sessionId).toBe(sent);
      expect(Date.now() - stored.visitorSessionTimestamp).toBeLessThan(30_000);

      // The next page load keeps it.
      await page.reload();
      await expect.poll(() => tracking.events({ type: 'visit' }).length, SENT).toBe(2);
      expect(tracking.events({ type: 'visit' })[1]?.sessionId).toBe(sent);
    });
  }

  test('the timestamp is refreshed every 60 s while the page is open', async ({ page, context }) => {
    await page.clock.install();
    const tracking = await captureTracking(context);
    await openTracked(page, tracking, '/');
    const first = await storedSession(page);
    await page.clock.fastForward(61_000);
    await expect
      .poll(async () => (await storedSession(page)).visitorSessionTimestamp)
      .toBeGreaterThanOrEqual(first.visitorSessionTimestamp + 60_000);
    expect((await storedSession(page)).visitorSessionId).toBe(first.visitorSessionId);
  });

  test('blocked storage: an in-memory id, and the page keeps working', async ({ page, context }) => {
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    );
    const errors = collectErrors(page);
    const tracking = await captureTracking(context);
    await openTracked(page, tracking, '/');
    await page.locator('#consultation-form').getByLabel('First Name').pressSequentially('Al');
    await expect.poll(() => tracking.events({ type: 'keystroke' }).length, SENT).toBe(4);
    const ids = new Set(tracking.events().map((event) => event.sessionId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(SESSION_ID);
    expect(errors).toEqual([]);
  });
});
