import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeoplePage } from '#shared/people-schemas.js';
import { DEFAULT_RETENTION_DAYS } from '#shared/retention-periods.js';
import type { SessionPage } from '#shared/session-schemas.js';
import type { VoiceFeedback } from '#shared/voice-schemas.js';
import { leads, voiceMessages } from '#server/db/schema.js';
import { readSituation } from '#server/features/voice/extraction/read-situation.js';
import { PersonLinker } from '#server/features/workbench/person-linker.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, loginAsAdmin, validConsultation, type TestApp } from '#server/test-support/test-app.js';
import { IPS, TestClock, TRACKING_TEST_ENV, trackAt, USER_AGENTS } from '#server/test-support/tracking-client.js';
import { storeVoiceMessage } from '#server/test-support/voice-messages.js';
import { runRetention } from './retention-job.js';

/**
 * The retention job as the dashboard sees it afterwards, with the default settings (the privacy
 * page's figures): what is gone is gone from every list and search, and what stays still works.
 */
const DAY = 24 * 3_600_000;
const NOW = Date.now();
const SESSION = 'session_1763800000000_retained';
const VISITOR = { userAgent: USER_AGENTS.desktop, ip: IPS.texas };

describe.each(DATABASE_KINDS)('the retention job on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  const clock = new TestClock(NOW);
  const ids = { oldVoice: 0, recentVoice: 0 };

  beforeAll(async () => {
    t = await createTestApp(kind, { env: TRACKING_TEST_ENV, now: clock.now });
    cookie = await loginAsAdmin(t.app);
    const { db } = t.database;
    // A recording kept past a year, transcribed long ago; one from last week.
    ids.oldVoice = (await storeVoiceMessage(db, { email: 'caller@old.example' })).id;
    await db
      .update(voiceMessages)
      .set({ createdAt: new Date(NOW - 400 * DAY), transcript: 'we owe about two hundred thousand' })
      .where(eq(voiceMessages.id, ids.oldVoice));
    ids.recentVoice = (await storeVoiceMessage(db, { email: 'caller@recent.example' })).id;
    // A consultation from four years ago.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: { ...validConsultation, email: 'four.years@old.example', sessionId: null },
    });
    expect(response.statusCode, response.body).toBe(201);
    await db
      .update(leads)
      .set({ createdAt: new Date(NOW - 1460 * DAY) })
      .where(eq(leads.email, 'four.years@old.example'));
    // A visitor who typed a company name four months ago and came back yesterday.
    await trackAt(t.app, clock, NOW - 120 * DAY, [{ type: 'visit', sessionId: SESSION, page: '/' }], VISITOR);
    await trackAt(
      t.app,
      clock,
      NOW - 120 * DAY + 1000,
      [
        {
          type: 'keystroke',
          sessionId: SESSION,
          page: '/',
          elementId: 'company',
          elementType: 'text',
          fieldName: 'company',
          inputValue: 'Okafor Paving LLC',
          keystroke: 'C',
        },
      ],
      VISITOR,
    );
    await trackAt(t.app, clock, NOW - DAY, [{ type: 'visit', sessionId: SESSION, page: '/faq' }], VISITOR);
    await t.app.trackingBuffer.flush();

    const linker = new PersonLinker(db, readSituation, pino({ level: 'silent' }));
    await linker.sync();
    const result = await runRetention(
      { db, days: DEFAULT_RETENTION_DAYS, refreshPeople: (people) => linker.refreshPeople(people) },
      NOW,
    );
    expect(result).toMatchObject({ deletedLeads: 1, deletedRecordings: 1, deletedActivities: 2, deletedPeople: 1 });
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('keeps a message whose recording is gone in the voice list, transcript and all', async () => {
    const response = await get('/api/voice-feedback');
    expect(response.statusCode).toBe(200);
    const listed = response.json<VoiceFeedback[]>();
    expect(listed.map((message) => message.id)).toEqual([ids.recentVoice, ids.oldVoice]);
    expect(listed[1]).toMatchObject({
      transcript: 'we owe about two hundred thousand',
      audioDeletedAt: new Date(NOW).toISOString(),
    });
    expect(listed[0]).toMatchObject({ audioDeletedAt: null });
  });

  it('answers its audio and its retry with 410 and why, and still plays the recent one', async () => {
    const audio = await get(`/api/voice-feedback/${ids.oldVoice}/audio`);
    expect(audio.statusCode).toBe(410);
    expect(audio.json()).toEqual({
      message: `The recording of voice message ${ids.oldVoice} was deleted on ${new Date(NOW).toISOString().slice(0, 10)}, when its retention period ended; its transcript is kept.`,
    });
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/voice-feedback/${ids.oldVoice}/retry-transcription`,
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(retry.statusCode).toBe(410);
    expect(retry.json<{ message: string }>().message).toMatch(
      /was deleted on .*; there is nothing left to transcribe\.$/,
    );
    expect((await get(`/api/voice-feedback/${ids.recentVoice}/audio`)).statusCode).toBe(200);
    expect((await get('/api/voice-feedback/999999/audio')).statusCode).toBe(404);
  });

  it('no longer finds the deleted inquiry, its person, or what the visitor typed in deleted activity', async () => {
    const leadList = await get('/api/consultation-requests');
    expect(leadList.json<Array<{ email: string }>>().map((lead) => lead.email)).not.toContain('four.years@old.example');
    const peoplePage = (await get('/api/people')).json<PeoplePage>();
    expect(peoplePage.items.flatMap((person) => person.summary.emails)).not.toContain('four.years@old.example');

    const typed = (await get('/api/sessions?search=Okafor')).json<SessionPage>();
    expect(typed.items).toEqual([]);
    const page = (await get('/api/sessions?search=faq')).json<SessionPage>();
    expect(page.items.map((session) => session.id)).toEqual([SESSION]);
  });
});
