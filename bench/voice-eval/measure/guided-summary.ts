import { PREFILL_MIN_CONFIDENCE } from '../../../src/shared/voice-schemas.js';
import type { Condition } from '../conditions.js';
import type { GuidedMessage } from '../guided/render.js';
import type { PipelineFields } from '../run-pipeline.js';
import type { Truth } from '../scripts.js';
import { FIELDS, type FieldName, type FieldOutcome } from './score.js';
import type { Tally } from './summary.js';

/**
 * The guided bench's figures: one guided recording decoded as a whole message (today's path,
 * "without marks") and answer by answer ("with marks"), field by field, plus the share of bands
 * that would have been prefilled wrong: a band found with a confidence at or above the prefill
 * threshold (PREFILL_MIN_CONFIDENCE, or one being calibrated) whose value is not the truth (a
 * band found where the caller gave no figure counts as wrong), over every band field (two per
 * message).
 */
export interface GuidedResult {
  id: string;
  scriptId: string;
  condition: Condition;
  withMarks: boolean;
  tapping: GuidedMessage['tapping'];
  marksSent: number;
  voice: string;
  audioSeconds: number;
  /** Wall-clock seconds; with marks and the whole decode reused, the whole decode's plus the answers'. */
  seconds: number;
  /** With marks and the whole decode reused: the answers' decode and reading alone. */
  answersSeconds?: number;
  /** Processor seconds (this process and its decoders), when one recording decoded at a time. */
  cpuSeconds?: number;
  errors: number;
  referenceWords: number;
  transcript: string;
  /** Answers the guided path returned (0 without marks, or when it fell back to the whole message). */
  answers: number;
  fields: PipelineFields;
  /** Why the decode failed twice (then nothing was understood); absent when it worked. */
  failed?: string;
  truth: Truth;
  outcomes: Record<FieldName, FieldOutcome>;
}

export interface BandCount {
  wrong: number;
  right: number;
  fields: number;
}

export interface GuidedRow {
  condition: Condition;
  withMarks: boolean;
  messages: number;
  wer: number;
  rtf: number;
  /** Processor seconds per audio second, when measured for every recording of the row. */
  cpuRtf?: number;
  /** With marks, the answers' part of the RTF (the whole message decoded live on the server). */
  answersRtf?: number;
  fields: Record<FieldName, Tally>;
  prefilled: BandCount;
}

export const BANDS = ['debtAmount', 'creditorsCount'] as const;

/** Bands prefilled right and wrong at a confidence threshold, over two band fields per message. */
export function prefilledBands(results: readonly GuidedResult[], threshold = PREFILL_MIN_CONFIDENCE): BandCount {
  let wrong = 0;
  let right = 0;
  for (const result of results) {
    for (const band of BANDS) {
      const value = result.fields[band];
      const confidence = band === 'debtAmount' ? result.fields.debtConfidence : result.fields.creditorsConfidence;
      if (value === undefined || confidence === undefined || confidence < threshold) continue;
      if (value === result.truth[band]) right++;
      else wrong++;
    }
  }
  return { wrong, right, fields: results.length * BANDS.length };
}

export function summariseGuided(results: readonly GuidedResult[]): GuidedRow[] {
  const keys = [...new Set(results.map((r) => `${r.condition}|${r.withMarks}`))];
  return keys.map((key) => {
    const group = results.filter((r) => `${r.condition}|${r.withMarks}` === key);
    const first = group[0] as GuidedResult;
    const sum = (pick: (r: GuidedResult) => number) => group.reduce((total, r) => total + pick(r), 0);
    const audio = Math.max(
      1e-9,
      sum((r) => r.audioSeconds),
    );
    return {
      condition: first.condition,
      withMarks: first.withMarks,
      messages: group.length,
      wer:
        sum((r) => r.errors) /
        Math.max(
          1,
          sum((r) => r.referenceWords),
        ),
      rtf: sum((r) => r.seconds) / audio,
      ...(group.every((r) => r.cpuSeconds !== undefined) ? { cpuRtf: sum((r) => r.cpuSeconds ?? 0) / audio } : {}),
      ...(group.every((r) => r.answersSeconds !== undefined)
        ? { answersRtf: sum((r) => r.answersSeconds ?? 0) / audio }
        : {}),
      fields: Object.fromEntries(FIELDS.map((field) => [field, tally(group, field)])) as Record<FieldName, Tally>,
      prefilled: prefilledBands(group),
    };
  });
}

export function tally(group: readonly GuidedResult[], field: FieldName): Tally {
  return {
    correct: group.filter((r) => r.outcomes[field].correct).length,
    expected: group.filter((r) => r.outcomes[field].expected).length,
    falsePositives: group.filter((r) => r.outcomes[field].falsePositive).length,
  };
}
