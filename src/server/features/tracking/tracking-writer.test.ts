import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.js';
import { DATABASE_KINDS, openTestDatabase } from '#server/test-support/databases.js';
import type { StoredEvent, Visitor } from './tracking-event.js';
import { jsonbParameter, writeTrackingEvents } from './tracking-writer.js';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const visitor: Visitor = {
  ipAddress: '203.0.113.7',
  city: 'Austin',
  state: 'Texas',
  deviceType: 'desktop',
  browserName: 'Chrome',
};

const typed = (sessionId: string, inputValue: string | null, page = '/'): StoredEvent => ({
  type: 'keystroke',
  sessionId,
  page,
  at: new Date(NOW),
  visitor,
  details: { elementId: 'company', elementType: 'text', fieldName: 'company', inputValue, keystroke: 'a' },
});

const clicked = (sessionId: string, elementText: string | null, page = '/'): StoredEvent => ({
  type: 'click',
  sessionId,
  page,
  at: new Date(NOW),
  visitor,
  details: { elementId: null, elementClass: null, elementTag: 'button', elementText, clickX: 1, clickY: 2 },
});

/**
 * The writer's search texts (session_search_texts): what a session search finds in a session's
 * activities. The sessions API tests prove the search answers; these prove what is stored.
 */
describe.each(DATABASE_KINDS)('tracking writer search texts on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.execute(sql`truncate activities, visitor_sessions, visit_rollups, session_search_texts`);
  });

  const texts = async (sessionId: string) => {
    const result = await database.db.execute(
      sql`select text from session_search_texts where session_id = ${sessionId}`,
    );
    return (result as { rows: { text: string }[] }).rows.map((row) => row.text).sort();
  };

  it('keeps each distinct page, clicked text and typed value once, without the prefixes typed on the way', async () => {
    await writeTrackingEvents(database.executeInTransaction, [
      ...['A', 'Ac', 'Acm', 'Acme', 'Acme T'].map((value) => typed('session_a', value)),
      clicked('session_a', 'Get Free Consultation', '/contact'),
      clicked('session_a', 'Free', '/contact'),
      clicked('session_a', null, '/faq'),
      typed('session_b', 'Ac'),
    ]);
    // "/" is inside "/contact": a search that finds the one finds the other.
    expect(await texts('session_a')).toEqual(['/contact', '/faq', 'Acme T', 'Get Free Consultation']);
    expect(await texts('session_b')).toEqual(['/', 'Ac']);
    // A later batch adds only what is new to the session; a text already stored is not doubled.
    await writeTrackingEvents(database.executeInTransaction, [
      typed('session_a', 'Acme T'),
      typed('session_a', 'Acme Trucking'),
      typed('session_b', 'Ac'),
    ]);
    expect(await texts('session_a')).toEqual([
      '/',
      '/contact',
      '/faq',
      'Acme T',
      'Acme Trucking',
      'Get Free Consultation',
    ]);
    expect(await texts('session_b')).toEqual(['/', 'Ac']);
    const [{ activities }] = (
      (await database.db.execute(sql`select count(*)::int as activities from activities`)) as {
        rows: [{ activities: number }];
      }
    ).rows;
    expect(activities).toBe(12);
  });

  it('stores a page longer than a btree entry holds, and texts that differ only in case', async () => {
    const longPage = `/?q=${'x'.repeat(2040)}`;
    await writeTrackingEvents(database.executeInTransaction, [
      clicked('session_c', 'Apply', longPage),
      typed('session_c', 'apply'),
    ]);
    expect(await texts('session_c')).toEqual([longPage, 'Apply', 'apply'].sort());
  });

  it('adds nothing for a typed value the server did not keep (password fields, TRACK_INPUT_VALUES=false)', async () => {
    await writeTrackingEvents(database.executeInTransaction, [typed('session_d', null, '/admin-free-page')]);
    expect(await texts('session_d')).toEqual(['/admin-free-page']);
  });
});

describe('jsonbParameter', () => {
  /** What jsonb can hold of a text: lone surrogates as U+FFFD, no NUL. */
  const storable = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD').replaceAll('\u0000', '');

  it('mends lone surrogates and NUL in any text, and leaves everything else as it was', () => {
    // Texts from every UTF-16 unit (lone surrogates included), backslashes and "u0000" lookalikes.
    const unit = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('\\', 'u0000', 'ud800', '\u0000', '\ud83d', '\ude00', '"'),
    );
    const text = fc.array(unit, { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(fc.record({ a: text, b: fc.array(text, { maxLength: 3 }) }), { maxLength: 4 }), (rows) => {
        const expected = rows.map(({ a, b }) => ({ a: storable(a), b: b.map(storable) }));
        expect(JSON.parse(jsonbParameter(rows))).toEqual(expected);
      }),
      { seed: 20261122, numRuns: 2000 },
    );
  });

  it('keeps surrogate pairs (emoji) and the backslashes a text holds', () => {
    expect(JSON.parse(jsonbParameter({ text: 'ok 😀 \\ud800 \\\u0000' }))).toEqual({ text: 'ok 😀 \\ud800 \\' });
    expect(JSON.parse(jsonbParameter({ text: 'cut \ud83d' }))).toEqual({ text: 'cut \uFFFD' });
  });
});
