import { describe, expect, it } from 'vitest';
import { sessionPageUrl } from './session-page-url.js';
import { sessionsKey } from './use-session-pages.js';

describe('sessionPageUrl', () => {
  it('asks for the first page of everything with only the page size', () => {
    expect(sessionPageUrl(sessionsKey('', null), null)).toBe('/api/sessions?limit=20');
  });

  it('adds the search, the session filter and the cursor of the page', () => {
    expect(sessionPageUrl(sessionsKey('chicago il', 'session_1_a'), 'abc+/=')).toBe(
      '/api/sessions?search=chicago+il&sessionId=session_1_a&cursor=abc%2B%2F%3D&limit=20',
    );
  });
});
