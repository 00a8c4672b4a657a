import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api-error.js';
import type { SessionTimeline } from '#shared/timeline-schemas.js';
import type { TrackingEvent } from '#shared/tracking-schemas.js';
import { rowsOf } from '#server/db/rows.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import {
  createTestApp,
  loginAsAdmin,
  validBrochure,
  validConsultation,
  type TestApp,
} from '#server/test-support/test-app.js';
import {
  IPS,
  TestClock,
  trackAt,
  TRACKING_TEST_ENV,
  USER_AGENTS,
  type Visitor,
} from '#server/test-support/tracking-client.js';
import { storeVoiceMessage } from '#server/test-support/voice-messages.js';
import { TimelineRepository } from './timeline-repository.js';

/**
 * GET /api/sessions/:id/timeline through the whole app: events sent as the tracker sends them,
 * leads through their route, voice messages stored as an upload leaves them.
 */

const SESSION = 'session_1763800000000_timeline';
const BUSY_SESSION = 'session_1763800000000_busy';
const LEADS_ONLY_SESSION = 'session_1763800000000_leadsonly';
const VISITOR: Visitor = { userAgent: USER_AGENTS.desktop, ip: IPS.florida };
const SECOND = 1000;
/** Tracking happened an hour before the leads, which the database stamps with its own clock. */
const T0 = Date.now() - 3600 * SECOND;

interface Timed {
  at: number;
  event: TrackingEvent;
}

/** What the tracker sends while a field is typed into: per key a keydown (value before) and an input (value after). */
function typing(
  at: number,
  field: { fieldName: string; elementId: string; elementType: string },
  keys: string[],
): { events: Timed[]; end: number } {
  const events: Timed[] = [];
  let value = '';
  for (const key of keys) {
    events.push({
      at,
      event: { type: 'keystroke', sessionId: SESSION, page: '/', ...field, keystroke: key, inputValue: value },
    });
    value = key === 'Backspace' ? value.slice(0, -1) : value + key;
    events.push({
      at: at + 40,
      event: { type: 'keystroke', sessionId: SESSION, page: '/', ...field, keystroke: null, inputValue: value },
    });
    at += 100;
  }
  return { events, end: at };
}

const chars = (text: string) => [...text];
const MESSAGE = 'Two lenders threaten to sue and MCA payments drain our account';

describe.each(DATABASE_KINDS)('session timeline API on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  const clock = new TestClock(Date.now());
  const ids = { brochure: 0, consultation: 0, voice: 0, deletedVoice: 0 };

  /** Sends events in tracker-sized batches, each batch when its last event happened. */
  async function send(timed: Timed[]): Promise<void> {
    for (let i = 0; i < timed.length; i += 200) {
      const batch = timed.slice(i, i + 200);
      const sentAt = batch.at(-1)!.at;
      await trackAt(
        t.app,
        clock,
        sentAt,
        batch.map(({ at, event }) => ({ ...event, ageMs: sentAt - at })),
        VISITOR,
      );
    }
    await t.app.trackingBuffer.flush();
  }

  const timeline = (id: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'GET', url: `/api/sessions/${id}/timeline`, headers });

  const submitLead = async (payload: object): Promise<number> => {
    const response = await t.app.inject({ method: 'POST', url: '/api/consultation-request', payload });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select max(id) as id from leads`));
    return Number(row!.id);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      now: clock.now,
      env: { ...TRACKING_TEST_ENV, TRANSCRIPTION_ENGINE: 'none' },
      // The queue leaves the stored messages alone: they stay as the test wrote them.
      voiceQueue: { pollMs: 3_600_000, graceSeconds: 3600 },
    });
    cookie = await loginAsAdmin(t.app);

    const firstName = typing(
      T0 + 10 * SECOND,
      { fieldName: 'firstName', elementId: 'firstName', elementType: 'text' },
      [...chars('Maria Okafoe'), 'Backspace', 'r'],
    );
    const email = typing(
      firstName.end + 2 * SECOND,
      { fieldName: 'email', elementId: 'email', elementType: 'email' },
      chars('maria@okafor-paving.example'),
    );
    const message = typing(
      email.end + 2 * SECOND,
      { fieldName: 'message', elementId: 'message', elementType: 'textarea' },
      chars(MESSAGE),
    );
    // A password-type field: the server never stores what is typed into one.
    const secret = typing(
      message.end + SECOND,
      { fieldName: 'pin', elementId: 'pin', elementType: 'password' },
      chars('123'),
    );
    const keystrokes = [...firstName.events, ...email.events, ...message.events, ...secret.events];
    expect(keystrokes.length).toBeGreaterThanOrEqual(200);

    await send([
      { at: T0, event: { type: 'visit', sessionId: SESSION, page: '/', referrer: 'https://www.google.com/' } },
      {
        at: T0 + 5 * SECOND,
        event: {
          type: 'click',
          sessionId: SESSION,
          page: '/',
          elementText: 'Get Free Consultation',
          elementId: 'cta',
          elementTag: 'button',
        },
      },
      {
        at: T0 + 6 * SECOND,
        event: { type: 'click', sessionId: SESSION, page: '/', elementId: 'consultation-form', elementTag: 'form' },
      },
      { at: T0 + 7 * SECOND, event: { type: 'click', sessionId: SESSION, page: '/', elementTag: 'div' } },
      ...keystrokes,
    ]);
    await send([
      { at: T0 + 100 * SECOND, event: { type: 'leave', sessionId: SESSION, page: '/', timeOnPage: 94.6 } },
      { at: T0 + 120 * SECOND, event: { type: 'visit', sessionId: SESSION, page: '/faq' } },
      { at: T0 + 200 * SECOND, event: { type: 'visit', sessionId: SESSION, page: '/success-stories' } },
    ]);

    ids.brochure = await submitLead({ ...validBrochure, sessionId: SESSION });
    ids.consultation = await submitLead({ ...validConsultation, sessionId: SESSION });
    ids.voice = (await storeVoiceMessage(t.database.db, { email: validConsultation.email, sessionId: SESSION })).id;
    ids.deletedVoice = (await storeVoiceMessage(t.database.db, { email: 'gone@example.com', sessionId: SESSION })).id;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/voice-feedback/${ids.deletedVoice}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('reads a session in full, oldest first, with keystrokes collapsed to one entry per field', async () => {
    const response = await timeline(SESSION);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<SessionTimeline>();
    expect(body.sessionId).toBe(SESSION);
    expect(body.truncated).toBe(false);
    expect(body.session).toMatchObject({
      id: SESSION,
      city: 'Fort Lauderdale',
      deviceType: 'desktop',
      pageViews: 3,
      firstVisit: new Date(T0).toISOString(),
    });

    const stripped = body.entries.map(({ at: _at, sessionId, ...rest }) => {
      expect(sessionId).toBe(SESSION);
      return rest;
    });
    expect(stripped).toEqual([
      { kind: 'page', page: '/', seconds: 95, estimated: false },
      { kind: 'click', page: '/', label: 'Get Free Consultation' },
      { kind: 'click', page: '/', label: 'consultation-form' },
      { kind: 'click', page: '/', label: 'div' },
      // 12 letters, a Backspace and the mended letter: 14 changes of the value, never 28 events.
      { kind: 'field', page: '/', field: 'firstName', fieldType: 'text', value: 'Maria Okafor', edits: 14 },
      { kind: 'field', page: '/', field: 'email', fieldType: 'email', value: 'maria@okafor-paving.example', edits: 27 },
      {
        kind: 'field',
        page: '/',
        field: 'message',
        fieldType: 'textarea',
        value: MESSAGE,
        edits: MESSAGE.length,
      },
      // Nothing typed was stored, so each of its 6 events counts.
      { kind: 'field', page: '/', field: 'pin', fieldType: 'password', value: null, edits: 6 },
      { kind: 'page', page: '/faq', seconds: 80, estimated: true },
      { kind: 'page', page: '/success-stories', seconds: null, estimated: false },
      {
        kind: 'download',
        file: 'brochure',
        label: 'Services brochure (debt-negotiation-guide.pdf)',
        leadId: ids.brochure,
      },
      {
        kind: 'consultation',
        leadId: ids.consultation,
        name: 'Maria Okafor',
        message: validConsultation.message,
      },
      {
        kind: 'download',
        file: 'corporate-guide',
        label: 'Corporate Debt Solutions guide (corporate-debt-solutions.pdf)',
        leadId: ids.consultation,
      },
      { kind: 'voicemail', voiceMessageId: ids.voice, duration: 1, transcript: null },
    ]);

    // Times are ISO and in order; a field's time is its last change.
    const times = body.entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(body.entries[0]!.at).toBe(new Date(T0).toISOString());
    const firstName = body.entries.find((entry) => entry.kind === 'field' && entry.field === 'firstName')!;
    expect(firstName.at).toBe(new Date(T0 + 10 * SECOND + 13 * 100 + 40).toISOString());
  });

  it('shows a transcript once the message has one', async () => {
    await t.database.db.execute(sql`update voice_messages set transcript = 'please call me' where id = ${ids.voice}`);
    const body = (await timeline(SESSION)).json<SessionTimeline>();
    expect(body.entries.at(-1)).toMatchObject({
      kind: 'voicemail',
      voiceMessageId: ids.voice,
      transcript: 'please call me',
    });
  });

  it('answers a session only leads name, with no session facts', async () => {
    const leadId = await submitLead({
      ...validBrochure,
      email: 'lead.only@example.com',
      sessionId: LEADS_ONLY_SESSION,
    });
    const response = await timeline(LEADS_ONLY_SESSION);
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionTimeline>()).toMatchObject({
      sessionId: LEADS_ONLY_SESSION,
      session: null,
      truncated: false,
      entries: [{ kind: 'download', file: 'brochure', leadId, sessionId: LEADS_ONLY_SESSION }],
    });
  });

  it('cuts page activity at 1,000 entries and says so, keeping the leads', async () => {
    const start = T0 + 10 * 60 * SECOND;
    const clicks: Timed[] = Array.from({ length: 1005 }, (_, i) => ({
      at: start + i * 10,
      event: { type: 'click', sessionId: BUSY_SESSION, page: '/', elementText: `Button ${i}` },
    }));
    await send(clicks);
    const leadId = await submitLead({ ...validBrochure, email: 'busy@example.com', sessionId: BUSY_SESSION });

    const body = (await timeline(BUSY_SESSION)).json<SessionTimeline>();
    expect(body.truncated).toBe(true);
    expect(body.entries).toHaveLength(1000);
    expect(body.entries[0]).toMatchObject({ kind: 'click', label: 'Button 0' });
    expect(body.entries.at(-2)).toMatchObject({ kind: 'click', label: 'Button 998' });
    expect(body.entries.at(-1)).toMatchObject({ kind: 'download', leadId });
  });

  it('gathers several sessions and named touchpoints for a person (repository)', async () => {
    const repository = new TimelineRepository(t.database.db, 50);
    const { entries, truncated } = await repository.forSessions([LEADS_ONLY_SESSION], {
      leadIds: [ids.consultation],
      voiceMessageIds: [ids.voice, ids.deletedVoice],
    });
    expect(truncated).toBe(false);
    expect(entries.map((entry) => entry.kind)).toEqual(['consultation', 'download', 'voicemail', 'download']);
    expect(entries.every((entry) => entry.kind !== 'voicemail' || entry.voiceMessageId === ids.voice)).toBe(true);
    expect(await repository.forSessions([])).toEqual({ entries: [], truncated: false });
  });

  it('answers 401 without the admin cookie', async () => {
    const response = await timeline(SESSION, {});
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiError>().message).toBe('Authentication required');
  });

  it('answers 404 with a message for a session nothing knows', async () => {
    const response = await timeline('session_1763800000000_nobody');
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().message).toBe('Session session_1763800000000_nobody not found');
  });

  it.each([
    ['a dot', 'session.1'],
    ['a space', 'session%201'],
    ['an accent', 'session%C3%A9'],
    ['a quote', "session'1"],
  ])('answers 400 with a message for an id with %s', async (_name, id) => {
    const response = await timeline(id);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toBe('id: Invalid session id');
  });
});
