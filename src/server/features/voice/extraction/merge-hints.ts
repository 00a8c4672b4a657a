import { FIELD_SOURCES, type FieldSource, type UnderstoodField } from '#shared/voice-schemas.js';
import { soundsAlike } from './sounds-alike.js';

/**
 * One field's answer from what was heard and what the visitor wrote (the e-mail address they
 * gave, a form they filled in earlier in the session):
 *
 * - Heard and written agree (sounding alike, sounds-alike.ts): the written spelling, since the
 *   recogniser only spells what it knows ("gold berg" → Goldberg), kept as heard (source
 *   'speech') and confirmed by the hint, and surer than either alone.
 * - Only a hint has it: the hint's value, the form's before the e-mail's, since the visitor typed
 *   the form and the e-mail is only read.
 * - They disagree: the form, which the visitor typed about themselves; else what was heard if the
 *   rule and the recogniser were sure of it (SPEECH_TRUSTED), since a caller saying their name is
 *   better evidence than someone's address (a shared or a bookkeeper's mailbox); else the e-mail,
 *   since an unsure reading is more often a misheard word than a different person.
 */
export interface FieldCandidate {
  value: string;
  confidence: number;
  source: FieldSource;
}

export interface Hint extends FieldCandidate {
  source: Exclude<FieldSource, 'speech'>;
  /** Too unsure to stand alone (an initial, a word of the domain): it only confirms a heard value. */
  confirmOnly?: boolean;
  /** How the hint agrees with a heard value; sounding alike when absent. */
  agreesWith?: (heard: string) => boolean;
  /** False when the value is no spelling to take (an initial): the heard spelling stays. */
  respells?: boolean;
}

export interface MergeOptions {
  /** The written spelling to use for an agreeing heard value (default: the hint's value as is). */
  respell?: (written: string, heard: string) => string;
}

/** Heard values this sure win over a disagreeing e-mail. */
export const SPEECH_TRUSTED = 0.8;
/** Agreement never makes a reading certain. */
const MAX_CONFIDENCE = 0.99;
const RANK: Record<FieldSource, number> = { form: 0, email: 1, speech: 2 };

export function mergeField(
  heard: FieldCandidate | undefined,
  hints: readonly Hint[],
  options: MergeOptions = {},
): UnderstoodField | undefined {
  const ranked = [...hints].sort((a, b) => RANK[a.source] - RANK[b.source] || b.confidence - a.confidence);
  const standing = ranked.filter((h) => !h.confirmOnly);
  if (!heard) {
    const [best, ...rest] = standing;
    if (!best) return undefined;
    return agreed(
      best,
      rest.filter((h) => soundsAlike(best.value, h.value)),
    );
  }
  const agreeing = ranked.filter((h) => (h.agreesWith ? h.agreesWith(heard.value) : soundsAlike(heard.value, h.value)));
  if (agreeing.length > 0) {
    const spelling = agreeing.find((h) => h.respells !== false);
    const value = spelling ? (options.respell ?? ((written) => written))(spelling.value, heard.value) : heard.value;
    return agreed({ ...heard, value, source: 'speech' }, agreeing);
  }
  const form = standing.find((h) => h.source === 'form');
  if (form)
    return agreed(
      form,
      standing.filter((h) => h !== form && soundsAlike(form.value, h.value)),
    );
  const email = standing.find((h) => h.source === 'email');
  return !email || heard.confidence >= SPEECH_TRUSTED ? field(heard) : field(email);
}

/** Independent sources agreeing: the chance that all of them are wrong together. */
export function combinedConfidence(confidences: readonly number[]): number {
  const allWrong = confidences.reduce((product, c) => product * (1 - Math.max(0, Math.min(1, c))), 1);
  return round(Math.min(MAX_CONFIDENCE, 1 - allWrong));
}

function agreed(base: FieldCandidate, confirming: readonly FieldCandidate[]): UnderstoodField {
  const sources = new Set(confirming.map((h) => h.source).filter((s) => s !== base.source));
  if (sources.size === 0) return field(base);
  return {
    value: base.value,
    source: base.source,
    confidence: combinedConfidence([base.confidence, ...confirming.map((h) => h.confidence)]),
    confirmedBy: FIELD_SOURCES.filter((s) => sources.has(s)),
  };
}

const field = (candidate: FieldCandidate): UnderstoodField => ({
  value: candidate.value,
  source: candidate.source,
  confidence: round(candidate.confidence),
});

const round = (value: number) => Math.round(value * 100) / 100;
