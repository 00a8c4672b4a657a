import type { ExtractedData } from '#shared/voice-schemas.js';
import { understandVoicemail } from './understand-voicemail.js';

/**
 * The local extractor: the consultation-form fields a voicemail transcript answers, found by
 * rules only (no network, same answer every time). Works on both recogniser styles (pocketsphinx
 * lower case without punctuation, or a hosted model's punctuated text with digits). A field
 * that is not clearly said is left out rather than guessed.
 *
 * The transcript alone, with no hints and no word confidences: every rule's confidence is at
 * least PREFILL_MIN_CONFIDENCE (field-confidence.ts), so this is every field the rules find,
 * except an amount read through a repaired slip ("to million"), which is never prefilled.
 */
export function extractLeadDetails(transcript: string): ExtractedData {
  return understandVoicemail(transcript).extractedData;
}
