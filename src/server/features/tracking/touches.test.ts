import { describe, expect, it } from 'vitest';
import { isOutsideArrival, touchOf, utmTagsOf } from './touches.js';

const visit = (page: string, referrerLabel: string, referrer: string | null = null) => ({
  page,
  at: new Date('2026-11-01T12:00:00.000Z'),
  details: { referrer, referrerLabel, searchQuery: null },
});

describe('utmTagsOf', () => {
  it('reads the five campaign tags, trimmed, empty ones absent', () => {
    expect(
      utmTagsOf('/?utm_source=newsletter&utm_medium=email&utm_campaign=fall+sale&utm_term=&utm_content=%20b%20'),
    ).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'fall sale',
      utmTerm: null,
      utmContent: 'b',
    });
  });

  it('cuts a tag to 100 characters and ignores lookalike parameters', () => {
    expect(utmTagsOf(`/faq?utm_source=${'s'.repeat(150)}`).utmSource).toBe('s'.repeat(100));
    expect(utmTagsOf('/?xutm_source=a&utm_sources=b')).toMatchObject({ utmSource: null });
    expect(utmTagsOf('/success-stories')).toMatchObject({ utmSource: null, utmMedium: null });
  });
});

describe('isOutsideArrival', () => {
  it('is an arrival from another site or with a campaign tag', () => {
    expect(isOutsideArrival(visit('/', 'Google Search'))).toBe(true);
    expect(isOutsideArrival(visit('/', 'linkedin.com'))).toBe(true);
    expect(isOutsideArrival(visit('/?utm_campaign=fall', 'Direct'))).toBe(true);
    expect(isOutsideArrival(visit('/faq?utm_source=x', 'Internal (This Website)'))).toBe(true);
  });

  it('is not a visit without a referrer or from this site, untagged', () => {
    expect(isOutsideArrival(visit('/', 'Direct'))).toBe(false);
    expect(isOutsideArrival(visit('/faq', 'Internal (This Website)'))).toBe(false);
    expect(isOutsideArrival(visit('/?utm_source=', 'Direct'))).toBe(false);
  });
});

describe('touchOf', () => {
  it('is the visit as a stored touch', () => {
    expect(touchOf(visit('/?utm_source=google&utm_medium=cpc', 'Google Search', 'https://www.google.com/'))).toEqual({
      at: '2026-11-01T12:00:00.000Z',
      landingPage: '/?utm_source=google&utm_medium=cpc',
      referrer: 'https://www.google.com/',
      referrerLabel: 'Google Search',
      searchQuery: null,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
    });
  });
});
