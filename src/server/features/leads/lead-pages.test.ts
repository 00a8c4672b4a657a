import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FILTER_VALUES, type LeadFilter, type LeadPage } from '#shared/lead-list-schemas.js';
import type { ApiError } from '#shared/api-error.js';
import type { Lead } from '#shared/lead-schemas.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, loginAsAdmin, validBrochure, type TestApp } from '#server/test-support/test-app.js';

/**
 * GET /api/consultation-requests with paging parameters (docs/decisions/0013): the dashboard's
 * filters and search on the server, keyset pages with no duplicate or gap, the counts the stat
 * cards and filter buttons show, and a clear 400 for every bad parameter. Without parameters the
 * answer stays SPEC's complete list.
 */

const FILTER_RULES: Record<LeadFilter, (lead: Lead) => boolean> = {
  all: (lead) => !lead.isHidden && !lead.isContacted,
  consultation: (lead) => lead.type === 'consultation' && !lead.isHidden && !lead.isContacted,
  lead_magnet: (lead) => lead.type === 'lead_magnet' && !lead.isHidden && !lead.isContacted,
  contacted: (lead) => lead.isContacted,
  hidden: (lead) => lead.isHidden,
};

describe.each(DATABASE_KINDS)('lead list pages on %s', (kind) => {
  let t: TestApp;
  let cookie: string;

  /**
   * 47 leads: every third a brochure, some contacted, some hidden; groups share one created_at
   * exactly and others differ only in microseconds, which a millisecond cursor would get wrong.
   */
  async function seed() {
    for (let i = 0; i < 47; i++) {
      const micros = String(100 + (i % 4)).padStart(6, '0');
      const at = `2025-03-0${1 + Math.floor(i / 12)}T10:00:${String(Math.floor(i / 4) % 60).padStart(2, '0')}.${micros}Z`;
      const type = i % 3 === 0 ? 'lead_magnet' : 'consultation';
      await t.database.db.execute(sql`
        insert into leads (type, first_name, last_name, email, phone, company, is_contacted, is_hidden, created_at)
        values (${type}, ${`Pager${i}`}, 'Seed', ${`pager${i}@seed.example`}, ${i % 5 === 0 ? '(312) 555-0188' : ''},
          ${i === 8 ? 'Fifty%_Off\\Supply' : `Company ${i}`}, ${i % 7 === 0}, ${i % 11 === 0}, ${i % 6 === 0 ? '2025-03-09T12:00:00.000000Z' : at})`);
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await loginAsAdmin(t.app);
    await seed();
  });
  afterAll(() => t?.close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/consultation-requests${query}`, headers: { cookie, ...headers } });

  const page = async (query: string): Promise<LeadPage> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LeadPage>();
  };

  /** Every page of a query, following nextCursor, and the ids in the order seen. */
  async function walk(query: string, limit: number): Promise<{ ids: number[]; pages: LeadPage[] }> {
    const pages: LeadPage[] = [];
    let cursor: string | null = null;
    do {
      const next: LeadPage = await page(`?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.items.length).toBeLessThanOrEqual(limit);
      pages.push(next);
      cursor = next.nextCursor;
    } while (cursor && pages.length < 100);
    return { ids: pages.flatMap((p) => p.items.map((lead) => lead.id)), pages };
  }

  const everyLead = async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    return response.json<Lead[]>();
  };

  it('answers SPEC’s complete list, a plain array, when no paging parameter is given', async () => {
    const all = await everyLead();
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(47);
    expect(Object.keys(all[0]!).sort()).toEqual([
      'company',
      'createdAt',
      'creditorsCount',
      'debtAmount',
      'email',
      'firstName',
      'id',
      'isContacted',
      'isHidden',
      'lastName',
      'message',
      'phone',
      'sessionId',
      'type',
    ]);
  });

  it.each(LEAD_FILTER_VALUES)('pages through filter %s newest first, with no duplicate and no gap', async (filter) => {
    const expected = (await everyLead()).filter(FILTER_RULES[filter]).map((lead) => lead.id);
    expect(expected.length).toBeGreaterThan(3);
    for (const limit of [1, 4, 25]) {
      const { ids, pages } = await walk(`filter=${filter}`, limit);
      expect(ids, `limit ${limit}`).toEqual(expected);
      expect(pages.at(-1)!.nextCursor).toBeNull();
      for (const p of pages) expect(p.total).toBe(expected.length);
    }
  });

  it('counts every filter over all leads, whatever the filter and search of the page', async () => {
    const all = await everyLead();
    const expected = Object.fromEntries(LEAD_FILTER_VALUES.map((f) => [f, all.filter(FILTER_RULES[f]).length]));
    for (const query of ['?limit=5', '?filter=hidden', '?search=Pager1', '?search=nothing-matches-this']) {
      expect((await page(query)).counts, query).toEqual(expected);
    }
  });

  it('defaults to 25 leads of the "all" filter when only some parameters are given', async () => {
    const expected = (await everyLead()).filter(FILTER_RULES.all);
    const first = await page('?filter=all');
    expect(first.items.map((lead) => lead.id)).toEqual(expected.slice(0, 25).map((lead) => lead.id));
    expect(first.nextCursor).toBe(String(expected[24]!.id));
    expect((await page('?search=')).items).toEqual(first.items);
  });

  it.each([
    ['a first name, any case', 'pAGER12', ['Pager12']],
    ['first and last name together', 'Pager40 seed', ['Pager40']],
    ['an e-mail address', 'pager41@SEED.example', ['Pager41']],
    ['wildcard characters taken literally', 'fifty%_off\\', ['Pager8']],
    ['a lone %, which only that company holds', '%', ['Pager8']],
  ])('searches %s', async (_label, search, names) => {
    const found = await page(`?filter=all&limit=100&search=${encodeURIComponent(search)}`);
    const active = new Set((await everyLead()).filter(FILTER_RULES.all).map((lead) => lead.firstName));
    const expected = names.filter((name) => active.has(name));
    expect(found.items.map((lead) => lead.firstName)).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it('finds a phone by its digits however it was written, across pages', async () => {
    const expected = (await everyLead()).filter((lead) => lead.phone === '(312) 555-0188').map((lead) => lead.id);
    expect(expected.length).toBeGreaterThan(3);
    for (const search of ['5550188', '312 555 0188', '(312)555-0188']) {
      const { ids } = await walk(`filter=contacted&search=${encodeURIComponent(search)}`, 1);
      const contacted = new Set((await everyLead()).filter(FILTER_RULES.contacted).map((lead) => lead.id));
      expect(ids, search).toEqual(expected.filter((id) => contacted.has(id)));
    }
  });

  it('a lead added or archived between two pages neither repeats nor skips one', async () => {
    const first = await page('?filter=all&limit=6');
    const inserted = await t.app.inject({
      method: 'POST',
      url: '/api/consultation-request',
      payload: { ...validBrochure, firstName: 'Newcomer' },
    });
    expect(inserted.statusCode).toBe(201);
    const archived = first.items[2]!.id;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/consultation-requests/${archived}/status`,
      payload: { isHidden: true },
      headers: { cookie },
    });
    expect(patch.statusCode).toBe(200);

    const second = await page(`?filter=all&limit=6&cursor=${first.nextCursor}`);
    const now = (await everyLead()).filter(FILTER_RULES.all).map((lead) => lead.id);
    const lastSeen = now.indexOf(first.items.at(-1)!.id);
    expect(second.items.map((lead) => lead.id)).toEqual(now.slice(lastSeen + 1, lastSeen + 7));
    expect(second.total).toBe(now.length);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/consultation-requests/${archived}/status`,
      payload: { isHidden: false },
      headers: { cookie },
    });
  });

  it('revalidates an unchanged page with 304 and sends a changed one', async () => {
    const first = await get('?filter=hidden&limit=3');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await get('?filter=hidden&limit=3', { 'if-none-match': etag })).statusCode).toBe(304);
    const [lead] = first.json<LeadPage>().items;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/consultation-requests/${lead!.id}/status`,
      payload: { isContacted: !lead!.isContacted },
      headers: { cookie },
    });
    expect((await get('?filter=hidden&limit=3', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it.each([
    ['limit 0', '?limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit 101', '?limit=101', 'limit must be a whole number from 1 to 100'],
    ['a word for limit', '?limit=ten', 'limit must be a whole number from 1 to 100'],
    ['limit in exponent notation', '?limit=1e1', 'limit must be a whole number from 1 to 100'],
    ['limit given twice', '?limit=5&limit=6', 'limit'],
    ['a word for cursor', '?cursor=abc', 'Invalid cursor'],
    ['cursor 0', '?cursor=0', 'Invalid cursor'],
    ['a negative cursor', '?cursor=-4', 'Invalid cursor'],
    ['an unknown filter', '?filter=vip', 'filter must be one of all, consultation, lead_magnet, contacted, hidden'],
    ['an over-long search', `?search=${'x'.repeat(201)}`, 'search must be at most 200 characters'],
    ['a control character in the search', '?search=a%00b', 'search must not contain control characters'],
    ['an unknown parameter', '?page=2', 'page'],
  ])('answers %s with 400 and a message', async (_label, query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toContain(message);
    expect(response.json<ApiError>().errors).toEqual(expect.any(Array));
  });

  it('answers a cursor that names no lead with 400 Invalid cursor', async () => {
    const response = await get('?cursor=999999');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid cursor: pass the nextCursor of an earlier page',
      errors: [{ field: 'cursor', message: 'Invalid cursor: pass the nextCursor of an earlier page' }],
    });
  });

  it('answers pages to the admin only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/consultation-requests?limit=5' });
    expect(response.statusCode).toBe(401);
  });
});
