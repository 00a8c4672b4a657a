import type { ExtractedData } from '../../src/shared/voice-schemas.js';
import type { CorpusEntry, CorpusField } from './extraction-corpus.js';

/**
 * Compares an extractor's answer with a corpus entry, field by field, for the test and the
 * benchmark alike. A field is right when it equals the expected value, or, for the summary, when
 * it holds every expected phrase; a field found where none was expected is a false positive.
 */
export const SCORED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'debtAmount',
  'creditorsCount',
  'message',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export type Outcome = 'correct' | 'wrong' | 'missed' | 'false-positive' | 'absent';

export interface FieldResult {
  field: ScoredField;
  outcome: Outcome;
  expected?: string;
  actual?: string;
}

export function scoreEntry(entry: CorpusEntry, actual: ExtractedData): FieldResult[] {
  return SCORED_FIELDS.map((field) => {
    const got = actual[field];
    if (field === 'message') return scoreMessage(entry.messageIncludes, got);
    const expected = entry.expected[field as CorpusField];
    return {
      field,
      outcome: outcome(expected, got, expected === got),
      ...(expected ? { expected } : {}),
      ...(got ? { actual: got } : {}),
    };
  });
}

function scoreMessage(phrases: readonly string[] | undefined, got: string | undefined): FieldResult {
  const expected = phrases?.join(' | ');
  const holdsAll = !!got && !!phrases && phrases.every((p) => got.toLowerCase().includes(p.toLowerCase()));
  return {
    field: 'message',
    outcome: outcome(expected, got, holdsAll),
    ...(expected ? { expected } : {}),
    ...(got ? { actual: got } : {}),
  };
}

function outcome(expected: string | undefined, got: string | undefined, right: boolean): Outcome {
  if (expected === undefined) return got === undefined ? 'absent' : 'false-positive';
  if (got === undefined) return 'missed';
  return right ? 'correct' : 'wrong';
}

export interface FieldTotals {
  field: ScoredField | 'overall';
  /** Entries where the field was expected. */
  expected: number;
  /** Of those, entries where something was found. */
  found: number;
  correct: number;
  falsePositives: number;
}

export function totals(results: ReadonlyArray<readonly FieldResult[]>): FieldTotals[] {
  const rows = SCORED_FIELDS.map((field) => {
    const mine = results.flat().filter((r) => r.field === field);
    return {
      field,
      expected: mine.filter((r) => r.expected !== undefined).length,
      found: mine.filter((r) => r.expected !== undefined && r.actual !== undefined).length,
      correct: mine.filter((r) => r.outcome === 'correct').length,
      falsePositives: mine.filter((r) => r.outcome === 'false-positive').length,
    } satisfies FieldTotals;
  });
  const sum = (key: 'expected' | 'found' | 'correct' | 'falsePositives') => rows.reduce((n, r) => n + r[key], 0);
  return [
    ...rows,
    {
      field: 'overall',
      expected: sum('expected'),
      found: sum('found'),
      correct: sum('correct'),
      falsePositives: sum('falsePositives'),
    },
  ];
}
