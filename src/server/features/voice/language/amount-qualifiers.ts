import { phrases } from './phrase-list.js';

/**
 * The words said before an amount or a count that qualify it, as the extractor reads them
 * (extraction/number-words.ts): a bound moves a figure across a band's edge ("just under a
 * million" is below a million, see extraction/bands.ts), a hedge only marks it as approximate.
 * The language model's training text says a sample of them (transcription/corpus/debts.ts).
 * Order matters: the first bound that ends at an amount is the one a hedge may stand before.
 */
export const OVER = phrases`
  over, more than, above, north of, upwards of, in excess of, just over, a little over, well over, a bit over,
  over about
`;
export const UNDER = phrases`
  under, less than, below, just under, almost, nearly, close to, shy of, just shy of, not quite, a little under
`;
export const HEDGES = phrases`
  about, around, roughly, approximately, approx, like, maybe, probably, somewhere around, estimated, an estimated,
  give or take, ballpark, somewhere between, between, approximately about, just about
`;
