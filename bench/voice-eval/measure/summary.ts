import type { Condition } from '../conditions.js';
import type { PipelineFields } from '../run-pipeline.js';
import type { Truth } from '../scripts.js';
import { FIELDS, type FieldName, type FieldOutcome } from './score.js';

/** One message through the pipeline once (with or without hints), scored. */
export interface MessageResult {
  id: string;
  condition: Condition;
  hints: boolean;
  voice: string;
  emailCarriesName: boolean;
  audioSeconds: number;
  seconds: number;
  errors: number;
  referenceWords: number;
  transcript: string;
  fields: PipelineFields;
  truth: Truth;
  outcomes: Record<FieldName, FieldOutcome>;
}

export interface Tally {
  correct: number;
  expected: number;
  falsePositives: number;
}

/** The figures of one condition with or without hints: a row of the report. */
export interface Row {
  condition: Condition;
  hints: boolean;
  messages: number;
  wer: number;
  /** Processing seconds per audio second, two messages decoding at once. */
  rtf: number;
  fields: Record<FieldName, Tally>;
  /** Full name right, for messages whose e-mail carries the caller's name, and the others. */
  fullNameEmailWithName: Tally;
  fullNameEmailWithoutName: Tally;
}

export function summarise(results: readonly MessageResult[]): Row[] {
  const keys = [...new Set(results.map((r) => `${r.condition}|${r.hints}`))];
  return keys.map((key) => {
    const group = results.filter((r) => `${r.condition}|${r.hints}` === key);
    const first = group[0] as MessageResult;
    const sum = (pick: (r: MessageResult) => number) => group.reduce((total, r) => total + pick(r), 0);
    return {
      condition: first.condition,
      hints: first.hints,
      messages: group.length,
      wer:
        sum((r) => r.errors) /
        Math.max(
          1,
          sum((r) => r.referenceWords),
        ),
      rtf:
        sum((r) => r.seconds) /
        Math.max(
          1e-9,
          sum((r) => r.audioSeconds),
        ),
      fields: Object.fromEntries(FIELDS.map((field) => [field, tally(group, field)])) as Record<FieldName, Tally>,
      fullNameEmailWithName: tally(
        group.filter((r) => r.emailCarriesName),
        'fullName',
      ),
      fullNameEmailWithoutName: tally(
        group.filter((r) => !r.emailCarriesName),
        'fullName',
      ),
    };
  });
}

function tally(group: readonly MessageResult[], field: FieldName): Tally {
  return {
    correct: group.filter((r) => r.outcomes[field].correct).length,
    expected: group.filter((r) => r.outcomes[field].expected).length,
    falsePositives: group.filter((r) => r.outcomes[field].falsePositive).length,
  };
}

/** Word error rate and debt band per voice over every condition run: engines differ widely. */
export interface VoiceRow {
  voice: string;
  messages: number;
  wer: number;
  debtAmount: Tally;
}

export function byVoice(results: readonly MessageResult[]): VoiceRow[] {
  const voices = [...new Set(results.map((r) => r.voice))].sort();
  return voices.map((voice) => {
    const group = results.filter((r) => r.voice === voice);
    const errors = group.reduce((n, r) => n + r.errors, 0);
    const words = group.reduce((n, r) => n + r.referenceWords, 0);
    return { voice, messages: group.length, wer: errors / Math.max(1, words), debtAmount: tally(group, 'debtAmount') };
  });
}
