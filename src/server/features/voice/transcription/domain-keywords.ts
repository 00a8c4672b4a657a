/**
 * The vocabulary of a voicemail to a business debt restructuring firm that a general speech model
 * is likely to miss or misspell: acronyms (MCA, UCC, SBA, EIDL, ACH, IRS), legal terms (levy,
 * confession of judgment, Subchapter V) and the trade's own words (funders, stacking), written the
 * way the transcript should spell them. The hosted engine sends them as context (`prompt`) and,
 * to models that take them, as keyword hints (openai-engine.ts).
 *
 * Kept short on purpose (at most 40, most useful first): the prompt has a small budget (Whisper
 * reads about 224 tokens of it; the engine caps it at 800 characters and puts the caller's name
 * first), and a long list dilutes each hint and makes the model readier to "hear" a term nobody
 * said. Everyday words (debt, loan, bank, lawyer) need no help and stay out; the offline engine
 * has its own, much larger, vocabulary (corpus/).
 */
export const DOMAIN_KEYWORDS: readonly string[] = Object.freeze([
  'merchant cash advance',
  'MCA',
  'UCC lien',
  'UCC filing',
  'judgment',
  'default judgment',
  'confession of judgment',
  'garnishment',
  'levy',
  'bank levy',
  'tax lien',
  'Chapter 11',
  'Subchapter V',
  'Chapter 7',
  'bankruptcy',
  'restructuring',
  'debt settlement',
  'creditors',
  'funders',
  'SBA loan',
  'EIDL',
  'line of credit',
  'equipment lease',
  'factoring',
  'personal guarantee',
  'IRS',
  'payroll',
  'payroll taxes',
  'ACH',
  'daily debits',
  'stacking',
  'forbearance',
  'collection agency',
  'summons',
  'demand letter',
  'cash flow',
  'gross revenue',
]);
