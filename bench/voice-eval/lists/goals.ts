/**
 * What callers want once the debt is dealt with (question 7), finishing "I want to …". Written
 * apart from the language model's goals (transcription/corpus/outlook.ts); some carry numbers
 * and money words, as real goals do, which a careless reader might take for the debt.
 * Split by position like names.ts: every fourth entry is kept for the test scripts; append only.
 */
export const GOALS: readonly string[] = [
  'get the daily withdrawals down to something we can live with',
  'settle these balances for less than the full amount',
  'get out from under the cash advances for good',
  'keep the shop open through next year',
  'make payroll without panicking every single week',
  'hand the company to my daughter someday',
  'roll everything into one payment I can actually afford',
  'stop the phone calls so I can get back to work',
  'buy the building we rent right now',
  'open a second location once this is behind us',
  'clean up our credit and qualify for a real bank loan',
  'keep all twelve of my guys employed',
  'pay the suppliers on time again',
  'take a paycheck for myself for once',
  'stop borrowing from one funder to pay another',
  'get the tax situation settled with the state',
  'keep the trucks on the road and the drivers paid',
  'retire in five or six years without losing the house',
  'get through the slow season without new debt',
  'protect the people who have worked for me for twenty years',
  'bid on bigger contracts again',
  'stop the account freezes and breathe a little',
  'fix the cash flow so we are not always behind',
  'sell the business eventually at a fair price',
];
