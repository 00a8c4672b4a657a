import { creditorsCountBand, debtAmountBand } from '../../../src/server/features/voice/extraction/bands.js';
import { emailFor } from '../email.js';
import { drawFacts } from '../facts.js';
import type { Origin } from '../lists/names.js';
import { seededRandom, type Random } from '../random.js';
import type { Truth } from '../scripts.js';
import { CREDITOR_NOUNS, spokenCreditors, type Spoken } from '../spoken-numbers.js';
import { entriesFor, templatesFor, tuningSplit, voicesFor, type Side, type Split } from '../split.js';
import { withHabits } from '../templates/habits.js';
import {
  ADVISORS,
  CITIES,
  DEBT_MAKEUP,
  GOODBYES,
  GREETINGS,
  Q1_CALLER,
  Q2_DEBT,
  Q2_DECLINED,
  Q3_LEGAL_NO,
  Q3_LEGAL_YES,
  Q3_UNSURE,
  Q4_REVENUE,
  Q5_CREDITORS,
  Q5_UNSURE,
  Q6_CONSIDERED,
  Q6_NOT,
  Q6_SUGGESTED,
  Q7_GOAL,
  ROLES,
  YEARS,
  type GuidedFacts,
  type GuidedGroup,
  type GuidedSaid,
} from './answers.js';

/**
 * Guided voicemail scripts: a caller answering the seven questions one at a time (answers.ts),
 * with the truth a person would write down. Deterministic from the seed, split like the whole
 * messages (../split.ts): test voices, test templates and test list entries only in test scripts,
 * train and dev drawn from one pool (every fourth is dev). Kept apart from the whole-message set
 * (own seed, own ids), so the two sets can be measured side by side.
 */
export interface GuidedScript {
  id: string;
  split: Split;
  voice: string;
  origin: Origin;
  /** The seven answers in order, each as spoken (habits included). */
  answers: string[];
  /** Every answer, joined: the reference transcript. */
  text: string;
  words: number;
  truth: Truth;
  email: string;
  emailCarriesName: boolean;
  emailNameParts: Array<'first' | 'last'>;
  used: { templates: string[]; entries: string[] };
  /**
   * How the caller taps Next: for every question, stopping after `marksKept` marks (they keep
   * answering), or never (mark 0 only). Set by position in the split, not drawn, so that the first
   * N scripts of a short run hold about the population's share of each (TAPPING below).
   */
  tapping: 'every question' | 'stopped' | 'never';
  marksKept: number;
}

/**
 * One script in seven (14%) stops tapping after 2–6 marks, one in 25 (4%) never taps; the
 * periods are prime to the number of voices, so neither falls on one voice.
 */
export function tappingAt(index: number, r: Random): Pick<GuidedScript, 'tapping' | 'marksKept'> {
  if (index % 25 === 17) return { tapping: 'never', marksKept: 1 };
  if (index % 7 === 4) return { tapping: 'stopped', marksKept: r.between(2, 6) };
  return { tapping: 'every question', marksKept: 7 };
}

export const GUIDED_SEED = 20_261_128;
export const GUIDED_SCRIPT_COUNTS: Record<Split, number> = { train: 240, dev: 80, test: 80 };

export function generateGuidedScripts(seed: number = GUIDED_SEED): GuidedScript[] {
  const counts = GUIDED_SCRIPT_COUNTS;
  const sides: Side[] = [
    ...Array.from({ length: counts.train + counts.dev }, () => 'tuning' as const),
    ...Array.from({ length: counts.test }, () => 'test' as const),
  ];
  const counters: Record<Split, number> = { train: 0, dev: 0, test: 0 };
  // One stream per side, as for the whole messages: adding test scripts never changes train ones.
  const streams: Record<Side, Random> = { tuning: seededRandom(seed), test: seededRandom(seed ^ 0x6e1d_ed) };
  return sides.map((side, i) => {
    const split = side === 'test' ? 'test' : tuningSplit(i);
    const index = counters[split]++;
    const voices = voicesFor(side);
    // Round robin: the first N of a split (--limit) cover its voices evenly.
    const voice = voices[index % voices.length]?.id ?? '';
    const r = streams[side];
    const script = draft(r, side, `g-${split}-${String(index).padStart(3, '0')}`, split, voice);
    return { ...script, ...tappingAt(index, r) };
  });
}

const sameCreditorsBand = (a: number, b: number) => creditorsCountBand(a) === creditorsCountBand(b);
const BARE = { one: '', many: '' };

function draft(
  r: Random,
  side: Side,
  id: string,
  split: Split,
  voice: string,
): Omit<GuidedScript, 'tapping' | 'marksKept'> {
  const drawn = drawFacts(r, side);
  const entries = [...drawn.entries];
  const from = (list: string, items: readonly string[]): string => {
    const item = r.pick(entriesFor(items, side));
    entries.push(`${list}:${item}`);
    return item;
  };
  const count = bareCount(spokenCreditors(r, BARE, sameCreditorsBand));
  const facts: GuidedFacts = {
    ...drawn.facts,
    debt: { ...drawn.facts.debt, words: aHundred(drawn.facts.debt.words, r) },
    revenue: { ...drawn.facts.revenue, words: aHundred(drawn.facts.revenue.words, r) },
    count,
    noun: r.pick(CREDITOR_NOUNS),
    makeup: from('guided-makeup', DEBT_MAKEUP),
    advisor: from('guided-advisor', ADVISORS),
    years: from('guided-years', YEARS),
    city: from('guided-city', CITIES),
    role: from('guided-role', ROLES),
  };
  const templates: string[] = [];
  const say = (group: GuidedGroup): GuidedSaid => {
    const template = r.pick(templatesFor(group, side));
    templates.push(template.id);
    return template.say(facts, r);
  };

  const greeting = r.chance(0.25) ? say(GREETINGS).text : undefined;
  const caller = say(Q1_CALLER);
  const debt = say(r.chance(0.93) ? Q2_DEBT : Q2_DECLINED);
  const legal = say(r.chance(0.95) ? (r.chance(0.45) ? Q3_LEGAL_YES : Q3_LEGAL_NO) : Q3_UNSURE);
  const revenue = say(Q4_REVENUE);
  const creditors = say(r.chance(0.94) ? Q5_CREDITORS : Q5_UNSURE);
  const roll = r.next();
  const bankruptcy = say(roll < 0.3 ? Q6_SUGGESTED : roll < 0.55 ? Q6_CONSIDERED : Q6_NOT);
  const goal = say(Q7_GOAL);
  const goodbye = r.chance(0.4) ? say(GOODBYES).text : undefined;

  // Fillers go before a figure, never inside it ("one, uh, hundred and ten thousand").
  const figures = new Set([debt, revenue, creditors]);
  const answers = [caller, debt, legal, revenue, creditors, bankruptcy, goal].map((said) =>
    withHabits(said.text, r, { inner: !figures.has(said) }),
  );
  if (greeting) answers[0] = `${greeting} ${answers[0] ?? ''}`;
  if (goodbye) answers[6] = `${answers[6] ?? ''} ${goodbye}`;
  const text = answers.join(' ');
  const email = emailFor({ ...facts, company: drawn.company }, r);

  const debtAmount = debt.declines ? undefined : debtAmountBand(facts.debt.value, facts.debt.bound);
  const creditorsCount = creditors.declines ? undefined : creditorsCountBand(count.value, count.bound);
  const truth: Truth = {
    firstName: facts.firstName,
    lastName: facts.lastName,
    company: drawn.company,
    said: {
      lastName: !caller.omitsLastName,
      company: !caller.omitsCompany,
      debt: debtAmount !== undefined,
      creditors: creditorsCount !== undefined,
    },
    ...(debtAmount ? { debtAmount, debtValue: facts.debt.value } : {}),
    ...(creditorsCount ? { creditorsCount, creditorsValue: count.value } : {}),
    legal: legal.legal ?? 'unsaid',
    bankruptcy: bankruptcy.bankruptcy ?? 'unsaid',
  };
  return {
    id,
    split,
    voice,
    origin: drawn.origin,
    answers,
    text,
    words: text.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length,
    truth,
    email: email.address,
    emailCarriesName: email.carriesName,
    emailNameParts: email.nameParts,
    used: { templates, entries },
  };
}

/** A count said without its noun: "eleven or twelve", "a couple", "more than fifty". */
function bareCount(spoken: Spoken): Spoken {
  const words = spoken.words.trim().replace(/^a couple of$/, 'a couple');
  return { ...spoken, words };
}

/** "one hundred eighty thousand" said, half the time, as "a hundred eighty thousand". */
function aHundred(words: string, r: Random): string {
  return r.chance(0.5) ? words.replace(/(^|\s)one hundred\b/, '$1a hundred') : words;
}
