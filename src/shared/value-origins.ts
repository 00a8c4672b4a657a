import { PREFILL_MIN_CONFIDENCE } from './voice-schemas.js';
import { TOUCHPOINT_LABELS, type ScoreReason, type ValueOrigin } from './people-schemas.js';

/**
 * The words for where a summarised value came from (issue 24; docs/workbench.md, "Where each value
 * came from"), shared by the dashboard and the people CSV so both say the same. A value the
 * visitor stated (chosen or typed into a form) is shown plain; every other one carries a tag.
 */

/** The tag a value carries: heard in a voicemail, heard but unsure, or read by rules from free text. */
export type OriginTag = 'voicemail' | 'unsure' | 'inferred';

/**
 * A confidence as a whole percentage, rounded down as the voice card does (0.595 reads 59%, never
 * the 60% a prefill needs); the epsilon keeps 0.29 at 29.
 */
export function percentOf(confidence: number): number {
  const clamped = Number.isFinite(confidence) ? Math.min(Math.max(confidence, 0), 1) : 0;
  return Math.floor(clamped * 100 + 1e-9);
}

/** The value's tag; null when the visitor stated it (or nothing is known of it). */
export function originTag(origin: ValueOrigin | null | undefined): OriginTag | null {
  if (!origin) return null;
  switch (origin.source) {
    case 'chosen':
    case 'typed':
      return null;
    case 'voicemail':
      return origin.confidence >= PREFILL_MIN_CONFIDENCE ? 'voicemail' : 'unsure';
    case 'inferred':
      return 'inferred';
  }
}

/**
 * Where the value came from, in two parts: the short tag the compact row shows ('from voicemail',
 * 'unsure', 'inferred') and the rest of the sentence, which screen readers hear with it and the
 * expanded row shows too (', 82% sure', ': from voicemail, 45% sure', ' from their message').
 * Null when the visitor stated it.
 */
export function originWords(
  origin: ValueOrigin | null | undefined,
): { tag: OriginTag; short: string; rest: string } | null {
  const tag = originTag(origin);
  if (!origin || !tag) return null;
  const sure = `${percentOf(origin.confidence)}% sure`;
  switch (tag) {
    case 'voicemail':
      return { tag, short: 'from voicemail', rest: `, ${sure}` };
    case 'unsure':
      return { tag, short: 'unsure', rest: `: from voicemail, ${sure}` };
    case 'inferred':
      return {
        tag,
        short: 'inferred',
        rest: origin.kind === 'voicemail' ? ' from their voicemail' : ' from their message',
      };
  }
}

/**
 * Where the value came from, in full: 'from voicemail, 82% sure', 'unsure: from voicemail, 45%
 * sure', 'inferred from their message' (a consultation's) or 'inferred from their voicemail' (its
 * transcript); null when the visitor stated it.
 */
export function originText(origin: ValueOrigin | null | undefined): string | null {
  const words = originWords(origin);
  return words ? `${words.short}${words.rest}` : null;
}

/** The CSV's source cell: the full text, or how the visitor stated it ('chosen in the Consultation form'). */
export function originCsvText(origin: ValueOrigin | null | undefined): string {
  if (!origin) return '';
  if (origin.source === 'chosen' || origin.source === 'typed') {
    return `${origin.source} in the ${TOUCHPOINT_LABELS[origin.kind]} form`;
  }
  return originText(origin) ?? '';
}

/** How much a reason resting on such a value was counted, in words. */
const REDUCTION_TEXT: Record<NonNullable<ScoreReason['reducedFor']>, string> = {
  inferred: 'inferred, counted at half',
  unsure: 'unsure, not counted',
};

/** 'Debt $1M – $5M (+35)', 'Debt $1M – $5M (+18, inferred, counted at half)', '… (0, unsure, not counted)'. */
export function scoreReasonText(reason: ScoreReason): string {
  const points = `${reason.points > 0 ? '+' : ''}${reason.points}`;
  return `${reason.label} (${reason.reducedFor ? `${points}, ${REDUCTION_TEXT[reason.reducedFor]}` : points})`;
}
