import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  FIRST_NAME_WORDS,
  NAME_PRONUNCIATIONS,
  SURNAME_WORDS,
} from '#server/features/voice/language/name-lexicon.generated.js';
import type { TranscriptionHints } from './engine.js';
import type { TrieLanguageModel } from './trie-language-model.js';

/**
 * Name classes for the offline recogniser, for a message with hints (names read from the
 * e-mail or typed into a form). The hinted model says "[firstname]" and "[lastname]" where a
 * caller gives their name ("my name is [firstname] [lastname]", "[lastname] roofing"), and
 * pocketsphinx expands each class at decode time into the members a per-message class file
 * lists (an `-lmctl` control file): the caller's own names, which the decoder could otherwise
 * not say at all if the general model lacks them (Priya, Okafor). The lexicon
 * (scripts/build-name-lexicon.ts) gives ~50,000 names their pronunciations in the dictionary.
 *
 * A name the general model already knows as a word ("brown", "rachel") stays a plain word:
 * pocketsphinx ignores class members that are also in the model, so they are left out here.
 */
export const FIRST_NAME_CLASS = '[firstname]';
export const LAST_NAME_CLASS = '[lastname]';
export const NAME_CLASS_TOKENS: ReadonlySet<string> = new Set([FIRST_NAME_CLASS, LAST_NAME_CLASS]);

export interface NameClassMembers {
  first: readonly string[];
  last: readonly string[];
}

/**
 * log10 unigram probability left to a class token. A class stands for tens of thousands of
 * names, so at its corpus frequency some name fits any stretch of unclear speech ("and i own"
 * heard as "aaliyah talerico"); with this floor a name is reached through its context ("my name
 * is [firstname]", "from [lastname] roofing") and hardly ever through a back-off.
 */
const CLASS_UNIGRAM_LOG10 = -6;

/**
 * Words after which a name may follow on the strength of two words alone ("is", "i'm", "from",
 * "[firstname] [lastname]"). Any other bigram into a class ("juan [lastname]", heard for "one
 * point") is lowered to CLASS_UNIGRAM_LOG10, so there a name needs a three-word context from
 * the training text ("name is maria [lastname]"): measured on the evaluation set's dev split,
 * names otherwise crept in all over the transcript (README).
 */
const NAME_CUES: ReadonlySet<string> = new Set([
  'is',
  "i'm",
  'am',
  'this',
  'called',
  'from',
  'at',
  'of',
  "name's",
  'mr',
  'mrs',
  'ms',
  FIRST_NAME_CLASS,
]);

/** Confines the class tokens to name contexts, in place (CLASS_UNIGRAM_LOG10, NAME_CUES). */
export function confineNameClasses(model: TrieLanguageModel): void {
  model.words.forEach((word, id) => {
    if (!NAME_CLASS_TOKENS.has(word)) return;
    model.unigramProb[id] = Math.min(model.unigramProb[id] ?? 0, CLASS_UNIGRAM_LOG10);
    for (let bigram = model.bigramStart[id] ?? 0; bigram < (model.bigramStart[id + 1] ?? 0); bigram++) {
      const previous = model.words[model.bigramWord[bigram] ?? 0] ?? '';
      if (!NAME_CUES.has(previous))
        model.bigramProb[bigram] = Math.min(model.bigramProb[bigram] ?? 0, CLASS_UNIGRAM_LOG10);
    }
  });
}

const listed = (text: string) => text.split(/\s+/).filter(Boolean);

/** Pronunciation-dictionary lines for the lexicon's names the CMU dictionary lacks. */
export function namePronunciationLines(): string[] {
  return NAME_PRONUNCIATIONS.split('\n').filter(Boolean);
}

/** The lexicon's names that the language model does not already hold as plain words. */
export function nameClassMembers(modelWords: ReadonlySet<string>): NameClassMembers {
  const outside = (words: readonly string[]) => [...new Set(words)].filter((word) => !modelWords.has(word));
  return { first: outside(listed(FIRST_NAME_WORDS)), last: outside(listed(SURNAME_WORDS)) };
}

/** Every member of both classes, made once per built model rather than once per message. */
const memberSets = new WeakMap<NameClassMembers, ReadonlySet<string>>();
function memberSet(members: NameClassMembers): ReadonlySet<string> {
  let set = memberSets.get(members);
  if (!set) {
    set = new Set([...members.first, ...members.last]);
    memberSets.set(members, set);
  }
  return set;
}

/**
 * Writes the class definitions of one message and its control file into `dir`; returns the
 * control file's path (pass it as `-lmctl`, with `-lmname voicemail`), or null when no hinted
 * name is a class member (a name the model knows as a word needs no class; one with no
 * pronunciation cannot have one). Both classes hold the hinted names only: the whole lexicon in a
 * class let rare names replace common words all over the transcript (README, dev split).
 */
export async function writeHintedNameClasses(
  dir: string,
  languageModelFile: string,
  members: NameClassMembers,
  hints: TranscriptionHints | undefined,
): Promise<string | null> {
  const known = memberSet(members);
  const hinted = [...new Set((hints?.names ?? []).flatMap((name) => name.toLowerCase().split(/\s+/)))].filter((name) =>
    known.has(name),
  );
  if (hinted.length === 0) return null;
  const firstFile = path.join(dir, 'first-names.classdef');
  const lastFile = path.join(dir, 'last-names.classdef');
  await Promise.all([
    writeFile(firstFile, classDefinition(FIRST_NAME_CLASS, hinted)),
    writeFile(lastFile, classDefinition(LAST_NAME_CLASS, hinted)),
  ]);
  const control = path.join(dir, 'voicemail.lmctl');
  await writeFile(
    control,
    `{ ${firstFile} ${lastFile} }\n${languageModelFile} voicemail { ${FIRST_NAME_CLASS} ${LAST_NAME_CLASS} }\n`,
  );
  return control;
}

/** pocketsphinx's class definition format: LMCLASS [name], one "word probability" per line, END. */
export function classDefinition(name: string, members: readonly string[]): string {
  const probability = (1 / members.length).toExponential(4);
  return `LMCLASS ${name}\n${members.map((word) => `${word} ${probability}`).join('\n')}\nEND ${name}\n`;
}
