import { describe, expect, it } from 'vitest';
import type { Person, ValueOrigin } from '#shared/people-schemas.js';
import {
  answerLabels,
  followUp,
  formatSpan,
  headingTags,
  personName,
  scoreTone,
  shownAnswers,
  touchpointKinds,
} from './people-labels.js';

const HOUR = 60 * 60 * 1000;

function person(overrides: Partial<Person> = {}, summary: Partial<Person['summary']> = {}): Person {
  const firstTouchAt = '2026-11-26T10:00:00.000Z';
  return {
    id: 1,
    firstTouchAt,
    lastTouchAt: firstTouchAt,
    dueAt: '2026-11-27T10:00:00.000Z',
    bookedCall: null,
    isContacted: false,
    isHidden: false,
    firstContactedAt: null,
    score: 0,
    summary: {
      firstName: '',
      lastName: '',
      company: '',
      nameOrigin: null,
      origins: {
        company: null,
        debtAmount: null,
        creditorsCount: null,
        legalActions: null,
        bankruptcy: null,
        revenue: null,
      },
      emails: ['caller@example.com'],
      phones: [],
      debtAmount: '',
      creditorsCount: '',
      legalActions: null,
      bankruptcy: null,
      revenue: null,
      message: '',
      touchpoints: { lead_magnet: 0, consultation: 0, voicemail: 1, booking: 0 },
      sessionIds: [],
      scoreReasons: [],
      firstSource: null,
      lastSource: null,
      ...summary,
    },
    ...overrides,
  };
}

describe('workbench labels', () => {
  it('says what is left of the 24-hour promise, and by how much it was missed', () => {
    const start = Date.parse('2026-11-26T10:00:00.000Z');
    expect(followUp(person(), start + HOUR)).toEqual({ state: 'due', text: 'Due in 23h' });
    expect(followUp(person(), start + 23.5 * HOUR)).toEqual({ state: 'due', text: 'Due in 30m' });
    expect(followUp(person(), start + 27 * HOUR + 5 * 60_000)).toEqual({ state: 'overdue', text: 'Overdue by 3h 5m' });
    expect(followUp(person({ isContacted: true }), start + 30 * HOUR)).toEqual({ state: 'called', text: 'Called' });
  });

  it('shows the call a person booked instead of the promise, overdue once its time passed uncalled', () => {
    // Built in the test's own zone: the dashboard writes times in the browser's.
    const start = new Date(2026, 11, 1, 14, 30);
    const end = new Date(2026, 11, 1, 15, 0);
    const booked = person({
      dueAt: start.toISOString(),
      bookedCall: { bookingId: 7, start: start.toISOString(), end: end.toISOString() },
    });
    expect(followUp(booked, start.getTime() - 48 * HOUR)).toEqual({
      state: 'booked',
      text: 'Call booked Tue Dec 1, 2:30 PM',
    });
    expect(followUp(booked, end.getTime() + 2 * HOUR)).toEqual({
      state: 'overdue',
      text: 'Call booked Tue Dec 1, 2:30 PM, not called (2h ago)',
    });
    expect(followUp({ ...booked, isContacted: true }, end.getTime() + HOUR)).toEqual({
      state: 'called',
      text: 'Called',
    });
  });

  it('writes spans short enough for a row', () => {
    expect(formatSpan(0)).toBe('0m');
    expect(formatSpan(59 * 60_000)).toBe('59m');
    expect(formatSpan(2 * HOUR)).toBe('2h');
    expect(formatSpan(50 * HOUR)).toBe('2d 2h');
  });

  it('names a caller by e-mail until a name is known, and shows answers in the form’s words', () => {
    expect(personName(person())).toBe('caller@example.com');
    expect(personName(person({}, { firstName: 'Lee', lastName: 'Park' }))).toBe('Lee Park');
    expect(answerLabels(person({}, { debtAmount: '1m-5m', creditorsCount: '9-15' }))).toEqual([
      '$1 million – $5 million',
      '9–15 creditors',
    ]);
    expect(
      touchpointKinds(person({}, { touchpoints: { lead_magnet: 1, consultation: 0, voicemail: 2, booking: 0 } })),
    ).toEqual(['lead_magnet', 'voicemail']);
  });

  it('carries each answer’s origin beside its words', () => {
    const inferred: ValueOrigin = { source: 'inferred', kind: 'consultation', confidence: 0.5 };
    const chosen: ValueOrigin = { source: 'chosen', kind: 'consultation', confidence: 1 };
    const summary = {
      debtAmount: '500k-1m' as const,
      creditorsCount: '3-8' as const,
      origins: { ...person().summary.origins, debtAmount: chosen, creditorsCount: inferred },
    };
    expect(shownAnswers(person({}, summary))).toEqual([
      { key: 'debtAmount', text: '$500,000 – $1 million', origin: chosen },
      { key: 'creditorsCount', text: '3–8 creditors', origin: inferred },
    ]);
  });

  it('tags the name and the company apart, or once for both when they came alike', () => {
    const heard = (confidence: number): ValueOrigin => ({ source: 'voicemail', kind: 'voicemail', confidence });
    const typed: ValueOrigin = { source: 'typed', kind: 'lead_magnet', confidence: 1 };
    const withOrigins = (name: ValueOrigin | null, company: ValueOrigin | null) =>
      person(
        {},
        {
          firstName: 'Lee',
          lastName: 'Park',
          company: 'Harbor Freight',
          nameOrigin: name,
          origins: { ...person().summary.origins, company },
        },
      );
    expect(headingTags(withOrigins(typed, typed))).toEqual([]);
    expect(headingTags(withOrigins(typed, heard(0.8)))).toEqual([{ part: 'company', origin: heard(0.8) }]);
    expect(headingTags(withOrigins(heard(0.9), typed))).toEqual([{ part: 'name', origin: heard(0.9) }]);
    // Both heard with confidence: one tag, the less sure of the two.
    expect(headingTags(withOrigins(heard(0.9), heard(0.7)))).toEqual([{ part: 'both', origin: heard(0.7) }]);
    // One sure, one not: each says so.
    expect(headingTags(withOrigins(heard(0.4), heard(0.8)))).toEqual([
      { part: 'name', origin: heard(0.4) },
      { part: 'company', origin: heard(0.8) },
    ]);
    // A caller named by their e-mail address (no name known) carries no name tag.
    expect(headingTags(person({}, { nameOrigin: heard(0.4) }))).toEqual([]);
  });

  it('bands the score', () => {
    expect(scoreTone(67).label).toBe('Hot');
    expect(scoreTone(30).label).toBe('Warm');
    expect(scoreTone(29).label).toBe('Cool');
  });
});
