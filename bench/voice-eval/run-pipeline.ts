import { performance } from 'node:perf_hooks';
import {
  extractBankruptcy,
  type BankruptcyStance,
} from '../../src/server/features/voice/extraction/extract-bankruptcy.js';
import { understandVoicemail } from '../../src/server/features/voice/extraction/understand-voicemail.js';
import { transcriptionHints } from '../../src/server/features/voice/voice-hints.js';
import { extractLegal, type LegalFacts } from '../../src/server/features/voice/extraction/extract-legal.js';
import { findNumbers } from '../../src/server/features/voice/extraction/number-words.js';
import { tokenize } from '../../src/server/features/voice/extraction/tokenize.js';
import {
  createPocketsphinxEngine,
  DEFAULT_PARALLEL_PARTS,
} from '../../src/server/features/voice/transcription/pocketsphinx-engine.js';
import type { CreditorsCount, DebtAmount } from '../../src/shared/lead-options.js';

/**
 * The one place the bench meets the product: a recording (WebM, as uploaded) and the e-mail
 * typed beside it in, the transcript and the fields the product would understand out: the
 * offline pocketsphinx engine and understandVoicemail, each with the e-mail's hints when
 * `useHints`, and without them for "speech alone". The fields are those the admin's voice card
 * shows (every field found, whatever its confidence). Legal actions and bankruptcy are read as
 * yes/no and suggested/considered/not with the same extractors the product uses.
 */
export interface PipelineFields {
  firstName?: string;
  lastName?: string;
  company?: string;
  debtAmount?: DebtAmount;
  creditorsCount?: CreditorsCount;
  legal?: 'yes' | 'no';
  bankruptcy?: 'suggested' | 'considered' | 'not';
}

export interface PipelineResult {
  transcript: string;
  fields: PipelineFields;
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

const engine = createPocketsphinxEngine({ maxConcurrent: MESSAGES_AT_ONCE });

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
  const { understanding } = understandVoicemail(transcript, {
    ...(hints ? { hints } : {}),
    ...(heard.words ? { words: heard.words } : {}),
  });
  const understood = understanding.fields;
  const tokens = tokenize(transcript);
  const fields: PipelineFields = {
    firstName: understood.firstName?.value,
    lastName: understood.lastName?.value,
    company: understood.company?.value,
    debtAmount: understood.debtAmount?.value as DebtAmount | undefined,
    creditorsCount: understood.creditorsCount?.value as CreditorsCount | undefined,
    legal: legalAnswer(extractLegal(tokens, findNumbers(tokens))),
    bankruptcy: bankruptcyAnswer(extractBankruptcy(tokens)),
  };
  return { transcript, fields, seconds: (performance.now() - started) / 1000 };
}

function legalAnswer(legal: LegalFacts): PipelineFields['legal'] {
  if (legal.present.length > 0) return 'yes';
  return legal.denied.length > 0 ? 'no' : undefined;
}

/** Suggested wins over considered (as in the truth); "has filed before" counts as considered. */
function bankruptcyAnswer(stance: BankruptcyStance | undefined): PipelineFields['bankruptcy'] {
  if (!stance) return undefined;
  if (stance.suggested) return 'suggested';
  return stance.considered || stance.filed ? 'considered' : 'not';
}
