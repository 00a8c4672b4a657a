/**
 * What a sentence template of the voicemail corpus can say. Each slot draws from the corpus's
 * seeded generator when called, so the order of the calls in a template is part of the corpus
 * (and of the model built from it): change a template and the sentences after it change too.
 * The slots are plain functions (no `this`): the templates destructure them.
 */
export interface Say {
  pick: <T>(items: readonly T[]) => T;
  first: () => string;
  last: () => string;
  title: () => string;
  industry: () => string;
  state: () => string;
  city: () => string;
  company: () => string;
  /** "about", "just under": said before an amount. */
  hedge: () => string;
  /** A small count in words (2 to 60). */
  small: () => string;
  years: () => string;
  percent: () => string;
  creditors: () => string;
  debtKind: () => string;
  legal: () => string;
  goal: () => string;
  /** Ten digits said one by one. */
  digits: () => string;
  /** A total in words ("two point five million dollars"). */
  amount: () => string;
  /** A month's revenue in words ("eighty five thousand"). */
  monthly: () => string;
}

export type Template = () => string;
