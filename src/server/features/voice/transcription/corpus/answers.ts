import { phrases } from '#server/features/voice/language/phrase-list.js';
import type { Say, Template } from './say.js';

/**
 * Short answers to one question each, as a caller guided one question at a time gives them
 * (issue 24): the question is on screen, so the answer rarely repeats it ("about two million,
 * mostly cash advances", "eleven, maybe twelve", "no, nothing like that"). Each answer model
 * (answer-language-models.ts) is built from its question's templates only, so its decoder
 * expects what that question is answered with. Hesitations and a few general words are in every
 * set: callers say them, and a model without them would turn them into amounts.
 */
export type AnswerCorpusTopic = 'amount' | 'count' | 'legal' | 'bankruptcy';

const FILLERS = phrases`um, uh, so, well, okay, yeah, i think, i would say, honestly, let me think, oh`;

const filler = ({ pick }: Say) => pick(FILLERS);

const amountAnswers = (say: Say): Template[] => {
  const { pick, hedge, amount, monthly, debtKind, creditors } = say;
  return [
    () => amount(),
    () => `${hedge()} ${amount()}`,
    () => `${filler(say)} ${hedge()} ${amount()}`,
    () => `${hedge()} ${amount()} ${pick(['total', 'in total', 'all together', 'all in'])}`,
    () => `${hedge()} ${amount()} mostly ${debtKind()}`,
    () => `${amount()} to ${creditors()}`,
    () => `we owe ${hedge()} ${amount()}`,
    () => `i would say ${amount()} maybe ${amount()}`,
    () => `somewhere between ${amount()} and ${amount()}`,
    () => `${hedge()} ${monthly()} a month`,
    () => `${hedge()} ${monthly()} ${pick(['a month', 'per month', 'monthly', 'on a good month'])}`,
    () => `we do ${hedge()} ${monthly()} a month`,
    () => `${pick(['revenue', 'gross revenue', 'sales', 'cash flow'])} is ${hedge()} ${monthly()}`,
    () => `${hedge()} ${amount()} a year`,
    () => `it is ${pick(['tight', 'negative', 'up and down', 'not enough'])} ${hedge()} ${monthly()}`,
    () => `i am not sure ${hedge()} ${amount()}`,
  ];
};

const countAnswers = (say: Say): Template[] => {
  const { hedge, small, creditors, pick } = say;
  return [
    () => small(),
    () => `${hedge()} ${small()}`,
    () => `${small()} maybe ${small()}`,
    () => `${filler(say)} ${small()}`,
    () => `${small()} ${pick(['creditors', 'lenders', 'funders', 'of them'])}`,
    () => `${hedge()} ${small()} ${creditors()}`,
    () => `${small()} ${creditors()} and ${small()} ${creditors()}`,
    () => `${pick(['just', 'only'])} ${small()}`,
    () => `we have ${small()} creditors`,
    () => `${small()} and ${small()} collection agencies`,
    () => `i think ${small()} in total`,
  ];
};

const legalAnswers = (say: Say): Template[] => {
  const { legal, creditors, pick } = say;
  return [
    () => pick(['no', 'nope', 'none', 'no nothing', 'not yet', 'no not yet', 'no nothing like that']),
    () => `no ${pick(['lawsuits', 'judgments', 'liens'])} ${pick(['yet', 'so far', ''])}`.trim(),
    () => `no but ${creditors()} ${pick(['are threatening to sue', 'are calling every day', 'sent a demand letter'])}`,
    () => `yes ${legal()}`,
    () => `yes ${legal()} and ${legal()}`,
    () => `${legal()} from ${creditors()}`,
    () => `${filler(say)} ${legal()}`,
    () => `we got ${legal()} last ${pick(['week', 'month', 'year'])}`,
    () => `one of the ${creditors()} filed ${legal()}`,
    () => `${pick(['yes', 'yeah'])} ${pick(['two', 'three', 'a couple of'])} lawsuits`,
  ];
};

const bankruptcyAnswers = (say: Say): Template[] => {
  const { pick } = say;
  const adviser = () => pick(['attorney', 'lawyer', 'accountant', 'c p a', 'banker']);
  const chapter = () => pick(['bankruptcy', 'chapter eleven', 'chapter seven', 'chapter thirteen']);
  return [
    () => pick(['no', 'nope', 'no never', 'not really', 'no we have not', 'no not at all']),
    () => `no we ${pick(['want to avoid it', 'do not want that', 'have not considered it'])}`,
    () => `our ${adviser()} suggested ${chapter()}`,
    () => `${pick(['yes', 'yeah'])} our ${adviser()} mentioned ${chapter()} but we would rather not`,
    () => `we thought about ${chapter()} but ${pick(['no', 'we did not file', 'it is the last resort'])}`,
    () => `${pick(['yes', 'yeah'])} we considered ${chapter()}`,
    () => `${filler(say)} it came up but ${pick(['we do not want it', 'i want to avoid it', 'no'])}`,
    () => `${chapter()} is ${pick(['not an option', 'the last resort', 'something i want to avoid'])}`,
    () => `we filed ${chapter()} ${pick(['years ago', 'before', 'once'])}`,
  ];
};

export const ANSWER_TEMPLATES: Record<AnswerCorpusTopic, (say: Say) => Template[]> = {
  amount: amountAnswers,
  count: countAnswers,
  legal: legalAnswers,
  bankruptcy: bankruptcyAnswers,
};
