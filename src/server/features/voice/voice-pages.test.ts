import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoicePage } from '#shared/voice-list-schemas.js';
import type { ApiError } from '#shared/api-error.js';
import type { VoiceFeedback } from '#shared/voice-schemas.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';

/**
 * GET /api/voice-feedback with paging parameters (docs/decisions/0013): keyset pages of the
 * messages not deleted, newest first, with no duplicate or gap and a clear 400 for a bad
 * parameter. Without parameters the answer stays SPEC's complete list. Rows are written directly:
 * the list never reads audio, and the upload path has its own suite.
 */
describe.each(DATABASE_KINDS)('voice message list pages on %s', (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await loginAsAdmin(t.app);
    // 23 messages, some sharing one created_at, some differing in microseconds only; every fifth deleted.
    for (let i = 0; i < 23; i++) {
      const at = i % 4 === 0 ? '2025-04-01T09:00:00.000000Z' : `2025-04-01T08:00:0${Math.floor(i / 6)}.00010${i % 6}Z`;
      await t.database.db.execute(sql`
        insert into voice_messages (email, transcript, is_deleted, created_at)
        values (${`caller${i}@seed.example`}, ${i % 2 === 0 ? null : `Message ${i}`}, ${i % 5 === 0}, ${at})`);
    }
  });
  afterAll(() => t?.close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/voice-feedback${query}`, headers: { cookie, ...headers } });

  const everyMessage = async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    return response.json<VoiceFeedback[]>();
  };

  it('answers SPEC’s complete list, a plain array of the messages not deleted, without paging parameters', async () => {
    const all = await everyMessage();
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(18);
    expect(all.every((message) => !message.isDeleted)).toBe(true);
  });

  it.each([1, 4, 25])('pages %s at a time, newest first, with no duplicate and no gap', async (limit) => {
    const expected = (await everyMessage()).map((message) => message.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = response.json<VoicePage>();
      expect(page.items.length).toBeLessThanOrEqual(limit);
      expect(page.total).toBe(expected.length);
      seen.push(...page.items.map((message) => message.id));
      cursor = page.nextCursor;
    } while (cursor && seen.length <= expected.length);
    expect(seen).toEqual(expected);
  });

  it('sends 25 by default, and the full message as the list does (with its linked person besides)', async () => {
    const all = await everyMessage();
    const first = (await get('?cursor=' + String(all[0]!.id))).json<VoicePage>();
    // The pages add each message's person (the dashboard's voice card names it); SPEC's list does not.
    expect(first.items.map(({ person: _person, ...message }) => message)).toEqual(all.slice(1, 26));
    expect(first.items.every((message) => 'person' in message)).toBe(true);
    expect(first.nextCursor).toBeNull();
  });

  it('continues after a message deleted since its page was read', async () => {
    const all = await everyMessage();
    const first = (await get('?limit=3')).json<VoicePage>();
    const cursorId = Number(first.nextCursor);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/voice-feedback/${cursorId}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    const second = (await get(`?limit=3&cursor=${cursorId}`)).json<VoicePage>();
    expect(second.items.map((message) => message.id)).toEqual(all.slice(3, 6).map((message) => message.id));
    expect(second.total).toBe(all.length - 1);
  });

  it('revalidates an unchanged page with 304', async () => {
    const first = await get('?limit=2');
    expect((await get('?limit=2', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it.each([
    ['limit 0', '?limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit 500', '?limit=500', 'limit must be a whole number from 1 to 100'],
    ['a fractional limit', '?limit=2.5', 'limit must be a whole number from 1 to 100'],
    ['a word for cursor', '?cursor=next', 'Invalid cursor'],
    ['a cursor that names no message', '?cursor=987654', 'Invalid cursor'],
    ['an unknown parameter', '?search=maria', 'search'],
  ])('answers %s with 400 and a message', async (_label, query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toContain(message);
  });
});
