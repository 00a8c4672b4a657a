import { describe, expect, it } from 'vitest';
import { carriedTouchSchema, touchSchema, touchSourceLabel, type Touch } from './attribution-schemas.js';

const touch = (fields: Partial<Touch>): Touch => ({
  at: '2026-11-01T12:00:00.000Z',
  landingPage: '/',
  referrer: null,
  referrerLabel: 'Direct',
  searchQuery: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  ...fields,
});

describe('touchSourceLabel', () => {
  it.each<[string, Partial<Touch>, string]>([
    ['the referrer label when untagged', { referrerLabel: 'Google Search' }, 'Google Search'],
    ['Direct', {}, 'Direct'],
    ['a referring host', { referrerLabel: 'linkedin.com' }, 'linkedin.com'],
    ['this site', { referrerLabel: 'Internal (This Website)' }, 'Internal (This Website)'],
    ['source / medium when tagged with both', { utmSource: 'google', utmMedium: 'cpc' }, 'google / cpc'],
    [
      'the tags over the referrer',
      { referrerLabel: 'mail.example.net', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'fall' },
      'newsletter / email',
    ],
    ['the source alone without a medium', { utmSource: 'partner', utmCampaign: 'x' }, 'partner'],
    ['lower case, trimmed', { utmSource: ' Newsletter ', utmMedium: 'EMAIL' }, 'newsletter / email'],
    [
      'the referrer when the source is blank',
      { referrerLabel: 'Bing Search', utmSource: '  ', utmMedium: 'cpc' },
      'Bing Search',
    ],
    ['the referrer when only a medium is tagged', { referrerLabel: 'Direct', utmMedium: 'email' }, 'Direct'],
  ])('gives %s', (_label, fields, expected) => {
    expect(touchSourceLabel(touch(fields))).toBe(expected);
  });

  it('calls no touch Unknown', () => {
    expect(touchSourceLabel(null)).toBe('Unknown');
    expect(touchSourceLabel(undefined)).toBe('Unknown');
    expect(touchSourceLabel({ utmSource: null, utmMedium: null, referrerLabel: '' })).toBe('Unknown');
  });
});

describe('the touch schemas', () => {
  it('accept a stored touch and refuse unknown fields', () => {
    expect(touchSchema.safeParse(touch({ utmSource: 'google' })).success).toBe(true);
    expect(touchSchema.safeParse({ ...touch({}), extra: 1 }).success).toBe(false);
  });

  it('bound a carried touch: a path, a referrer of at most 2048 characters, an age of at most 90 days', () => {
    const ok = { page: '/?utm_source=google', referrer: 'https://www.google.com/', ageMs: 1000 };
    expect(carriedTouchSchema.safeParse(ok).success).toBe(true);
    expect(carriedTouchSchema.safeParse({ page: '/', ageMs: 0 }).success).toBe(true);
    expect(carriedTouchSchema.safeParse({ ...ok, page: 'https://evil.example/' }).success).toBe(false);
    expect(carriedTouchSchema.safeParse({ ...ok, referrer: 'x'.repeat(2049) }).success).toBe(false);
    expect(carriedTouchSchema.safeParse({ ...ok, ageMs: 90 * 24 * 3600 * 1000 + 1 }).success).toBe(false);
    expect(carriedTouchSchema.safeParse({ ...ok, ageMs: -1 }).success).toBe(false);
    expect(carriedTouchSchema.safeParse({ ...ok, ageMs: 1.5 }).success).toBe(false);
    expect(carriedTouchSchema.safeParse({ ...ok, at: 0 }).success).toBe(false);
  });
});
