import type { FastifyBaseLogger } from 'fastify';
import {
  PREFILL_MIN_CONFIDENCE,
  type ExtractedData,
  type UnderstoodField,
  type VoiceUnderstanding,
} from '#shared/voice-schemas.js';
import { createLlmExtractor } from './extraction/llm-extractor.js';
import {
  understandVoicemail,
  type UnderstandInput,
  type UnderstoodVoicemail,
} from './extraction/understand-voicemail.js';

/**
 * The extraction step: the deterministic local extractor (with the visitor's hints and the
 * recogniser's word confidences), or an LLM through the OpenAI-compatible API when configured,
 * falling back to the local one whenever the LLM fails.
 */
export interface ExtractorOptions {
  engine: 'local' | 'openai';
  openai: { apiKey: string | undefined; baseUrl: string; model: string };
  logger: FastifyBaseLogger;
}

export type Extractor = (transcript: string, input?: UnderstandInput) => Promise<UnderstoodVoicemail>;

/**
 * How sure a field is that only the LLM found, or found differently: it reads the whole
 * transcript in context, but a recogniser's slip can mislead it as well. Prefilled.
 */
export const LLM_FIELD_CONFIDENCE = 0.75;

export function createExtractor(options: ExtractorOptions): Extractor {
  const local: Extractor = (transcript, input) => Promise.resolve(understandVoicemail(transcript, input));
  if (options.engine !== 'openai' || !options.openai.apiKey) return local;
  const llm = createLlmExtractor({
    baseUrl: options.openai.baseUrl,
    apiKey: options.openai.apiKey,
    model: options.openai.model,
  });
  return async (transcript, input) => {
    const found = await local(transcript, input);
    try {
      // The LLM's fields win; what it leaves out, the local extractor may still have found.
      const read = await llm.extract(transcript);
      const understanding = withLlmFields(found.understanding, read);
      return { extractedData: prefilled(found, read, understanding), understanding };
    } catch (error) {
      options.logger.warn(
        { event: 'llm_extraction_failed', reason: (error as Error).message },
        'LLM extraction failed',
      );
      return found;
    }
  };
}

const LLM_FIELDS = ['firstName', 'lastName', 'company', 'email', 'phone', 'debtAmount', 'creditorsCount'] as const;

/**
 * What prefills the caller's form when the LLM read the transcript too: the same rule as the
 * local extractor's (decision 0035). A field is prefilled only when its understood confidence
 * reaches PREFILL_MIN_CONFIDENCE, so a value the LLM shares with a reading the recogniser doubted
 * stays unsure, and the LLM's summary stands in for the local one only when the recogniser
 * doubted no word (the local summary quotes only the facts it is sure of; the LLM's cannot say).
 */
function prefilled(found: UnderstoodVoicemail, read: ExtractedData, understanding: VoiceUnderstanding): ExtractedData {
  const data: ExtractedData = { ...found.extractedData };
  for (const name of LLM_FIELDS) {
    const value = read[name];
    const field = understanding.fields[name];
    if (!value || !field) continue;
    if (field.confidence < PREFILL_MIN_CONFIDENCE) delete data[name];
    else Object.assign(data, { [name]: value });
  }
  if (read.message && understanding.lowConfidenceWords.length === 0) data.message = read.message;
  return data;
}

/** The admin's view of the fields the LLM read: its value, heard, unless the rules agree. */
function withLlmFields(understanding: VoiceUnderstanding, read: ExtractedData): VoiceUnderstanding {
  const fields = { ...understanding.fields };
  for (const name of LLM_FIELDS) {
    const value = read[name];
    if (!value) continue;
    const local = fields[name];
    if (local && local.value.toLowerCase() === value.toLowerCase()) continue;
    const field: UnderstoodField = { value, source: 'speech', confidence: LLM_FIELD_CONFIDENCE };
    fields[name] = field;
  }
  return { ...understanding, fields };
}
