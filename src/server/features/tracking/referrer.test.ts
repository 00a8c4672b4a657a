import { describe, expect, it } from 'vitest';
import { cachedReferrers, describeReferrer, REFERRER_CACHE_ENTRIES, referrerFacts, searchQueryOf } from './referrer.js';

const own = new Set(['debt.example.com']);

describe('referrer labels (SPEC §9)', () => {
  it.each([
    [null, 'Direct', null],
    ['', 'Direct', null],
    ['   ', 'Direct', null],
    ['https://www.google.com/', 'Google Search', 'https://www.google.com/'],
    ['https://www.google.co.uk/search?q=x', 'Google Search', 'https://www.google.co.uk/search'],
    ['https://www.bing.com/search?q=x', 'Bing Search', 'https://www.bing.com/search'],
    ['https://search.yahoo.com/search?p=x', 'Yahoo Search', 'https://search.yahoo.com/search'],
    ['https://debt.example.com/faq', 'Internal (This Website)', 'https://debt.example.com/faq'],
    ['http://localhost:5173/', 'Internal (This Website)', 'http://localhost:5173/'],
    ['http://127.0.0.1:3000/faq', 'Internal (This Website)', 'http://127.0.0.1:3000/faq'],
    ['https://www.linkedin.com/feed/update/1', 'linkedin.com', 'https://www.linkedin.com/feed/update/1'],
    ['https://notgoogle.com/', 'notgoogle.com', 'https://notgoogle.com/'],
    [`https://${'a'.repeat(60)}.example/`, 'a'.repeat(50), `https://${'a'.repeat(60)}.example/`],
    ['android-app://com.slack/', 'android-app://com.slack/', null],
    [
      'not a url at all but very long text that goes on and on past fifty',
      'not a url at all but very long text that goes on a',
      null,
    ],
  ])('%j → %s', (referrer, label, page) => {
    expect(describeReferrer(referrer, own)).toEqual({ label, page });
  });
});

describe('search queries', () => {
  it('reads q, p, query or text from the referrer, else utm_term from the page', () => {
    expect(searchQueryOf('https://www.google.com/search?q=Business++Debt%20Help', '/')).toBe('business debt help');
    expect(searchQueryOf('https://search.yahoo.com/search?p=merchant+cash+advance', '/')).toBe('merchant cash advance');
    expect(searchQueryOf('https://duckduckgo.com/?query=sba+loan', '/')).toBe('sba loan');
    expect(searchQueryOf('https://yandex.ru/search/?text=debt', '/')).toBe('debt');
    expect(searchQueryOf('https://www.google.com/', '/?utm_source=ads&utm_term=Debt+Negotiation')).toBe(
      'debt negotiation',
    );
    expect(searchQueryOf(null, '/faq')).toBeNull();
    expect(searchQueryOf('https://www.google.com/search?q=%20%20', '/')).toBeNull();
    expect(searchQueryOf(`https://www.google.com/search?q=${'x'.repeat(300)}`, '/')).toHaveLength(100);
  });
});

describe('referrer facts of a visit', () => {
  it.each([
    [null, '/'],
    ['', '/?utm_term=Debt+Help'],
    ['https://www.google.com/search?q=Business+Debt', '/'],
    ['https://www.google.com/', '/landing?utm_source=ads&utm_term=SBA%20Loan'],
    ['https://www.google.com/', '/landing#?utm_term=not-a-query'],
    ['https://debt.example.com/faq?q=internal', '/contact'],
    ['android-app://com.slack/', '/'],
    [`not a url ${'😀'.repeat(60)}`, '/'],
    [`https://${'ü'.repeat(70)}.example/${'ß'.repeat(300)}?text=Überschuldung`, '/'],
  ])('reads %j once for what describeReferrer and searchQueryOf give (page %s)', (referrer, page) => {
    expect(referrerFacts(referrer, page, own)).toEqual({
      ...describeReferrer(referrer, own),
      searchQuery: searchQueryOf(referrer, page),
    });
  });

  it("compares a cached referrer with each request's own host names", () => {
    const referrer = 'https://debt.example.com/faq?q=from+the+faq';
    const elsewhere = new Set(['other.example']);
    expect(referrerFacts(referrer, '/contact', own).label).toBe('Internal (This Website)');
    expect(referrerFacts(referrer, '/contact', elsewhere)).toEqual({
      label: 'debt.example.com',
      page: 'https://debt.example.com/faq',
      searchQuery: 'from the faq',
    });
    expect(referrerFacts(referrer, '/contact', own).label).toBe('Internal (This Website)');
  });

  it('stays within its bound when every visit brings another referrer', () => {
    for (let n = 0; n < REFERRER_CACHE_ENTRIES * 3; n++) referrerFacts(`https://site${n}.example/page`, '/', own);
    expect(cachedReferrers()).toBe(REFERRER_CACHE_ENTRIES);
    expect(referrerFacts('https://site1.example/page', '/', own)).toEqual({
      label: 'site1.example',
      page: 'https://site1.example/page',
      searchQuery: null,
    });
  });

  it('cuts long labels by characters, never inside one', () => {
    const { label } = referrerFacts(`not a url ${'😀'.repeat(60)}`, '/', own);
    expect(Array.from(label)).toHaveLength(50);
    expect(label).toBe(`not a url ${'😀'.repeat(40)}`);
  });
});
