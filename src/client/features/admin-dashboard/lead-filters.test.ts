import { describe, expect, it } from 'vitest';
import type { Lead } from '../../../shared/lead-schemas.js';
import { countActiveLeads, matchesFilter, matchesSearch, visibleLeads, type LeadFilter } from './lead-filters.js';

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

describe('countActiveLeads', () => {
  it('counts the leads neither hidden nor contacted', () => {
    const leads = [lead(), lead({ type: 'lead_magnet' }), lead({ isHidden: true }), lead({ isContacted: true })];
    expect(countActiveLeads(leads)).toBe(2);
    expect(countActiveLeads([])).toBe(0);
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

describe('visibleLeads', () => {
  it('keeps the filter and search matches, newest first', () => {
    const older = lead({ createdAt: '2025-01-01T10:00:00.000Z', company: 'Acme' });
    const newer = lead({ createdAt: '2025-02-01T10:00:00.000Z', company: 'Acme' });
    const other = lead({ createdAt: '2025-03-01T10:00:00.000Z', company: 'Other Co' });
    const hidden = lead({ createdAt: '2025-04-01T10:00:00.000Z', company: 'Acme', isHidden: true });
    expect(visibleLeads([older, hidden, other, newer], 'all', 'acme')).toEqual([newer, older]);
    expect(visibleLeads([older, hidden, other, newer], 'hidden', '')).toEqual([hidden]);
  });

  it('orders leads created at the same moment by id, highest first', () => {
    const first = lead({ createdAt: '2025-01-01T10:00:00.000Z' });
    const second = lead({ createdAt: '2025-01-01T10:00:00.000Z' });
    expect(visibleLeads([first, second], 'all', '').map((l) => l.id)).toEqual([second.id, first.id]);
  });

  it('does not reorder the list it was given', () => {
    const leads = [lead({ createdAt: '2025-01-01T10:00:00.000Z' }), lead({ createdAt: '2025-02-01T10:00:00.000Z' })];
    const copy = [...leads];
    visibleLeads(leads, 'all', '');
    expect(leads).toEqual(copy);
  });
});
