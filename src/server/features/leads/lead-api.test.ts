import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import type { ApiError } from '#shared/api-error.js';
import {
  createTestApp,
  loginAsAdmin,
  validBrochure,
  validConsultation,
  type TestApp,
} from '#server/test-support/test-app.js';

describe.each(DATABASE_KINDS)('lead API on %s', (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(() => t?.close());

  const submit = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
  const list = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/consultation-requests', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<Array<Record<string, unknown>>>();
  };
  const patchStatus = (id: number | string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/consultation-requests/${id}/status`,
      payload: payload as object,
      headers: { cookie },
    });

  it('stores a consultation request and lists it for the admin with every admin-view field', async () => {
    const response = await submit(validConsultation);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) as unknown });

    const [lead] = await list();
    expect(lead).toMatchObject({
      type: 'consultation',
      firstName: 'Maria',
      lastName: 'Okafor',
      email: 'maria@okafor-paving.example',
      company: 'Okafor Paving LLC',
      phone: '(555) 201-3344',
      debtAmount: '500k-1m',
      creditorsCount: '9-15',
      message: validConsultation.message,
      isHidden: false,
      isContacted: false,
      sessionId: validConsultation.sessionId,
    });
    expect(lead!.id).toEqual(expect.any(Number));
    expect(Date.parse(String(lead!.createdAt))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores a brochure request exactly as the brochure card sends it', async () => {
    expect((await submit(validBrochure)).statusCode).toBe(201);
    const [lead] = await list();
    expect(lead).toMatchObject({
      type: 'lead_magnet',
      firstName: 'Sam',
      lastName: '',
      email: 'sam@brightline-hvac.example',
      company: 'Brightline HVAC',
      message: 'Downloaded free debt negotiation guide',
      sessionId: null,
    });
  });

  it('accepts the optional fields left out or empty', async () => {
    const minimal = {
      type: 'consultation',
      firstName: 'Lee',
      lastName: 'Wu',
      email: 'lee@wu.example',
      message: 'Help',
    };
    expect((await submit(minimal)).statusCode).toBe(201);
    expect((await submit({ ...minimal, company: '', phone: '', debtAmount: '', creditorsCount: '' })).statusCode).toBe(
      201,
    );
    expect((await submit({ type: 'lead_magnet', email: 'x@y.example', firstName: 'X' })).statusCode).toBe(201);
  });

  it('lists leads newest first', async () => {
    await submit({ ...validConsultation, firstName: 'Older' });
    await submit({ ...validConsultation, firstName: 'Newer' });
    const names = (await list()).map((lead) => lead.firstName);
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));
  });

  it.each([
    ['missing first name', { ...validConsultation, firstName: '' }, 'First name is required'],
    ['blank first name', { ...validConsultation, firstName: '   ' }, 'First name is required'],
    ['missing last name', { ...validConsultation, lastName: '' }, 'Last name is required'],
    ['bad email', { ...validConsultation, email: 'not-an-email' }, 'Please enter a valid email address'],
    ['missing message', { ...validConsultation, message: '' }, 'Please describe your situation'],
    ['debt amount not an option', { ...validConsultation, debtAmount: '2m' }, 'debt amount'],
    ['creditors not an option', { ...validConsultation, creditorsCount: 'lots' }, 'creditor'],
    ['brochure without first name', { ...validBrochure, firstName: '' }, 'First name is required'],
    ['brochure bad email', { ...validBrochure, email: 'sam@' }, 'Please enter a valid email address'],
    [
      'an e-mail with a query after the domain',
      { ...validConsultation, email: 'jane@acme.com?cc=spy%40evil.example' },
      'Please enter a valid email address',
    ],
    ['phone with letters', { ...validConsultation, phone: 'call me maybe' }, 'Please enter a valid phone number'],
  ])('rejects %s with a clear message', async (_name, payload, message) => {
    const response = await submit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toContain(message);
  });

  it.each([
    ['a number for email', { ...validConsultation, email: 123 }],
    ['null for email', { ...validConsultation, email: null }],
    ['an array for email', { ...validConsultation, email: ['x@y.z'] }],
    ['an object for first name', { ...validConsultation, firstName: { $ne: '' } }],
    ['a boolean for message', { ...validConsultation, message: true }],
    ['a number for session id', { ...validConsultation, sessionId: 42 }],
    ['an unknown field', { ...validConsultation, isHidden: true }],
    ['an unknown type', { ...validConsultation, type: 'vip' }],
    ['no type', { firstName: 'A', lastName: 'B', email: 'a@b.example', message: 'x' }],
    ['a JSON array body', [validConsultation]],
    ['a JSON string body', '"hello"'],
    ['an over-long name', { ...validConsultation, firstName: 'x'.repeat(101) }],
    ['an over-long message', { ...validConsultation, message: 'x'.repeat(5001) }],
    ['a NUL character', { ...validConsultation, company: 'Acme\u0000Corp' }],
  ])('rejects %s with a 400 and stores nothing', async (_name, payload) => {
    const before = (await list()).length;
    const response = await submit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) as unknown, errors: expect.any(Array) as unknown });
    expect((await list()).length).toBe(before);
  });

  it('answers malformed JSON, a wrong content type and an oversized body with 4xx JSON errors', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: '{"type": "consultation",',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiError>().message).toBe('Malformed JSON body');

    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/consultation-request',
        payload: 'firstName=A',
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json<ApiError>().message).toMatch(/content type/i);
    }

    const huge = await submit({ ...validConsultation, message: 'x'.repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<ApiError>().message).toBe('Request body is too large');

    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: '{"__proto__": {"isAdmin": true}, "type": "consultation"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('round-trips Unicode and SQL-looking text byte for byte', async () => {
    const tricky = {
      ...validConsultation,
      firstName: 'Zoë 李',
      lastName: "O'Brien-Ñúñez 🚜",
      company: "Robert'); DROP TABLE leads;--",
      message: 'Line one\nLine two\t"quoted" \\ backslash — em dash, مرحبا, 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    };
    expect((await submit(tricky)).statusCode).toBe(201);
    const lead = (await list()).find((l) => l.firstName === tricky.firstName);
    expect(lead).toMatchObject({
      lastName: tricky.lastName,
      company: tricky.company,
      message: tricky.message,
    });
  });

  it('answers a filled spam trap like a success but stores nothing', async () => {
    const before = (await list()).length;
    const response = await submit({ ...validConsultation, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ success: boolean }>().success).toBe(true);
    expect((await list()).length).toBe(before);
  });

  it('marks a lead contacted and hidden, and back', async () => {
    const [lead] = await list();
    const id = lead!.id as number;

    const contacted = await patchStatus(id, { isContacted: true });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ id, isContacted: true, isHidden: false });

    const hidden = await patchStatus(id, { isHidden: true, isContacted: false });
    expect(hidden.json()).toMatchObject({ id, isContacted: false, isHidden: true });

    expect((await list()).find((l) => l.id === id)).toMatchObject({ isHidden: true, isContacted: false });
    expect((await patchStatus(id, { isHidden: false })).json()).toMatchObject({ isHidden: false });
  });

  it.each([
    ['an empty body', {}, 400],
    ['a string flag', { isHidden: 'true' }, 400],
    ['a number flag', { isContacted: 1 }, 400],
    ['an unknown field', { isHidden: true, email: 'x@y.z' }, 400],
  ])('refuses a status change with %s', async (_name, payload, status) => {
    const [lead] = await list();
    const response = await patchStatus(lead!.id as number, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json<ApiError>().message).toEqual(expect.any(String));
  });

  it('answers an unchanged list with 304 and a changed one with a new ETag', async () => {
    const get = (ifNoneMatch?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/consultation-requests',
        headers: ifNoneMatch ? { cookie, 'if-none-match': ifNoneMatch } : { cookie },
      });
    const first = await get();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    // Kept by this browser only and revalidated on every poll; no-store would prevent the 304.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await get(etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    expect((await get(`W/"other", ${etag}`)).statusCode).toBe(304);
    expect((await get('W/"stale"')).statusCode).toBe(200);

    expect((await submit({ ...validConsultation, firstName: 'Etag' })).statusCode).toBe(201);
    const added = await get(etag);
    expect(added.statusCode).toBe(200);
    expect(added.headers.etag).not.toBe(etag);
    const [newest] = added.json<Array<{ id: number; firstName: string }>>();
    expect(newest!.firstName).toBe('Etag');

    expect((await patchStatus(newest!.id, { isContacted: true })).statusCode).toBe(200);
    const patched = await get(String(added.headers.etag));
    expect(patched.statusCode).toBe(200);
    expect(patched.json<unknown[]>()[0]).toMatchObject({ id: newest!.id, isContacted: true });
  });

  it('answers 404 for an unknown lead and 400 for a malformed id', async () => {
    const unknown = await patchStatus(999_999, { isHidden: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().message).toBe('Lead 999999 not found');
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      expect((await patchStatus(id, { isHidden: true })).statusCode, id).toBe(400);
    }
  });

  it('exports leads as CSV with formula-looking cells neutralised', async () => {
    await submit({
      ...validConsultation,
      firstName: '=HYPERLINK("http://evil.example")',
      company: '+cmd|calc',
      lastName: '@SUM(A1)',
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/consultation-requests.csv', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'ID,Created at (UTC),Type,First name,Last name,Email,Phone,Company,Debt amount,Creditors,Message,Contacted,Hidden,Session ID',
    );
    const row = lines.find((line) => line.includes('HYPERLINK'))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain(`'@SUM(A1)`);
    expect(row).toContain(`'+cmd|calc`);
    expect(lines.filter((line) => line !== '').length).toBe((await list()).length + 1);
  });
});

describe('lead submission rate limit', () => {
  it('answers 429 with a message once an IP exceeds its hourly allowance', async () => {
    const t = await createTestApp('pglite', { env: { LEAD_RATE_LIMIT: '3' } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await t.app.inject({ method: 'POST', url: '/api/consultation-request', payload: validBrochure })).statusCode,
        );
      }
      expect(codes).toEqual([201, 201, 201, 429]);
      const limited = await t.app.inject({ method: 'POST', url: '/api/consultation-request', payload: validBrochure });
      expect(limited.json<ApiError>().message).toMatch(/^Too many requests; please try again in /);
      // Another visitor is not affected.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/consultation-request',
        payload: validBrochure,
        remoteAddress: '203.0.113.9',
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
