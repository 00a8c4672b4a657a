import { performance } from 'node:perf_hooks';
import {
  understandVoicemail,
  type UnderstoodVoicemail,
} from '../../src/server/features/voice/extraction/understand-voicemail.js';
import { transcriptionHints } from '../../src/server/features/voice/voice-hints.js';
import {
  createPocketsphinxEngine,
  DEFAULT_PARALLEL_PARTS,
} from '../../src/server/features/voice/transcription/pocketsphinx-engine.js';
import type { Transcription } from '../../src/server/features/voice/transcription/engine.js';
import type { CreditorsCount, DebtAmount } from '../../src/shared/lead-options.js';

/**
 * The one place the bench meets the product: a recording (WebM, as uploaded) and the e-mail
 * typed beside it in, the transcript and the fields the product would understand out: the
 * offline pocketsphinx engine and understandVoicemail, each with the e-mail's hints when
 * `useHints`, and without them for "speech alone". The fields are those the admin's voice card
 * shows (every field found, whatever its confidence), with the confidence of each band, so a
 * run can tell which would have been prefilled. Legal actions and bankruptcy are read as yes/no
 * and suggested/considered/not from the understood labels ("None", "Lawsuit; tax lien";
 * "Suggested, not wanted", "Not considered"), which the product's extractors decide.
 */
export interface PipelineFields {
  firstName?: string;
  lastName?: string;
  company?: string;
  debtAmount?: DebtAmount;
  creditorsCount?: CreditorsCount;
  legal?: 'yes' | 'no';
  bankruptcy?: 'suggested' | 'considered' | 'not';
  /** The understood bands' confidences (0–1), beside their values. */
  debtConfidence?: number;
  creditorsConfidence?: number;
  /**
   * The same bands' confidences had the recogniser been sure of every word: the confidence of
   * the rule that found them, which tells the rule apart (bench/voice-calibrate.ts).
   */
  debtRuleConfidence?: number;
  creditorsRuleConfidence?: number;
}

export interface PipelineResult {
  transcript: string;
  fields: PipelineFields;
  /** What the engine heard, words and times included (the guided path can reuse it). */
  heard?: Transcription;
  /** Wall-clock processing time of this message. */
  seconds: number;
}

/** Whether runPipeline uses the e-mail: the bench then runs with and without hints. */
export const USES_HINTS = true;

/**
 * Messages to decode at once on the bench machine's two cores. The engine already splits each
 * message across DEFAULT_PARALLEL_PARTS decoders (cut at pauses), so decoding more messages than
 * cores allow would only make each one slower and its real-time factor untrue.
 */
const CORES = 2;
export const MESSAGES_AT_ONCE = Math.max(1, Math.floor(CORES / DEFAULT_PARALLEL_PARTS));

/**
 * The engine every path of the bench decodes with (the guided path too: guided/run-guided.ts).
 * The product's settings, except a longer limit per decode: the product's (30 s plus three times
 * the audio) is for a server that decodes nothing else, and a bench sharing a busy machine would
 * otherwise lose messages to it and report them as not understood.
 */
export const BENCH_DECODE_TIMEOUT_MS = 15 * 60_000;
export const engine = createPocketsphinxEngine({ maxConcurrent: MESSAGES_AT_ONCE, timeoutMs: BENCH_DECODE_TIMEOUT_MS });

export async function runPipeline(audio: Buffer, email: string, useHints: boolean): Promise<PipelineResult> {
  const started = performance.now();
  // As the product does (voice-processor.ts): the e-mail's names bias the decoder and fill or
  // confirm the fields. The bench has no form, so no form hints.
  const hints = useHints ? { email } : undefined;
  const heard = await engine.transcribe(
    { bytes: audio, mimeType: 'audio/webm' },
    undefined,
    hints ? transcriptionHints(hints) : undefined,
  );
  const transcript = heard.text.trim();
  const understood = understandVoicemail(transcript, {
    ...(hints ? { hints } : {}),
    ...(heard.words ? { words: heard.words } : {}),
  });
  const seconds = (performance.now() - started) / 1000;
  const byRule = understandVoicemail(transcript, hints ? { hints } : {});
  return { transcript, fields: withRuleConfidence(fieldsOf(understood), fieldsOf(byRule)), heard, seconds };
}

/** The fields, with the bands' confidences from a reading that had no word confidences. */
export function withRuleConfidence(fields: PipelineFields, byRule: PipelineFields): PipelineFields {
  return {
    ...fields,
    ...(byRule.debtAmount === fields.debtAmount ? { debtRuleConfidence: byRule.debtConfidence } : {}),
    ...(byRule.creditorsCount === fields.creditorsCount ? { creditorsRuleConfidence: byRule.creditorsConfidence } : {}),
  };
}

/** The bench's reading of what the product understood (whole message or answer by answer). */
export function fieldsOf({ understanding }: UnderstoodVoicemail): PipelineFields {
  const understood = understanding.fields;
  return {
    firstName: understood.firstName?.value,
    lastName: understood.lastName?.value,
    company: understood.company?.value,
    debtAmount: understood.debtAmount?.value as DebtAmount | undefined,
    creditorsCount: understood.creditorsCount?.value as CreditorsCount | undefined,
    legal: legalAnswer(understood.legalActions?.value),
    bankruptcy: bankruptcyAnswer(understood.bankruptcy?.value),
    debtConfidence: understood.debtAmount?.confidence,
    creditorsConfidence: understood.creditorsCount?.confidence,
  };
}

/** "None" when every kind was denied, a list of what is pending otherwise (understood-labels.ts). */
function legalAnswer(label: string | undefined): PipelineFields['legal'] {
  if (label === undefined) return undefined;
  return label === 'None' ? 'no' : 'yes';
}

/**
 * Suggested wins over considered (as in the truth); "has filed before" counts as considered;
 * "Not considered" and "Not wanted" are a no.
 */
function bankruptcyAnswer(label: string | undefined): PipelineFields['bankruptcy'] {
  if (label === undefined) return undefined;
  if (label.startsWith('Suggested')) return 'suggested';
  if (label.startsWith('Considered') || label === 'Filed') return 'considered';
  return 'not';
}
