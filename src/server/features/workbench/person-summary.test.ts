import { describe, expect, it } from 'vitest';
import type { UnderstoodField, VoiceUnderstanding } from '#shared/voice-schemas.js';
import {
  emptySummary,
  INFERRED_CONFIDENCE,
  SUMMARY_VERSION,
  summarisePerson,
  trustOf,
  type LeadTouchpoint,
  type ReadSituation,
  type VoiceTouchpoint,
} from './person-summary.js';

/**
 * The summary's origins with a stand-in for the voice feature's situation reader (the API test
 * runs the real one): it finds what these tests' texts say plainly.
 */
const readSituation: ReadSituation = (text) => ({
  ...(/five creditors/.test(text) ? { creditorsCount: '3-8' as const } : {}),
  ...(/two million/.test(text) ? { debtAmount: '1m-5m' as const } : {}),
  ...(/lawsuit/.test(text) ? { legalActions: 'Lawsuit' } : {}),
  ...(/revenue of 1.5 million/.test(text) ? { revenue: { text: 'revenue about $1.5M', annual: 1_500_000 } } : {}),
});

let nextId = 1;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));

const consultation = (minute: number, overrides: Partial<LeadTouchpoint> = {}): LeadTouchpoint => ({
  kind: 'consultation',
  id: nextId++,
  at: at(minute),
  sessionId: null,
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '',
  company: 'Reyes Roofing',
  debtAmount: '',
  creditorsCount: '',
  message: '',
  ...overrides,
});

const heard = (value: string, confidence: number): UnderstoodField => ({ value, source: 'speech', confidence });

const voicemail = (
  minute: number,
  fields: VoiceUnderstanding['fields'] | null,
  transcript = 'hello',
): VoiceTouchpoint => ({
  kind: 'voicemail',
  id: nextId++,
  at: at(minute),
  sessionId: null,
  email: 'dana@example.com',
  phone: '',
  transcript,
  understanding: fields ? { fields, lowConfidenceWords: [] } : null,
  message: '',
});

const summarise = (...touchpoints: Array<LeadTouchpoint | VoiceTouchpoint>) =>
  summarisePerson(touchpoints, [], readSituation);

const inferredFrom = (kind: 'consultation' | 'voicemail') => ({
  source: 'inferred',
  kind,
  confidence: INFERRED_CONFIDENCE,
});

describe('person summary: where each value came from', () => {
  it('labels what a consultation message said as inferred, and scores it at half (issue 24)', () => {
    const { summary, score } = summarise(consultation(0, { message: 'We have five creditors calling every day.' }));
    expect(summary.creditorsCount).toBe('3-8');
    expect(summary.origins.creditorsCount).toEqual(inferredFrom('consultation'));
    expect(summary.scoreReasons).toEqual([{ label: '3–8 creditors', points: 4, reducedFor: 'inferred' }]);
    expect(score).toBe(4);
    expect(summary.nameOrigin).toEqual({ source: 'typed', kind: 'consultation', confidence: 1 });
    expect(summary.origins.company).toEqual({ source: 'typed', kind: 'consultation', confidence: 1 });
  });

  it('keeps a chosen band over what the message seems to say', () => {
    const { summary, score } = summarise(
      consultation(0, { creditorsCount: '9-15', message: 'We have five creditors calling every day.' }),
    );
    expect(summary.creditorsCount).toBe('9-15');
    expect(summary.origins.creditorsCount).toEqual({ source: 'chosen', kind: 'consultation', confidence: 1 });
    expect(score).toBe(12);
  });

  it('prefers a voicemail understood with confidence over an inference, and an inference over an unsure hearing', () => {
    const sure = summarise(
      consultation(0, { message: 'we owe two million' }),
      voicemail(5, { debtAmount: heard('500k-1m', 0.8) }),
    );
    expect(sure.summary.debtAmount).toBe('500k-1m');
    expect(sure.summary.origins.debtAmount).toEqual({ source: 'voicemail', kind: 'voicemail', confidence: 0.8 });
    expect(sure.score).toBe(25);

    const unsure = summarise(
      consultation(0, { message: 'we owe two million' }),
      voicemail(5, { debtAmount: heard('500k-1m', 0.4) }),
    );
    expect(unsure.summary.debtAmount).toBe('1m-5m');
    expect(unsure.summary.origins.debtAmount).toEqual(inferredFrom('consultation'));
    expect(unsure.score).toBe(18);
  });

  it('shows an unsure hearing when nothing better is known, without scoring it', () => {
    const { summary, score } = summarise(voicemail(0, { debtAmount: heard('over-5m', 0.45) }));
    expect(summary.debtAmount).toBe('over-5m');
    expect(summary.origins.debtAmount).toEqual({ source: 'voicemail', kind: 'voicemail', confidence: 0.45 });
    expect(summary.scoreReasons).toEqual([{ label: 'Debt Over $5 million', points: 0, reducedFor: 'unsure' }]);
    expect(score).toBe(0);
  });

  it('reads a voicemail’s transcript only for what its understanding lacks, as inferred from it', () => {
    const understood = summarise(
      voicemail(0, { legalActions: heard('Lien', 0.8) }, 'there is a lawsuit and revenue of 1.5 million'),
    );
    expect(understood.summary.legalActions).toBe('Lien');
    expect(understood.summary.origins.legalActions).toEqual({
      source: 'voicemail',
      kind: 'voicemail',
      confidence: 0.8,
    });
    expect(understood.summary.revenue).toBe('revenue about $1.5M');
    expect(understood.summary.origins.revenue).toEqual(inferredFrom('voicemail'));

    // A message from before voicemails were understood: everything is read from its transcript.
    const older = summarise(voicemail(0, null, 'there is a lawsuit'));
    expect(older.summary.origins.legalActions).toEqual(inferredFrom('voicemail'));
    expect(older.summary.scoreReasons).toEqual([
      { label: 'Legal action: lawsuit', points: 10, reducedFor: 'inferred' },
    ]);
  });

  it('takes a voicemail name only as sure as its less certain half, and a typed name over it', () => {
    const heardOnly = summarise(voicemail(0, { firstName: heard('Lee', 0.8), lastName: heard('Park', 0.55) }));
    expect(heardOnly.summary).toMatchObject({ firstName: 'Lee', lastName: 'Park' });
    expect(heardOnly.summary.nameOrigin).toEqual({ source: 'voicemail', kind: 'voicemail', confidence: 0.55 });

    const typed = summarise(voicemail(0, { firstName: heard('Lee', 0.9), company: heard('Harbor Freight', 0.7) }), {
      ...consultation(5, { company: '' }),
      kind: 'lead_magnet',
      firstName: 'Leland',
      lastName: '',
    });
    expect(typed.summary.firstName).toBe('Leland');
    expect(typed.summary.nameOrigin).toEqual({ source: 'typed', kind: 'lead_magnet', confidence: 1 });
    // The brochure card left the company blank: the voicemail's stays, labelled.
    expect(typed.summary.company).toBe('Harbor Freight');
    expect(typed.summary.origins.company).toEqual({ source: 'voicemail', kind: 'voicemail', confidence: 0.7 });
  });

  it('among equally trusted values takes the latest', () => {
    const { summary } = summarise(
      voicemail(0, { legalActions: heard('Lawsuit', 0.8) }),
      voicemail(9, { legalActions: heard('None', 0.8) }),
    );
    expect(summary.legalActions).toBe('None');
  });

  it('ranks origins in the order the score counts them', () => {
    const order = [
      { source: 'chosen', kind: 'consultation', confidence: 1 },
      { source: 'typed', kind: 'lead_magnet', confidence: 1 },
      { source: 'voicemail', kind: 'voicemail', confidence: 0.6 },
      { source: 'inferred', kind: 'consultation', confidence: INFERRED_CONFIDENCE },
      { source: 'inferred', kind: 'voicemail', confidence: INFERRED_CONFIDENCE },
      { source: 'voicemail', kind: 'voicemail', confidence: 0.59 },
    ] as const;
    const trust = order.map(trustOf);
    expect(trust).toEqual([...trust].sort((a, b) => b - a));
    expect(new Set(trust).size).toBe(trust.length);
  });

  it('stamps the summary with its version, and leaves nothing in an emptied one', () => {
    expect(summarise(consultation(0)).summary.version).toBe(SUMMARY_VERSION);
    const empty = emptySummary();
    expect(empty).toMatchObject({ version: SUMMARY_VERSION, firstName: '', emails: [], scoreReasons: [] });
    expect(Object.values(empty.origins).every((origin) => origin === null)).toBe(true);
  });
});
