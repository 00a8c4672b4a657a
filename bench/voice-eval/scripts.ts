import { creditorsCountBand, debtAmountBand } from '../../src/server/features/voice/extraction/bands.js';
import type { CreditorsCount, DebtAmount } from '../../src/shared/lead-options.js';
import { emailFor } from './email.js';
import { drawFacts } from './facts.js';
import type { Origin } from './lists/names.js';
import { seededRandom, type Random } from './random.js';
import { SCRIPT_COUNTS, templatesFor, tuningSplit, voicesFor, type Side, type Split } from './split.js';
import { CALLER, CLOSINGS, LATE_COMPANY, OPENINGS } from './templates/caller.js';
import { withHabits } from './templates/habits.js';
import { LEGAL_NO, LEGAL_YES } from './templates/legal.js';
import { CREDITORS, DEBT, DEBT_DECLINED, REVENUE } from './templates/money.js';
import { BANKRUPTCY_CONSIDERED, BANKRUPTCY_NOT, BANKRUPTCY_SUGGESTED, GOAL } from './templates/outlook.js';
import type { BankruptcyAnswer, Facts, LegalAnswer, Said, TemplateGroup } from './templates/types.js';

/**
 * The voicemail scripts: what each caller says, in order, and the truth a person would write
 * down from it. Deterministic from the seed. A script answers the recorder's seven questions
 * (src/client/features/voice/voicemail-copy.ts) in the caller's own words, skipping some,
 * answering some out of order, hesitating and restarting, and the e-mail typed in the form.
 */
export interface Truth {
  firstName: string;
  lastName: string;
  company: string;
  /**
   * Whether the recording says them. An unsaid name may still be read from the e-mail; an unsaid
   * debt or creditor count has no right answer but an empty field.
   */
  said: { lastName: boolean; company: boolean; debt: boolean; creditors: boolean };
  /** The form's answer option (bands.ts); absent when the caller declined to give a figure. */
  debtAmount?: DebtAmount;
  debtValue?: number;
  creditorsCount?: CreditorsCount;
  creditorsValue?: number;
  legal: LegalAnswer | 'unsaid';
  bankruptcy: BankruptcyAnswer | 'unsaid';
}

export interface Script {
  id: string;
  split: Split;
  voice: string;
  origin: Origin;
  /** What is spoken, numbers in words as said. */
  text: string;
  words: number;
  truth: Truth;
  email: string;
  emailCarriesName: boolean;
  emailNameParts: Array<'first' | 'last'>;
  /** Template ids and list entries used: the split's proof of separation (invariants.ts). */
  used: { templates: string[]; entries: string[] };
}

/** 25–50 s at the voices' speaking rates. */
export const WORD_RANGE = [62, 140] as const;

export function generateScripts(seed: number): Script[] {
  const tuning = Array.from({ length: SCRIPT_COUNTS.train + SCRIPT_COUNTS.dev }, () => 'tuning' as const);
  const test = Array.from({ length: SCRIPT_COUNTS.test }, () => 'test' as const);
  const counters: Record<Split, number> = { train: 0, dev: 0, test: 0 };
  // One stream per side: adding test scripts never changes the train scripts, and vice versa.
  const streams: Record<Side, Random> = { tuning: seededRandom(seed), test: seededRandom(seed ^ 0x7e57_5e7) };
  return [...tuning, ...test].map((side, i) => {
    const split = side === 'test' ? 'test' : tuningSplit(i);
    const index = counters[split]++;
    const voices = voicesFor(side);
    // Round robin, so the first N messages of a split (--limit) still cover its voices evenly.
    const voice = voices[index % voices.length]?.id ?? '';
    return generateScript(streams[side], side, `${split}-${String(index).padStart(3, '0')}`, split, voice);
  });
}

function generateScript(r: Random, side: Side, id: string, split: Split, voice: string): Script {
  for (let attempt = 0; attempt < 50; attempt++) {
    const script = draft(r, side, id, split, voice);
    if (script.words >= WORD_RANGE[0] && script.words <= WORD_RANGE[1]) return script;
  }
  throw new Error(`${id}: no draft of ${WORD_RANGE.join('–')} words in 50 attempts`);
}

function draft(r: Random, side: Side, id: string, split: Split, voice: string): Script {
  const drawn = drawFacts(r, side);
  const { facts } = drawn;
  const templates: string[] = [];
  const say = (group: TemplateGroup): Said => {
    const template = r.pick(templatesFor(group, side));
    templates.push(template.id);
    return template.say(facts, r);
  };

  const caller = say(CALLER);
  const debt = r.chance(0.93) ? say(DEBT) : say(DEBT_DECLINED);
  const body: Said[] = [debt];
  const legal = r.chance(0.88) ? say(r.chance(0.45) ? LEGAL_YES : LEGAL_NO) : undefined;
  if (legal) body.push(legal);
  if (r.chance(0.85)) body.push(say(REVENUE));
  const creditors = r.chance(0.92) ? say(CREDITORS) : undefined;
  if (creditors) body.push(creditors);
  const bankruptcy = r.chance(0.85) ? say(bankruptcyGroup(r)) : undefined;
  if (bankruptcy) body.push(bankruptcy);
  const goal = r.chance(0.88) ? say(GOAL) : undefined;
  if (goal) body.push(goal);
  reorder(body, goal, r);

  const lateCompany = caller.omitsCompany && r.chance(0.7) ? say(LATE_COMPANY) : undefined;
  const sentences = [
    ...(r.chance(0.8) ? [say(OPENINGS).text] : []),
    ...[caller, ...body, ...(lateCompany ? [lateCompany] : [])].map((s) => withHabits(s.text, r)),
    ...(r.chance(0.75) ? [say(CLOSINGS).text] : []),
  ];
  const text = sentences.join(' ');
  const email = emailFor({ ...facts, company: drawn.company }, r);
  return {
    id,
    split,
    voice,
    origin: drawn.origin,
    text,
    words: text.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length,
    truth: truthOf(facts, drawn.company, { caller, debt, creditors, legal, bankruptcy, lateCompany }),
    email: email.address,
    emailCarriesName: email.carriesName,
    emailNameParts: email.nameParts,
    used: { templates, entries: drawn.entries },
  };
}

function bankruptcyGroup(r: Random): TemplateGroup {
  const roll = r.next();
  return roll < 0.3 ? BANKRUPTCY_SUGGESTED : roll < 0.55 ? BANKRUPTCY_CONSIDERED : BANKRUPTCY_NOT;
}

/** Callers answer out of order: two neighbours swapped, or the goal first. */
function reorder(body: Said[], goal: Said | undefined, r: Random): void {
  if (r.chance(0.2) && body.length > 2) {
    const i = r.between(0, body.length - 2);
    [body[i], body[i + 1]] = [body[i + 1] as Said, body[i] as Said];
  }
  if (goal && r.chance(0.1)) {
    body.splice(body.indexOf(goal), 1);
    body.unshift(goal);
  }
}

interface Answers {
  caller: Said;
  debt: Said;
  creditors: Said | undefined;
  legal: Said | undefined;
  bankruptcy: Said | undefined;
  lateCompany: Said | undefined;
}

function truthOf(facts: Facts, company: string, a: Answers): Truth {
  const debtAmount = a.debt.declinesDebt ? undefined : debtAmountBand(facts.debt.value, facts.debt.bound);
  const creditorsCount = a.creditors ? creditorsCountBand(facts.creditors.value, facts.creditors.bound) : undefined;
  return {
    firstName: facts.firstName,
    lastName: facts.lastName,
    company,
    said: {
      lastName: !a.caller.omitsLastName,
      company: !a.caller.omitsCompany || a.lateCompany !== undefined,
      debt: !a.debt.declinesDebt,
      creditors: a.creditors !== undefined,
    },
    ...(debtAmount ? { debtAmount, debtValue: facts.debt.value } : {}),
    ...(creditorsCount ? { creditorsCount, creditorsValue: facts.creditors.value } : {}),
    legal: a.legal?.legal ?? 'unsaid',
    bankruptcy: a.bankruptcy?.bankruptcy ?? 'unsaid',
  };
}
