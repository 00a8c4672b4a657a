import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentNotices } from '#content/consent-notices.js';
import type { ApiError } from '#shared/api-error.js';
import type { PeoplePage, Person, PersonDetail, PersonTimeline } from '#shared/people-schemas.js';
import type { VoicePage } from '#shared/voice-list-schemas.js';
import type { VoiceUnderstanding } from '#shared/voice-schemas.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import {
  createTestApp,
  loginAsAdmin,
  validBrochure,
  validConsultation,
  type TestApp,
} from '#server/test-support/test-app.js';
import { storeVoiceMessage } from '#server/test-support/voice-messages.js';
import { multipartBody, silentWav } from '#server/test-support/multipart.js';
import { USER_AGENTS } from '#server/test-support/tracking-client.js';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { people as peopleTable, voiceMessages } from '#server/db/schema.js';
import { PersonLinker } from './person-linker.js';
import { SUMMARY_VERSION } from './person-summary.js';
import { noticeVersion } from '#server/consent/consent-ledger.js';

const HOUR_MS = 60 * 60 * 1000;
const ORIGIN = 'http://localhost:3000';

const heard = (value: string, confidence = 0.9) => ({ value, source: 'speech' as const, confidence });

/** The cells of a CSV file (quoted cells may hold commas, quotes and line breaks), the byte-order mark dropped. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

/** A voicemail-only caller: stored, then understood, as the voice pipeline leaves it. */
async function storeUnderstoodVoicemail(
  t: TestApp,
  fields: { email: string; phone?: string; sessionId?: string | null; transcript: string },
  understanding: VoiceUnderstanding['fields'],
) {
  const message = await storeVoiceMessage(t.database.db, {
    email: fields.email,
    phone: fields.phone ?? '',
    sessionId: fields.sessionId ?? null,
  });
  await t.database.db
    .update(voiceMessages)
    .set({
      transcript: fields.transcript,
      transcriptionModel: 'test',
      extractedData: { message: 'Owes about $2.5M to 12 creditors; facing a lawsuit.' },
      understanding: { fields: understanding, lowConfidenceWords: [] } satisfies VoiceUnderstanding,
    })
    .where(eq(voiceMessages.id, message.id));
  return message;
}

describe.each(DATABASE_KINDS)('lead workbench API on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => Date.now() + clockOffsetMs, env: { PUBLIC_URL: ORIGIN } });
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(() => t?.close());

  const submit = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload,
      headers: { referer: `${ORIGIN}/?utm_source=test#contact`, ...headers },
      remoteAddress: '198.51.100.7',
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const people = async (query = '') => {
    const response = await get(`/api/people${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PeoplePage>();
  };
  const patch = (id: number | string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/people/${id}/status`,
      payload,
      headers: { cookie, origin: ORIGIN },
    });
  const personByEmail = async (email: string, filter = 'all') =>
    (await people(`?filter=${filter}`)).items.find((p) => p.summary.emails.includes(email));

  it('merges the brochure, the consultation and a voicemail of one person by e-mail and phone', async () => {
    // Plus tag and dots on Gmail, another case: the same mailbox.
    expect(
      (await submit({ ...validBrochure, email: 'Dana.Reyes+guide@Gmail.com', firstName: 'Dana', sessionId: 's_one' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await submit({
          ...validConsultation,
          firstName: 'Dana',
          lastName: 'Reyes',
          email: 'danareyes@gmail.com',
          phone: '(312) 555-0188',
          company: 'Reyes Roofing',
          sessionId: 's_two',
        })
      ).statusCode,
    ).toBe(201);
    // Another e-mail, the same phone written differently.
    await storeUnderstoodVoicemail(
      t,
      {
        email: 'office@reyesroofing.example',
        phone: '+1 312 555 0188',
        sessionId: 's_three',
        transcript: 'we have a lawsuit and bankruptcy was suggested',
      },
      { legalActions: heard('Lawsuit'), bankruptcy: heard('Suggested, not wanted') },
    );

    const page = await people();
    const dana = page.items.filter((p) => p.summary.lastName === 'Reyes');
    expect(dana).toHaveLength(1);
    const person = dana[0]!;
    expect(person.summary).toMatchObject({
      firstName: 'Dana',
      lastName: 'Reyes',
      company: 'Reyes Roofing',
      nameOrigin: { source: 'typed', kind: 'consultation', confidence: 1 },
      debtAmount: '500k-1m',
      creditorsCount: '9-15',
      legalActions: 'Lawsuit',
      bankruptcy: 'Suggested, not wanted',
      touchpoints: { lead_magnet: 1, consultation: 1, voicemail: 1 },
    });
    expect(person.summary.emails).toEqual([
      'Dana.Reyes+guide@Gmail.com',
      'danareyes@gmail.com',
      'office@reyesroofing.example',
    ]);
    expect(person.summary.sessionIds).toEqual(['s_one', 's_two', 's_three']);
    // Debt 25 + creditors 12 + legal action 20 + bankruptcy near 10.
    expect(person.score).toBe(67);
    expect(person.summary.scoreReasons.map((r) => r.points)).toEqual([25, 20, 12, 10]);
    expect(Date.parse(person.dueAt) - Date.parse(person.firstTouchAt)).toBe(24 * HOUR_MS);

    // SPEC's list still answers only the two lead types, one row per submission.
    const spec = (await get('/api/consultation-requests')).json<Array<{ type: string; email: string }>>();
    expect(spec.map((lead) => lead.type).sort()).toEqual(['consultation', 'lead_magnet']);
  });

  it('says where a person came from: their earliest session’s first touch and their latest session’s last', async () => {
    const track = async (events: object[]) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/track-events',
        headers: { 'user-agent': USER_AGENTS.desktop, origin: ORIGIN },
        payload: events,
      });
      expect(response.statusCode, response.body).toBe(200);
      await t.app.trackingBuffer.flush();
    };
    await track([
      {
        type: 'visit',
        sessionId: 's_news',
        page: '/?utm_source=Newsletter&utm_medium=email&utm_campaign=fall',
        referrer: null,
      },
    ]);
    await submit({ ...validBrochure, email: 'sourced@example.com', sessionId: 's_news' });
    await track([
      {
        type: 'visit',
        sessionId: 's_google',
        page: '/faq',
        referrer: 'https://www.google.com/search?q=business+debt+help',
      },
    ]);
    await submit({ ...validConsultation, email: 'sourced@example.com', phone: '', sessionId: 's_google' });
    const sourced = (await personByEmail('sourced@example.com'))!;
    expect(sourced.summary.firstSource).toMatchObject({
      label: 'newsletter / email',
      campaign: 'fall',
      landingPage: '/?utm_source=Newsletter&utm_medium=email&utm_campaign=fall',
    });
    expect(sourced.summary.lastSource).toMatchObject({ label: 'Google Search', searchQuery: 'business debt help' });
  });

  it('lists a caller who only left a voicemail as an active lead with what was understood', async () => {
    await storeUnderstoodVoicemail(
      t,
      {
        email: 'lee@harborfreight.example',
        transcript: 'this is lee park from harbor freight we owe about two million',
      },
      {
        firstName: heard('Lee', 0.8),
        lastName: heard('Park', 0.7),
        company: heard('Harbor Freight Lines', 0.7),
        debtAmount: heard('1m-5m'),
        creditorsCount: heard('9-15'),
      },
    );
    const lee = await personByEmail('lee@harborfreight.example');
    expect(lee?.summary).toMatchObject({
      firstName: 'Lee',
      lastName: 'Park',
      company: 'Harbor Freight Lines',
      // As sure as the less certain half of the name.
      nameOrigin: { source: 'voicemail', kind: 'voicemail', confidence: 0.7 },
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
      touchpoints: { lead_magnet: 0, consultation: 0, voicemail: 1 },
    });
    const voicemailFilter = await people('?filter=voicemail');
    expect(voicemailFilter.items.map((p) => p.id)).toContain(lee!.id);
    expect(voicemailFilter.counts.voicemail).toBeGreaterThanOrEqual(2);
  });

  it('labels each value with where it came from, and scores inferred and unsure ones less (issue 24)', async () => {
    const inferred = { source: 'inferred', kind: 'consultation', confidence: 0.5 };
    // No band chosen: the message says five creditors, about $750,000 and a lawsuit.
    const response = await submit({
      ...validConsultation,
      email: 'owner@vega-freight.example',
      phone: '',
      company: '',
      firstName: 'Rosa',
      lastName: 'Vega',
      debtAmount: '',
      creditorsCount: '',
      message: 'We have five creditors and owe about $750,000. One supplier sued us last month.',
      sessionId: 's_inferred',
    });
    expect(response.statusCode, response.body).toBe(201);
    await storeUnderstoodVoicemail(
      t,
      { email: 'owner@vega-freight.example', transcript: 'this is rosa from vega freight' },
      { company: heard('Vega Freight', 0.45), bankruptcy: heard('Considered', 0.5) },
    );
    const rosa = (await personByEmail('owner@vega-freight.example'))!;
    expect(rosa.summary).toMatchObject({
      firstName: 'Rosa',
      company: 'Vega Freight',
      debtAmount: '500k-1m',
      creditorsCount: '3-8',
      legalActions: 'Lawsuit',
      bankruptcy: 'Considered',
      nameOrigin: { source: 'typed', kind: 'consultation', confidence: 1 },
      origins: {
        company: { source: 'voicemail', kind: 'voicemail', confidence: 0.45 },
        debtAmount: inferred,
        creditorsCount: inferred,
        legalActions: inferred,
        bankruptcy: { source: 'voicemail', kind: 'voicemail', confidence: 0.5 },
        revenue: null,
      },
    });
    // Inferred: debt 25 → 13, legal action 20 → 10, creditors 8 → 4; bankruptcy heard unsure: 0.
    expect(rosa.summary.scoreReasons).toEqual([
      { label: 'Debt $500,000 – $1 million', points: 13, reducedFor: 'inferred' },
      { label: 'Legal action: lawsuit', points: 10, reducedFor: 'inferred' },
      { label: '3–8 creditors', points: 4, reducedFor: 'inferred' },
      { label: 'Bankruptcy considered', points: 0, reducedFor: 'unsure' },
    ]);
    expect(rosa.score).toBe(27);
    const detail = (await get(`/api/people/${rosa.id}`)).json<PersonDetail>();
    expect(detail.person.summary.origins).toEqual(rosa.summary.origins);

    // The CSV keeps its columns and adds where each value came from after them.
    const [header, ...rows] = csvRows((await get('/api/people.csv')).body);
    expect(header!.slice(0, 4)).toEqual(['ID', 'First touch (UTC)', 'Last touch (UTC)', 'Name']);
    expect(header!.slice(-11)).toEqual([
      'Consents',
      'Consent notices',
      'Name source',
      'Company source',
      'Debt amount source',
      'Creditors source',
      'Legal actions source',
      'Bankruptcy source',
      'Revenue source',
      'Messages',
      'Voicemail transcripts',
    ]);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === String(rosa.id))![i]]));
    expect(row).toMatchObject({
      Company: 'Vega Freight',
      'Debt amount': '$500,000 – $1 million',
      Creditors: '3–8 creditors',
      'Name source': 'typed in the Consultation form',
      'Company source': 'unsure: from voicemail, 45% sure',
      'Debt amount source': 'inferred from their message',
      'Creditors source': 'inferred from their message',
      'Legal actions source': 'inferred from their message',
      'Bankruptcy source': 'unsure: from voicemail, 50% sure',
      'Revenue source': '',
    });
    expect(row['Score reasons']).toBe(
      'Debt $500,000 – $1 million (+13, inferred, counted at half); Legal action: lawsuit (+10, inferred, counted at half); ' +
        '3–8 creditors (+4, inferred, counted at half); Bankruptcy considered (0, unsure, not counted)',
    );
    // Everyone stated by a consultation form says so.
    const dana = rows.find((r) => r.includes('Reyes Roofing'))!;
    expect(dana.slice(-9, -6)).toEqual([
      'typed in the Consultation form',
      'typed in the Consultation form',
      'chosen in the Consultation form',
    ]);
  });

  it('recomputes, at a linker’s first pass, a person summarised before values carried their origin', async () => {
    const dana = (await personByEmail('danareyes@gmail.com'))!;
    const { origins: _origins, ...older } = dana.summary;
    await t.database.db
      .update(peopleTable)
      .set({ summary: { ...older, nameOrigin: { kind: 'consultation', confidence: 1 } } })
      .where(eq(peopleTable.id, dana.id));
    await new PersonLinker(t.database.db, () => ({}), pino({ level: 'silent' })).sync();
    const [row] = await t.database.db.select().from(peopleTable).where(eq(peopleTable.id, dana.id));
    const summary = row!.summary as Person['summary'] & { version: number };
    expect(summary.version).toBe(SUMMARY_VERSION);
    expect(summary.origins.debtAmount).toEqual({ source: 'chosen', kind: 'consultation', confidence: 1 });
    expect(summary.nameOrigin).toEqual({ source: 'typed', kind: 'consultation', confidence: 1 });
    // The app's own linker gives the same answer on its next read.
    await t.app.inject({ method: 'GET', url: '/api/people', headers: { cookie } });
    expect((await personByEmail('danareyes@gmail.com'))!.summary.origins).toEqual(summary.origins);
  });

  it('lists a voicemail sent through the upload route at once, in its session', async () => {
    const body = multipartBody({ email: 'upload.only@example.com', phone: '', sessionId: 's_upload' }, [
      { name: 'audio', filename: 'voice-feedback.wav', contentType: 'audio/wav', data: silentWav(16_044) },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/voice-feedback',
      payload: body.payload,
      headers: { ...body.headers, origin: ORIGIN, referer: `${ORIGIN}/` },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const page = await people('?sessionId=s_upload');
    expect(page.items.map((p) => p.summary.emails)).toEqual([['upload.only@example.com']]);
    const detail = (await get(`/api/people/${page.items[0]!.id}`)).json<PersonDetail>();
    // A recording, and no phone to consent for.
    expect(detail.consents.map((c) => [c.kind, c.page])).toEqual([['recording', '/']]);
  });

  it('marks a person called (each of their leads too) and measures the time to the first call', async () => {
    const dana = (await personByEmail('danareyes@gmail.com'))!;
    clockOffsetMs = 2 * HOUR_MS;
    const response = await patch(dana.id, { isContacted: true });
    expect(response.statusCode, response.body).toBe(200);
    const called = response.json<Person>();
    expect(called.isContacted).toBe(true);
    const minutes = (Date.parse(called.firstContactedAt!) - Date.parse(dana.firstTouchAt)) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(119);

    // Unmarking and marking again keeps the first call's time.
    await patch(dana.id, { isContacted: false });
    clockOffsetMs = 5 * HOUR_MS;
    const again = (await patch(dana.id, { isContacted: true })).json<Person>();
    expect(again.firstContactedAt).toBe(called.firstContactedAt);

    const page = await people();
    expect(page.items.map((p) => p.id)).not.toContain(dana.id);
    expect((await people('?filter=contacted')).items.map((p) => p.id)).toContain(dana.id);
    expect(page.speedToLead.called).toBe(1);
    expect(page.speedToLead.medianMinutesToFirstCall).toBe(Math.round(minutes));
    const spec = (await get('/api/consultation-requests')).json<Array<{ email: string; isContacted: boolean }>>();
    const danaLeads = spec.filter((lead) => /dana/i.test(lead.email));
    expect(danaLeads.length).toBe(2);
    expect(danaLeads.every((lead) => lead.isContacted)).toBe(true);
    clockOffsetMs = 0;
  });

  it('says who is overdue past the 24-hour promise and sorts by due, score and amount', async () => {
    await submit({ ...validBrochure, email: 'small@tiny-shop.example', firstName: 'Ana', sessionId: 's_small' });
    await submit({
      ...validConsultation,
      email: 'big@mega-build.example',
      phone: '',
      debtAmount: 'over-5m',
      creditorsCount: '26-50',
      message: 'Just need to talk.',
      sessionId: 's_big',
    });
    clockOffsetMs = 25 * HOUR_MS;
    // A day on, the admin's idle session has expired.
    cookie = await loginAsAdmin(t.app);
    const page = await people('?sort=due');
    expect(page.speedToLead.overdue).toBe(page.counts.all);
    const firstTouches = page.items.map((p) => Date.parse(p.firstTouchAt));
    expect(firstTouches).toEqual([...firstTouches].sort((a, b) => a - b));

    const byScore = (await people('?sort=score')).items.map((p) => p.score);
    expect(byScore).toEqual([...byScore].sort((a, b) => b - a));
    const byAmount = (await people('?sort=amount')).items;
    expect(byAmount[0]!.summary.debtAmount).toBe('over-5m');
    expect(byAmount.at(-1)!.summary.debtAmount).toBe('');
    clockOffsetMs = 0;
    cookie = await loginAsAdmin(t.app);
  });

  it('pages in every order without skipping or repeating anyone', async () => {
    for (const sort of ['newest', 'due', 'score', 'amount']) {
      const all = (await people(`?sort=${sort}&limit=200`)).items.map((p) => p.id);
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: PeoplePage = await people(`?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((p) => p.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, sort).toEqual(all);
    }
  });

  it('narrows every count and the speed to lead to the filtered session', async () => {
    const page = await people('?sessionId=s_small');
    expect(page.items.map((p) => p.summary.emails[0])).toEqual(['small@tiny-shop.example']);
    expect(page.counts).toEqual({ all: 1, consultation: 0, lead_magnet: 1, voicemail: 0, contacted: 0, hidden: 0 });
    expect(page.total).toBe(1);
    // The voice column narrows the same way.
    const voice = (await get('/api/voice-feedback?sessionId=s_three')).json<{
      items: Array<{ sessionId: string }>;
      total: number;
    }>();
    expect(voice.items.map((message) => message.sessionId)).toEqual(['s_three']);
    expect(voice.total).toBe(1);
    expect((await get('/api/voice-feedback?sessionId=bad%20id')).statusCode).toBe(400);
    const none = await people('?sessionId=s_unknown');
    expect(none.items).toEqual([]);
    expect(none.speedToLead).toEqual({ medianMinutesToFirstCall: null, called: 0, overdue: 0 });
  });

  it('keeps a consent ledger: the notice shown, its version, the time, the address and the page', async () => {
    const response = await get(`/api/people/${(await personByEmail('danareyes@gmail.com', 'contacted'))!.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<PersonDetail>();
    expect(detail.touchpoints.map((tp) => tp.kind)).toEqual(['lead_magnet', 'consultation', 'voicemail']);
    const phoneConsent = detail.consents.find((c) => c.touchpoint === 'consultation');
    expect(phoneConsent).toMatchObject({
      kind: 'phone',
      phone: '(312) 555-0188',
      noticeText: consentNotices.phone,
      noticeVersion: noticeVersion(consentNotices.phone),
      ipAddress: '198.51.100.7',
      page: '/?utm_source=test',
    });
    // The brochure was sent without a phone: nothing to consent to.
    expect(detail.consents.filter((c) => c.touchpoint === 'lead_magnet')).toEqual([]);

    const csv = await get('/api/people.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-by-person-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const danaRow = csv.body.split('\r\n').find((line) => line.includes('Reyes Roofing'))!;
    expect(danaRow).toContain('$500,000 – $1 million');
    expect(danaRow).toContain('9–15 creditors');
    expect(danaRow).toContain('Called');
    expect(danaRow).toContain(`Calls and texts to (312) 555-0188 (Consultation) notice ${phoneConsent!.noticeVersion}`);
    expect(danaRow).toContain('from 198.51.100.7 on /?utm_source=test');
    expect(danaRow).not.toMatch(/,500k-1m,|,true,|,false,/);
  });

  it('reads a person in full: every touchpoint and every session of theirs in one timeline', async () => {
    const dana = (await personByEmail('danareyes@gmail.com', 'contacted'))!;
    const response = await get(`/api/people/${dana.id}/timeline`);
    expect(response.statusCode, response.body).toBe(200);
    const timeline = response.json<PersonTimeline>();
    expect(timeline.personId).toBe(dana.id);
    const kinds = timeline.entries.map((entry) => `${entry.kind}@${entry.sessionId}`);
    // The brochure download, the consultation (and the guide it sends) and the voicemail, across three sessions.
    expect(kinds).toEqual(
      expect.arrayContaining(['download@s_one', 'consultation@s_two', 'download@s_two', 'voicemail@s_three']),
    );
    const times = timeline.entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await get('/api/people/999999/timeline')).statusCode).toBe(404);
  });

  it('records a consent from another site as given on no known page', async () => {
    await submit(
      { ...validBrochure, email: 'far@away.example', phone: '555 201 9999', sessionId: null },
      { referer: 'https://elsewhere.example/form' },
    );
    const far = (await personByEmail('far@away.example'))!;
    const detail = (await get(`/api/people/${far.id}`)).json<PersonDetail>();
    expect(detail.consents).toEqual([
      expect.objectContaining({ kind: 'phone', touchpoint: 'lead_magnet', phone: '555 201 9999', page: null }),
    ]);
  });

  it('drops a voicemail-only caller from the list once their only message is deleted', async () => {
    const lee = (await personByEmail('lee@harborfreight.example'))!;
    const voiceList = (await get('/api/voice-feedback')).json<Array<{ id: number; email: string }>>();
    const message = voiceList.find((m) => m.email === 'lee@harborfreight.example')!;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/voice-feedback/${message.id}`,
      headers: { cookie, origin: ORIGIN },
    });
    expect(deleted.statusCode).toBe(200);
    const page = await people();
    expect(page.items.map((p) => p.id)).not.toContain(lee.id);
  });

  it('hides and shows a person', async () => {
    const ana = (await personByEmail('small@tiny-shop.example'))!;
    expect((await patch(ana.id, { isHidden: true })).statusCode).toBe(200);
    expect((await people('?filter=hidden')).items.map((p) => p.id)).toContain(ana.id);
    expect((await people()).items.map((p) => p.id)).not.toContain(ana.id);
    expect((await patch(ana.id, { isHidden: false })).json<Person>().isHidden).toBe(false);
  });

  it('searches names, companies, every e-mail and the phone digits', async () => {
    const find = async (search: string) =>
      (await people(`?filter=contacted&search=${encodeURIComponent(search)}`)).items.map((p) => p.summary.company);
    expect(await find('dana reyes')).toEqual(['Reyes Roofing']);
    expect(await find('ROOFING')).toEqual(['Reyes Roofing']);
    expect(await find('office@reyesroofing')).toEqual(['Reyes Roofing']);
    expect(await find('3125550188')).toEqual(['Reyes Roofing']);
    expect(await find('100%_')).toEqual([]);
  });

  it('exports what the visitor wrote and the voicemail transcript, and names the person on their voice card', async () => {
    const email = 'words@example.com';
    clockOffsetMs = -2 * HOUR_MS;
    await submit({
      ...validConsultation,
      email,
      phone: '',
      firstName: 'Wanda',
      lastName: 'Words',
      message: 'Older note.',
    });
    clockOffsetMs = 0;
    await submit({ ...validConsultation, email, phone: '', firstName: 'Wanda', lastName: 'Words' });
    const voicemail = await storeUnderstoodVoicemail(t, { email, transcript: 'hi this is wanda we owe two banks' }, {});
    const person = (await personByEmail(email))!;

    const [header, ...rows] = csvRows((await get('/api/people.csv')).body);
    expect(header!.slice(-3)).toEqual(['Revenue source', 'Messages', 'Voicemail transcripts']);
    const row = rows.find((cells) => cells[0] === String(person.id))!;
    const messages = row[header!.indexOf('Messages')]!.split('\n\n');
    expect(messages).toEqual([
      expect.stringMatching(new RegExp(`^\\d{4}-.*Z: ${validConsultation.message}$`)),
      expect.stringMatching(/^\d{4}-.*Z: Older note\.$/),
    ]);
    expect(row[header!.indexOf('Voicemail transcripts')]).toMatch(/^\d{4}-.*Z: hi this is wanda we owe two banks$/);

    const voicePage = await get('/api/voice-feedback?limit=50');
    const card = voicePage.json<VoicePage>().items.find((item) => item.id === voicemail.id)!;
    expect(card.person).toEqual({
      id: person.id,
      name: 'Wanda Words',
      nameOrigin: { source: 'typed', kind: 'consultation', confidence: 1 },
    });
  });

  it('refuses bad input with a 4xx and a message, and strangers with 401', async () => {
    for (const query of [
      '?filter=nope',
      '?sort=oldest',
      '?limit=0',
      '?limit=201',
      '?cursor=abc',
      '?sessionId=a%20b',
      '?search=%01',
    ]) {
      const response = await get(`/api/people${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ApiError>().message, query).toEqual(expect.any(String));
    }
    expect((await get('/api/people?cursor=999999')).statusCode).toBe(400);
    expect((await get('/api/people/0')).statusCode).toBe(400);
    expect((await get('/api/people/999999')).statusCode).toBe(404);
    expect((await patch(999999, { isHidden: true })).statusCode).toBe(404);
    expect((await patch(1, {})).statusCode).toBe(400);
    expect((await patch(1, { isHidden: 'yes' })).statusCode).toBe(400);
    for (const url of ['/api/people', '/api/people/1', '/api/people/1/timeline', '/api/people.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
