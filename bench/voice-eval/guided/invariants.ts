import { isProductSentence, overlapOfParts } from '../corpus-overlap.js';
import { checkSeparation, MAX_MEAN_OVERLAP, MAX_OVERLAP } from '../invariants.js';
import { SPLITS, templatesFor } from '../split.js';
import { GUIDED_GROUPS } from './answers.js';
import { GUIDED_SCRIPT_COUNTS, type GuidedScript } from './scripts.js';

/**
 * What must hold for the guided figures to mean anything, checked where the scripts are made (as
 * ../invariants.ts does for whole messages): both sides have wordings of every answer, test
 * scripts share no template, list entry or speaker with train and dev, every answer says what
 * its truth claims, and the wording is not the language model's (under MAX_OVERLAP of a script's
 * five-word runs, MAX_MEAN_OVERLAP on average).
 */
export const ANSWERS_PER_SCRIPT = 7;
export const GUIDED_WORD_RANGE = [35, 130] as const;

export function checkGuidedInvariants(scripts: readonly GuidedScript[]): void {
  const fail = (message: string): never => {
    throw new Error(`guided evaluation set: ${message}`);
  };
  for (const group of GUIDED_GROUPS) {
    if (templatesFor(group, 'test').length === 0 || templatesFor(group, 'tuning').length === 0)
      fail(`template group ${group.name} needs wordings on both sides (at least three templates)`);
  }
  for (const split of SPLITS) {
    const count = scripts.filter((s) => s.split === split).length;
    if (count !== GUIDED_SCRIPT_COUNTS[split])
      fail(`${split} has ${count} scripts, expected ${GUIDED_SCRIPT_COUNTS[split]}`);
  }
  if (new Set(scripts.map((s) => s.id)).size !== scripts.length) fail('script ids are not unique');
  checkSeparation(scripts, fail);

  for (const script of scripts) {
    const { truth, id, answers } = script;
    const first = (answers[0] ?? '').toLowerCase();
    if (answers.length !== ANSWERS_PER_SCRIPT || answers.some((a) => a.trim() === ''))
      fail(`${id} does not answer all seven questions`);
    if (!first.includes(truth.firstName.toLowerCase())) fail(`${id}: the first answer lacks ${truth.firstName}`);
    if (truth.said.lastName && !first.includes(truth.lastName.toLowerCase()))
      fail(`${id}: the first answer lacks ${truth.lastName}`);
    if (truth.said.company && !first.includes(truth.company.toLowerCase()))
      fail(`${id}: the first answer lacks ${truth.company}`);
    if (truth.said.debt !== (truth.debtAmount !== undefined)) fail(`${id}: the debt band does not match what is said`);
    if (truth.said.creditors !== (truth.creditorsCount !== undefined))
      fail(`${id}: the creditors band does not match what is said`);
    if (script.words < GUIDED_WORD_RANGE[0] || script.words > GUIDED_WORD_RANGE[1])
      fail(`${id} has ${script.words} words`);
    if (/\d/.test(script.text)) fail(`${id} has digits; numbers must be written as spoken`);
    if (/\{|\}|undefined/.test(script.text)) fail(`${id} has an unfilled slot: ${script.text}`);
  }

  const overlaps = scripts.map((s) => ({ id: s.id, share: overlapOfParts(s.answers) }));
  const worst = overlaps.reduce((a, b) => (b.share > a.share ? b : a));
  if (worst.share > MAX_OVERLAP)
    fail(`${worst.id} repeats the product's corpora (${(100 * worst.share).toFixed(0)}% of 5-grams)`);
  const mean = overlaps.reduce((sum, o) => sum + o.share, 0) / overlaps.length;
  if (mean > MAX_MEAN_OVERLAP) fail(`scripts repeat the product's corpora (${(100 * mean).toFixed(1)}% of 5-grams)`);
}

/**
 * The mean and worst overlap with the product's corpora (five-word runs within each answer), and
 * the share of answers that are word for word a sentence of them, for the log and the README.
 */
export function overlapSummary(scripts: readonly GuidedScript[]): string {
  const shares = scripts.map((s) => overlapOfParts(s.answers));
  const mean = shares.reduce((a, b) => a + b, 0) / Math.max(1, shares.length);
  const answers = scripts.flatMap((s) => s.answers);
  const verbatim = answers.filter(isProductSentence).length;
  return (
    `5-grams within answers shared with the product's corpora: mean ${(100 * mean).toFixed(1)}%, ` +
    `worst ${(100 * Math.max(0, ...shares)).toFixed(0)}%; answers that are word for word one of its sentences: ` +
    `${verbatim}/${answers.length}`
  );
}
