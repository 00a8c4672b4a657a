import { overlapWithProductCorpora } from './corpus-overlap.js';
import type { Script } from './scripts.js';
import { WORD_RANGE } from './scripts.js';
import { SCRIPT_COUNTS, SPLITS, templatesFor, voicesFor, type Split } from './split.js';
import { CALLER, CLOSINGS, LATE_COMPANY, OPENINGS } from './templates/caller.js';
import { LEGAL_NO, LEGAL_YES } from './templates/legal.js';
import { CREDITORS, DEBT, DEBT_DECLINED, REVENUE } from './templates/money.js';
import { BANKRUPTCY_CONSIDERED, BANKRUPTCY_NOT, BANKRUPTCY_SUGGESTED, GOAL } from './templates/outlook.js';

/**
 * What must hold for the figures to mean anything, checked every time the set is generated (the
 * bench folder is outside the test suite, so these run where the data is made, and a broken
 * generator never gets as far as a cache folder). Each failure throws with the reason.
 */
const GROUPS = [
  OPENINGS,
  CALLER,
  LATE_COMPANY,
  CLOSINGS,
  DEBT,
  DEBT_DECLINED,
  REVENUE,
  CREDITORS,
  LEGAL_YES,
  LEGAL_NO,
  BANKRUPTCY_SUGGESTED,
  BANKRUPTCY_CONSIDERED,
  BANKRUPTCY_NOT,
  GOAL,
];
/** Share of a script's 5-grams allowed to come from the product's own corpora (corpus-overlap.ts). */
export const MAX_OVERLAP = 0.2;
export const MAX_MEAN_OVERLAP = 0.05;

export function checkInvariants(scripts: readonly Script[]): void {
  const fail = (message: string): never => {
    throw new Error(`voice evaluation set: ${message}`);
  };

  for (const group of GROUPS) {
    if (templatesFor(group, 'test').length === 0 || templatesFor(group, 'tuning').length === 0)
      fail(`template group ${group.name} needs wordings on both sides (at least three templates)`);
  }
  for (const split of SPLITS) {
    const count = scripts.filter((s) => s.split === split).length;
    if (count !== SCRIPT_COUNTS[split]) fail(`${split} has ${count} scripts, expected ${SCRIPT_COUNTS[split]}`);
  }
  if (new Set(scripts.map((s) => s.id)).size !== scripts.length) fail('script ids are not unique');

  checkSeparation(scripts, fail);
  scripts.forEach((script) => checkScript(script, fail));

  const withName = scripts.filter((s) => s.emailCarriesName).length / scripts.length;
  if (withName < 0.35 || withName > 0.65)
    fail(`${(100 * withName).toFixed(0)}% of e-mails carry the name, not about half`);

  const overlaps = scripts.map((s) => ({ id: s.id, share: overlapWithProductCorpora(s.text) }));
  const worst = overlaps.reduce((a, b) => (b.share > a.share ? b : a));
  if (worst.share > MAX_OVERLAP)
    fail(`${worst.id} repeats the product's corpora (${(100 * worst.share).toFixed(0)}% of 5-grams)`);
  const mean = overlaps.reduce((sum, o) => sum + o.share, 0) / overlaps.length;
  if (mean > MAX_MEAN_OVERLAP) fail(`scripts repeat the product's corpora (${(100 * mean).toFixed(1)}% of 5-grams)`);
}

/** What the separation checks read of a script (whole-message or guided). */
type Separable = Pick<Script, 'id' | 'split' | 'voice' | 'used'>;

/** Test scripts share no wording, list entry or speaker with train/dev. */
export function checkSeparation(scripts: readonly Separable[], fail: (message: string) => never): void {
  const onSide = (test: boolean) => scripts.filter((s) => (s.split === 'test') === test);
  const usedBy = (list: readonly Separable[], key: 'templates' | 'entries') =>
    new Set(list.flatMap((s) => s.used[key]));
  for (const key of ['templates', 'entries'] as const) {
    const tuning = usedBy(onSide(false), key);
    const shared = [...usedBy(onSide(true), key)].filter((item) => tuning.has(item));
    if (shared.length > 0) fail(`test scripts share ${key} with train/dev: ${shared.slice(0, 5).join(', ')}`);
  }
  const testSpeakers = new Set(voicesFor('test').map((v) => v.speaker));
  const sharedSpeakers = voicesFor('tuning').filter((v) => testSpeakers.has(v.speaker));
  if (sharedSpeakers.length > 0) fail(`speakers on both sides: ${sharedSpeakers.map((v) => v.id).join(', ')}`);
  for (const script of scripts) {
    const side = script.split === 'test' ? 'test' : 'tuning';
    if (!voicesFor(side).some((v) => v.id === script.voice))
      fail(`${script.id} is read by ${script.voice}, not a ${side} voice`);
  }
}

function checkScript(script: Script, fail: (message: string) => never): void {
  const { truth, text, id } = script;
  const says = (words: string) => text.toLowerCase().includes(words.toLowerCase());
  if (!truth.firstName || !truth.lastName || !truth.company) fail(`${id} lacks a name or company`);
  if (!says(truth.firstName)) fail(`${id} never says the first name ${truth.firstName}`);
  if (truth.said.lastName && !says(truth.lastName)) fail(`${id} never says the last name ${truth.lastName}`);
  if (truth.said.company && !says(truth.company)) fail(`${id} never says the company ${truth.company}`);
  if (truth.said.debt !== (truth.debtAmount !== undefined)) fail(`${id}: the debt band does not match what is said`);
  if (truth.said.creditors !== (truth.creditorsCount !== undefined))
    fail(`${id}: the creditors band does not match what is said`);
  if (script.words < WORD_RANGE[0] || script.words > WORD_RANGE[1]) fail(`${id} has ${script.words} words`);
  if (/\d/.test(text)) fail(`${id} has digits; numbers must be written as spoken`);
  if (/\{|\}|undefined/.test(text)) fail(`${id} has an unfilled slot: ${text}`);
}

/** Counts per split of a truth field, to print after generation. */
export function distribution<T extends Pick<Script, 'split'>>(
  scripts: readonly T[],
  split: Split,
  field: (s: T) => string,
): string {
  const counts = new Map<string, number>();
  for (const s of scripts.filter((x) => x.split === split)) counts.set(field(s), (counts.get(field(s)) ?? 0) + 1);
  return [...counts.entries()]
    .sort()
    .map(([value, n]) => `${value} ${n}`)
    .join(', ');
}
