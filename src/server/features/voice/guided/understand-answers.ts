import { composeMessage } from '#server/features/voice/extraction/compose-message.js';
import type { FieldCandidate } from '#server/features/voice/extraction/merge-hints.js';
import {
  understandHeard,
  type UnderstandInput,
  type UnderstoodVoicemail,
} from '#server/features/voice/extraction/understand-voicemail.js';
import { lowConfidenceWords } from '#server/features/voice/extraction/word-confidence.js';
import type { UnderstoodFieldName } from '#shared/voice-schemas.js';
import { readAnswers } from './read-answers.js';
import type { GuidedTranscription } from './transcribe-guided.js';

/**
 * What a guided voicemail says (issue 24): each field read from its own answer (read-answers.ts),
 * then checked against what the visitor typed, exactly as a whole message is
 * (understand-voicemail.ts). The summary for the form quotes only the facts both readings agree
 * on. A recording without answers is understood as a whole message.
 */
export function understandAnswers(guided: GuidedTranscription, input: UnderstandInput = {}): UnderstoodVoicemail {
  const reading = readAnswers(guided.readings, guided);
  const heard: Partial<Record<UnderstoodFieldName, FieldCandidate>> = {};
  for (const [name, field] of Object.entries(reading.fields) as Array<
    [UnderstoodFieldName, { value: string; confidence: number }]
  >)
    heard[name] = { value: field.value, confidence: field.confidence, source: 'speech' };
  const understood = understandHeard(heard, composeMessage(reading.facts), input);
  return {
    ...understood,
    understanding: { ...understood.understanding, lowConfidenceWords: lowConfidenceWords(guided.words) },
  };
}
