import { numberWords } from '../../../src/server/features/voice/transcription/number-words.js';
import { wordErrors, type WordErrors } from '../../../test-fixtures/voice/word-error-rate.js';

/**
 * Word error rate with numbers compared as spoken words: the scripts write "four hundred and
 * fifty thousand", pocketsphinx answers in words too, but a hosted engine writes "$450,000" or
 * "1.2M". Both sides are turned into the words before counting, so an engine is not charged for
 * writing digits, only for hearing wrong.
 */
export function spokenForm(text: string): string {
  return text
    .replace(/\$/g, ' ')
    .replace(/(\d),(?=\d{3})/g, '$1')
    .replace(
      /(\d+)(?:\.(\d+))?\s*([kKmM]\b|%)?/g,
      (_all, whole: string, decimals: string | undefined, unit: string | undefined) => {
        const integer = Number(whole);
        if (!Number.isSafeInteger(integer) || integer >= 1e12) return ` ${whole} `;
        const fraction = decimals ? ` point ${[...decimals].map((d) => numberWords(Number(d))).join(' ')}` : '';
        const suffix = { k: ' thousand', m: ' million', '%': ' percent' }[unit?.toLowerCase() ?? ''] ?? '';
        return ` ${numberWords(integer)}${fraction}${suffix} `;
      },
    );
}

export function spokenWordErrors(reference: string, hypothesis: string): WordErrors {
  return wordErrors(spokenForm(reference), spokenForm(hypothesis));
}
