import { describe, expect, it } from 'vitest';
import type { Lead } from '#shared/lead-schemas.js';
import { matchesFilter, matchesSearch, type LeadFilter } from './lead-filters.js';

let nextId = 1;
function lead(overrides: Partial<Lead> = {}): Lead {
  const id = nextId++;
  return {
    id,
    type: 'consultation',
    firstName: 'Jane',
    lastName: 'Doe',
    email: `jane${id}@example.com`,
    phone: '',
    company: 'Acme Paving',
    debtAmount: '',
    creditorsCount: '',
    message: '',
    createdAt: new Date(Date.UTC(2025, 0, id)).toISOString(),
    isHidden: false,
    isContacted: false,
    sessionId: null,
    ...overrides,
  };
}

describe('matchesFilter (SPEC §4 lead filters)', () => {
  const cases: Array<[string, Partial<Lead>, LeadFilter[]]> = [
    ['an active consultation', {}, ['all', 'consultation']],
    ['an active brochure lead', { type: 'lead_magnet' }, ['all', 'lead_magnet']],
    ['a contacted consultation', { isContacted: true }, ['contacted']],
    ['a hidden brochure lead', { type: 'lead_magnet', isHidden: true }, ['hidden']],
    ['a hidden, contacted lead', { isHidden: true, isContacted: true }, ['contacted', 'hidden']],
  ];
  const filters: LeadFilter[] = ['all', 'consultation', 'lead_magnet', 'contacted', 'hidden'];

  it.each(cases)('%s is listed under exactly its filters', (_name, overrides, expected) => {
    const subject = lead(overrides);
    expect(filters.filter((filter) => matchesFilter(subject, filter))).toEqual(expected);
  });
});

describe('matchesSearch', () => {
  const subject = lead({
    firstName: 'John',
    lastName: 'Carter',
    company: 'Carter Paving LLC',
    email: 'J.Carter@CarterPaving.example',
    phone: '(312) 555-0188',
  });

  it.each(['', '  ', 'john', 'JOHN CARTER', 'paving llc', 'j.carter@carterpaving', '555-0188', '5550188', '(312)'])(
    'finds %j',
    (search) => {
      expect(matchesSearch(subject, search)).toBe(true);
    },
  );

  it.each(['jane', 'acme', '999', 'carter paving inc'])('does not find %j', (search) => {
    expect(matchesSearch(subject, search)).toBe(false);
  });

  it('does not match digits against a lead without a phone', () => {
    expect(matchesSearch(lead({ phone: '' }), '555')).toBe(false);
  });
});
