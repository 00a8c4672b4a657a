import type { Token } from './tokenize.js';

/**
 * Casing for names and company names. pocketsphinx writes everything in lower case, a hosted
 * model writes "McDonald" or "ABC Roofing" itself: a word that already carries capitals is kept
 * as said, a lower-case one gets sensible capitals.
 */
const COMPANY_WORDS: Record<string, string> = {
  llc: 'LLC',
  inc: 'Inc.',
  incorporated: 'Inc.',
  corp: 'Corp.',
  co: 'Co.',
  ltd: 'Ltd.',
  lp: 'LP',
  llp: 'LLP',
  pllc: 'PLLC',
  pc: 'PC',
  hvac: 'HVAC',
  usa: 'USA',
  us: 'US',
  mca: 'MCA',
  sba: 'SBA',
  cpa: 'CPA',
  dds: 'DDS',
  md: 'MD',
  it: 'IT',
  ii: 'II',
  iii: 'III',
};
const LEGAL_FORMS = new Set(['llc', 'inc', 'incorporated', 'corp', 'co', 'ltd', 'lp', 'llp', 'pllc']);
/** Joining words stay lower case inside a company name ("Smith and Sons", "Bank of Texas"). */
const MINOR_WORDS = new Set(['and', 'of', 'the', 'for', 'at', 'on', 'in', 'de', 'del', 'la', 'van', 'von', 'da']);

/** "mcdonald" → "McDonald", "o'brien" → "O'Brien", "smith-jones" → "Smith-Jones", "dave's" → "Dave's". */
export function titleCaseWord(word: string): string {
  if (/[A-Z]/.test(word)) return word;
  return word
    .split('-')
    .map((part) => {
      const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
      if (/^mc[a-z]{2,}/.test(part)) return `Mc${cap(part.slice(2))}`;
      if (/^o'[a-z]{2,}/.test(part)) return `O'${cap(part.slice(2))}`;
      return cap(part);
    })
    .join('-');
}

/** A person's name from the tokens that spell it. */
export function personName(tokens: readonly Token[]): string {
  return tokens.map((t) => titleCaseWord(t.raw)).join(' ');
}

/** A company name from its tokens: suffixes in their usual form, joining words lower case. */
export function companyName(tokens: readonly Token[]): string {
  return tokens
    .map((token, index) => {
      const known = COMPANY_WORDS[token.text];
      // Legal suffixes take their usual form however they were written ("Inc" → "Inc.").
      if (known && LEGAL_FORMS.has(token.text)) return known;
      if (/[A-Z]/.test(token.raw)) return token.raw.replace(/\s+/g, '');
      if (known && (index > 0 || token.text !== 'it')) return known;
      if (index > 0 && MINOR_WORDS.has(token.text)) return token.text;
      return titleCaseWord(token.text);
    })
    .join(' ');
}

/**
 * A company name from bare lower-case words (a domain split into words, split-domain.ts): the
 * same forms as a spoken one ("Smith and Sons LLC", "Coastal HVAC"); a word already carrying
 * capitals ("ABC") is kept.
 */
export function companyNameFromWords(words: readonly string[]): string {
  return words
    .map((word, index) => {
      const known = COMPANY_WORDS[word];
      if (known && (LEGAL_FORMS.has(word) || index > 0 || word !== 'it')) return known;
      if (index > 0 && MINOR_WORDS.has(word)) return word;
      return titleCaseWord(word);
    })
    .join(' ');
}
