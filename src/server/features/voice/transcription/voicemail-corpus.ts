import { COMMON_FIRST_NAMES } from '#server/features/voice/language/first-names.js';
import { SPOKEN_DIGIT_WORDS } from '#server/features/voice/language/number-words.js';
import {
  aboutTheCaller,
  callBack,
  CITIES,
  COMPANY_SUFFIXES,
  COMPANY_WORDS,
  INDUSTRIES,
  LAST_NAMES,
  STATES,
  TITLES,
} from './corpus/caller.js';
import { aboutTheDebt, CREDITOR_KINDS, DEBT_KINDS, dollars, LEGAL_EVENTS, SAID_QUALIFIERS } from './corpus/debts.js';
import { aboutTheOutlook, GOALS } from './corpus/outlook.js';
import { ANSWER_TEMPLATES, type AnswerCorpusTopic } from './corpus/answers.js';
import type { Say, Template } from './corpus/say.js';
import { FIRST_NAME_CLASS, LAST_NAME_CLASS } from './name-classes.js';
import { numberWords } from './number-words.js';

/**
 * Training text for the voicemail language model: what a business owner says when answering the
 * recorder's seven questions (who they are, total debt, lawsuits/judgments/liens, monthly revenue,
 * number of creditors, bankruptcy, goals), plus greetings and call-back details. Sentences are
 * expanded from templates with a fixed seed, so the model is the same on every machine and run.
 * The templates and their words are in corpus/, by question; the words the extractor shares are
 * in ../language/.
 *
 * Keep the evaluation sentences (test-fixtures/voice/evaluation-sentences.ts) out of here: the model is only worth
 * keeping if it helps on speech it was not built from.
 */

/** Deterministic PRNG (mulberry32): the same corpus everywhere. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The share of names in the hinted model's training text that are the class tokens the decoder
 * expands into the message's hinted names (name-classes.ts); the rest are common names the
 * general model knows as words. The model without hints has none (share 0).
 */
export const NAME_CLASS_SHARE = 0.3;

export function buildVoicemailCorpus(sentenceCount = 6000, seed = 1991, nameClassShare = 0): string[] {
  const { random, say } = seededSay(seed, nameClassShare);
  // The order of the templates is part of the corpus: each is picked by its position.
  const templates = [...aboutTheCaller(say), ...aboutTheDebt(say), ...aboutTheOutlook(say), ...callBack(say)];
  return expand(templates, sentenceCount, random);
}

/** The training text of one answer model (corpus/answers.ts): short answers to its question only. */
export function buildAnswerCorpus(topic: AnswerCorpusTopic, sentenceCount = 3000, seed = 1991): string[] {
  const { random, say } = seededSay(seed, 0);
  return expand(ANSWER_TEMPLATES[topic](say), sentenceCount, random);
}

function expand(templates: readonly Template[], sentenceCount: number, random: () => number): string[] {
  const sentences = new Set<string>();
  for (let attempt = 0; sentences.size < sentenceCount && attempt < sentenceCount * 5; attempt++) {
    const template = templates[Math.floor(random() * templates.length)] as Template;
    sentences.add(template().replace(/\s+/g, ' ').trim());
  }
  return [...sentences];
}

function seededSay(seed: number, nameClassShare: number): { random: () => number; say: Say } {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

  const industry = () => pick(INDUSTRIES);
  const say: Say = {
    pick,
    // Some names are the class tokens (NAME_CLASS_SHARE), the rest common names.
    first: () => (random() < nameClassShare ? FIRST_NAME_CLASS : pick(COMMON_FIRST_NAMES)),
    last: () => (random() < nameClassShare ? LAST_NAME_CLASS : pick(LAST_NAMES)),
    title: () => pick(TITLES),
    industry,
    state: () => pick(STATES),
    city: () => pick(CITIES),
    // Many small firms carry the owner's surname ("walsh excavating").
    company: () =>
      `${random() < 2 * nameClassShare ? LAST_NAME_CLASS : pick(COMPANY_WORDS)} ${random() < 0.5 ? industry() : pick(COMPANY_SUFFIXES)}`,
    hedge: () => pick(SAID_QUALIFIERS),
    small: () => numberWords(between(2, 60)),
    years: () => numberWords(between(2, 40)),
    percent: () => numberWords(between(2, 9) * 10 + (random() < 0.3 ? 5 : 0)),
    creditors: () => pick(CREDITOR_KINDS),
    debtKind: () => pick(DEBT_KINDS),
    legal: () => pick(LEGAL_EVENTS),
    goal: () => pick(GOALS),
    digits: () => Array.from({ length: 10 }, () => pick(SPOKEN_DIGIT_WORDS)).join(' '),
    amount: () => dollars(random, pick),
    monthly: () => dollars(random, pick, true),
  };
  return { random, say };
}
