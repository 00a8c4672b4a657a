import { readFile } from 'node:fs/promises';

/**
 * The CMU pronouncing dictionary as pocketsphinx reads it ('word PH ON ES', variants as
 * 'word(2) ...'). The decoder can only output words it can pronounce, so the language model's
 * vocabulary is limited to these; a dictionary cut down to that vocabulary also loads faster.
 */
export type PronunciationDictionary = Map<string, string[]>;

export async function readPronunciationDictionary(file: string): Promise<PronunciationDictionary> {
  const dictionary: PronunciationDictionary = new Map();
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    const entries = dictionary.get(word);
    if (entries) entries.push(line);
    else dictionary.set(word, [line]);
  }
  return dictionary;
}

/** The dictionary file text for just these words (with their pronunciation variants). */
export function dictionaryText(dictionary: PronunciationDictionary, words: Iterable<string>): string {
  const lines: string[] = [];
  for (const word of words) lines.push(...(dictionary.get(word) ?? []));
  return lines.join('\n') + '\n';
}
