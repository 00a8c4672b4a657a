import { describe, expect, it } from 'vitest';
import { peoplePagesKey } from '#client/features/workbench/api/use-people.js';
import { pageUrl } from '#client/lib/page-url.js';
import { SESSION_PAGE_SIZE, sessionsKey } from '#client/features/sessions/api/use-session-pages.js';

describe('pageUrl', () => {
  it('asks for the first page of everything with only the page size', () => {
    expect(pageUrl(sessionsKey('', null), null, SESSION_PAGE_SIZE)).toBe('/api/sessions?limit=20');
  });

  it('adds the search, the session filter and the cursor of the page', () => {
    expect(pageUrl(sessionsKey('chicago il', 'session_1_a'), 'abc+/=', SESSION_PAGE_SIZE)).toBe(
      '/api/sessions?search=chicago+il&sessionId=session_1_a&cursor=abc%2B%2F%3D&limit=20',
    );
  });

  it('asks for a page of leads: the filter, the order, the search and session when there are any, the cursor and 25 at a time', () => {
    expect(pageUrl(peoplePagesKey({ filter: 'all', sort: 'newest', search: '', sessionId: null }), null, 25)).toBe(
      '/api/people?filter=all&sort=newest&limit=25',
    );
    expect(
      pageUrl(peoplePagesKey({ filter: 'hidden', sort: 'due', search: 'acme & co', sessionId: 's_1' }), '42', 25),
    ).toBe('/api/people?filter=hidden&sort=due&search=acme+%26+co&sessionId=s_1&cursor=42&limit=25');
  });
});
