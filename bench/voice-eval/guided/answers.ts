import type { Random } from '../random.js';
import type { CreditorNoun, Spoken } from '../spoken-numbers.js';
import type { BankruptcyAnswer, Facts, LegalAnswer } from '../templates/types.js';

/**
 * The guided voicemail's answers: the recorder shows one question at a time (SPEC §2,
 * src/client/features/voice/voicemail-copy.ts) and the caller answers that question only, short
 * and in their own words, often leaning on the question ("eleven, maybe twelve", "our attorney
 * mentioned it but we'd rather not", "no, nothing like that"). Such answers say the topic less
 * than a whole message does: the question carries it, which is what marks let the server use.
 *
 * Written for this set, apart from the language model's corpus (transcription/corpus/) and the
 * whole-message templates (../templates/); every third template of each group is test-only, as
 * there (split.ts), and the small word lists below are split by position like ../lists/.
 */
export interface GuidedFacts extends Facts {
  /** The number of creditors said bare ("eleven or twelve"); `noun` is the caller's word for them. */
  count: Spoken;
  noun: CreditorNoun;
  /** Entries of the lists below, chosen on the script's side (draw with `from`). */
  makeup: string;
  advisor: string;
  years: string;
  city: string;
  role: string;
}

/** What one answer tells beyond the facts it was given. */
export interface GuidedSaid {
  text: string;
  omitsLastName?: boolean;
  omitsCompany?: boolean;
  /** The caller would not, or could not, give the figure or the answer. */
  declines?: boolean;
  legal?: LegalAnswer;
  bankruptcy?: BankruptcyAnswer;
}

export type GuidedSay = (facts: GuidedFacts, r: Random) => GuidedSaid;

export interface GuidedGroup {
  name: string;
  templates: readonly GuidedSay[];
}

/** What the debt is made of, said after the figure ("mostly M C A"). Split by position. */
export const DEBT_MAKEUP: readonly string[] = [
  'M C A advances',
  'cash advances',
  'equipment financing',
  'the S B A loan',
  'credit cards',
  'bank loans',
  'supplier accounts',
  'a line of credit',
  'truck notes',
  'back taxes',
  'personal guarantees',
  'vendor credit',
];

/** Who raised bankruptcy with the caller. Split by position. */
export const ADVISORS: readonly string[] = [
  'attorney',
  'accountant',
  'bookkeeper',
  'banker',
  'lawyer',
  'C P A',
  'financial guy',
  'father in law',
];

export const YEARS: readonly string[] = [
  'eight',
  'twelve',
  'three',
  'nineteen',
  'five',
  'twenty two',
  'nine',
  'thirty',
];
export const CITIES: readonly string[] = [
  'Wichita',
  'Akron',
  'Modesto',
  'Knoxville',
  'Reno',
  'Lubbock',
  'Savannah',
  'Dayton',
  'Tacoma',
  'Macon',
  'Provo',
  'Erie',
];
export const ROLES: readonly string[] = [
  'owner',
  'president',
  'co owner',
  'general manager',
  'managing partner',
  'controller',
  'sole owner',
  'vice president',
];

const an = (word: string) => (/^[aeio]/i.test(word) ? 'an' : 'a');
/** The count with the caller's noun: "eleven lenders", "a couple of banks", "more than fifty creditors". */
const counted = (f: GuidedFacts) => {
  const noun = f.count.value === 1 ? f.noun.one : f.count.value > (f.noun.most ?? Infinity) ? 'creditors' : f.noun.many;
  return `${f.count.words === 'a couple' ? 'a couple of' : f.count.words} ${noun}`;
};
/** "eleven or twelve" said the other natural way: "eleven, maybe twelve". */
const maybe = (words: string) => words.replace(/^(\S+) or (\S+)$/, '$1, maybe $2');

/** Question 1: name, title, role, company and background. */
export const Q1_CALLER: GuidedGroup = {
  name: 'guided-caller',
  templates: [
    (f) => ({ text: `${f.firstName} ${f.lastName}, ${f.role} of ${f.company}. We've been open ${f.years} years.` }),
    (f) => ({ text: `I'm ${f.firstName} ${f.lastName}, the ${f.role} at ${f.company}.` }),
    (f) => ({
      text: `${f.firstName} ${f.lastName}. I run ${f.company}, ${an(f.kind)} ${f.kind} company out of ${f.city}.`,
    }),
    (f) => ({ text: `Okay. ${f.firstName} ${f.lastName}, ${f.company}, and I'm the ${f.role}.` }),
    (f) => ({
      text: `Name's ${f.firstName} ${f.lastName}, and the company is ${f.company}. I started it ${f.years} years ago.`,
    }),
    (f) => ({ text: `${f.firstName}, from ${f.company}. I'm the ${f.role}.`, omitsLastName: true }),
    (f) => ({
      text: `${f.firstName} ${f.lastName}, ${f.kind} business, going on ${f.years} years now.`,
      omitsCompany: true,
    }),
    (f) => ({ text: `Hi, yeah, ${f.firstName} ${f.lastName}, I own ${f.company} here in ${f.city}.` }),
    (f) => ({
      text: `It's ${f.firstName} ${f.lastName}. Company is ${f.company}, I'm the ${f.role}, been doing ${f.kind} my whole life.`,
    }),
    (f) => ({ text: `So I'm ${f.firstName}, last name ${f.lastName}, with ${f.company}.` }),
    (f) => ({
      text: `${f.firstName} ${f.lastName}, ${f.role}. The business is ${f.company}, about ${f.years} years old.`,
    }),
    (f) => ({ text: `Me? ${f.firstName} ${f.lastName}. We're ${f.company}, ${an(f.kind)} ${f.kind} shop.` }),
    (f) => ({
      text: `First and last, ${f.firstName} ${f.lastName}. I'm ${an(f.role)} ${f.role}, the company's ${f.company}.`,
    }),
    (f) => ({ text: `${f.firstName} here, I handle everything at ${f.company}.`, omitsLastName: true }),
    (f) => ({
      text: `Um, ${f.firstName} ${f.lastName}, ${f.role}, small ${f.kind} outfit in ${f.city}.`,
      omitsCompany: true,
    }),
  ],
};

/** Question 2: total commercial debt. */
export const Q2_DEBT: GuidedGroup = {
  name: 'guided-debt',
  templates: [
    (f) => ({ text: `${f.debt.words}, mostly ${f.makeup}.` }),
    (f) => ({ text: `All in, ${f.debt.words}.` }),
    (f) => ({ text: `Last time I added it up, ${f.debt.words}.` }),
    (f) => ({ text: `It's ${f.debt.words}, and most of that is ${f.makeup}.` }),
    (f) => ({ text: `Total? ${f.debt.words}.` }),
    (f) => ({ text: `Honestly, ${f.debt.words}, and it keeps growing.` }),
    (f) => ({ text: `Right now it's ${f.debt.words} between everything.` }),
    (f) => ({ text: `Oh, ${f.debt.words}. ${capitalise(f.makeup)} is the biggest piece.` }),
    (f) => ({ text: `I'd say ${f.debt.words}, counting ${f.makeup}.` }),
    (f) => ({ text: `${f.debt.words} total.` }),
    (f) => ({ text: `We're at ${f.debt.words} as of this week.` }),
    (f) => ({ text: `Commercial debt, ${f.debt.words}.` }),
  ],
};

/** Question 2 left without a figure: the debt must then stay empty. */
export const Q2_DECLINED: GuidedGroup = {
  name: 'guided-debt-declined',
  templates: [
    () => ({ text: `I'd rather not say on here, I'll go over it on the call.`, declines: true }),
    () => ({ text: `I don't have the exact number in front of me.`, declines: true }),
    () => ({ text: `Skip that one, my bookkeeper has the figures.`, declines: true }),
    () => ({ text: `Not sure, honestly, I've lost track.`, declines: true }),
    () => ({ text: `Pass for now, I want to get it right.`, declines: true }),
    () => ({ text: `Let me get back to you with that.`, declines: true }),
  ],
};

/** Question 3: lawsuits, judgments, liens or collection actions. Threats without a filing are a no. */
export const Q3_LEGAL_YES: GuidedGroup = {
  name: 'guided-legal-yes',
  templates: [
    () => ({ text: `Yes, one of the funders sued us this spring.`, legal: 'yes' }),
    () => ({ text: `Yeah, there's a judgment, one of the advance companies got it.`, legal: 'yes' }),
    () => ({ text: `We've got a tax lien, that's the only one.`, legal: 'yes' }),
    () => ({ text: `Two lawsuits right now.`, legal: 'yes' }),
    () => ({ text: `Unfortunately yes, a supplier took us to court.`, legal: 'yes' }),
    () => ({ text: `Yes. A lien on the equipment, and one suit pending.`, legal: 'yes' }),
    () => ({ text: `There's a judgment, we're fighting it.`, legal: 'yes' }),
    () => ({ text: `Yes, they got a judgment and froze the account for a few days.`, legal: 'yes' }),
    () => ({ text: `One lawsuit so far, filed last month.`, legal: 'yes' }),
  ],
};

export const Q3_LEGAL_NO: GuidedGroup = {
  name: 'guided-legal-no',
  templates: [
    () => ({ text: `No, nothing like that.`, legal: 'no' }),
    () => ({ text: `No lawsuits yet, but one of the funders mailed us a demand letter.`, legal: 'no' }),
    () => ({ text: `Nope, not yet.`, legal: 'no' }),
    () => ({ text: `None, thank God.`, legal: 'no' }),
    () => ({ text: `No, they call a lot, but nobody's filed anything.`, legal: 'no' }),
    () => ({ text: `Not so far, no.`, legal: 'no' }),
    () => ({ text: `No. No liens, no judgments.`, legal: 'no' }),
    () => ({ text: `Nothing filed, no.`, legal: 'no' }),
    () => ({ text: `No, we've paid just enough to keep it from getting there.`, legal: 'no' }),
  ],
};

export const Q3_UNSURE: GuidedGroup = {
  name: 'guided-legal-unsure',
  templates: [
    () => ({ text: `I'd have to check with my partner on that one.`, declines: true }),
    () => ({ text: `I honestly don't know, the mail's been piling up.`, declines: true }),
    () => ({ text: `Let me come back to that.`, declines: true }),
  ],
};

/** Question 4: monthly cash flow or gross revenue (not scored; said as a figure the reader must not take for the debt). */
export const Q4_REVENUE: GuidedGroup = {
  name: 'guided-revenue',
  templates: [
    (f) => ({ text: `We do ${f.revenue.words} ${per(f)}.` }),
    (f) => ({ text: `${f.revenue.words} ${per(f)}, in a decent stretch.` }),
    (f) => ({ text: `Depends on the season, but ${f.revenue.words} ${per(f)}.` }),
    (f) => ({ text: `Gross is ${f.revenue.words} ${per(f)}.` }),
    (f) => ({ text: `Coming in, ${f.revenue.words} ${per(f)}, but it goes right back out.` }),
    (f) => ({ text: `${f.revenue.words} ${per(f)}, before the daily payments.` }),
    (f) => ({ text: `On average ${f.revenue.words} ${per(f)}.` }),
    (f) => ({ text: `Top line is ${f.revenue.words} ${per(f)}, cash flow is a lot thinner.` }),
    (f) => ({ text: `We bring in ${f.revenue.words} ${per(f)}, give or take.` }),
  ],
};

const per = (f: GuidedFacts) => (f.revenue.period === 'month' ? 'a month' : 'a year');

/** Question 5: number of creditors or collection agencies, often bare ("eleven, maybe twelve"). */
export const Q5_CREDITORS: GuidedGroup = {
  name: 'guided-creditors',
  templates: [
    (f) => ({ text: `${maybe(f.count.words)}.` }),
    (f) => ({ text: `${counted(f)}.` }),
    (f) => ({ text: `Let me think. ${maybe(f.count.words)}, counting the cards.` }),
    (f) => ({ text: `We're up to ${f.count.words} now.` }),
    (f) => ({ text: `${counted(f)}, and a few of them call every day.` }),
    (f) => ({ text: `I think ${f.count.words}.` }),
    (f) => ({ text: `${maybe(f.count.words)}, between the banks and the advance companies.` }),
    (f) => ({ text: f.count.value === 1 ? `Probably ${f.count.words}.` : `Probably ${f.count.words} different ones.` }),
    (f) => ({ text: `${counted(f)} right now.` }),
    (f) => ({ text: `Counting everybody, ${f.count.words}.` }),
  ],
};

export const Q5_UNSURE: GuidedGroup = {
  name: 'guided-creditors-unsure',
  templates: [
    () => ({ text: `I'd have to count them up, honestly.`, declines: true }),
    () => ({ text: `A bunch, I don't know the exact number.`, declines: true }),
    () => ({ text: `Too many, I'd need to look at the list.`, declines: true }),
  ],
};

/** Question 6: whether bankruptcy was considered or suggested, often without the word. */
export const Q6_SUGGESTED: GuidedGroup = {
  name: 'guided-bankruptcy-suggested',
  templates: [
    (f) => ({ text: `Our ${f.advisor} mentioned it, but we'd rather not.`, bankruptcy: 'suggested' }),
    (f) => ({ text: `The ${f.advisor} brought it up. I said no.`, bankruptcy: 'suggested' }),
    () => ({ text: `Somebody suggested chapter eleven, I'm not ready for that.`, bankruptcy: 'suggested' }),
    (f) => ({ text: `Yes, our ${f.advisor} thinks we should file.`, bankruptcy: 'suggested' }),
    (f) => ({ text: `It's been suggested, yeah, by our ${f.advisor}.`, bankruptcy: 'suggested' }),
    () => ({ text: `A bankruptcy lawyer told us to file, but I want to try this first.`, bankruptcy: 'suggested' }),
  ],
};

export const Q6_CONSIDERED: GuidedGroup = {
  name: 'guided-bankruptcy-considered',
  templates: [
    () => ({ text: `I've thought about it, not gonna lie.`, bankruptcy: 'considered' }),
    () => ({ text: `We looked into it last year.`, bankruptcy: 'considered' }),
    () => ({ text: `It's crossed my mind, sure.`, bankruptcy: 'considered' }),
    () => ({ text: `Considered it, yes, but I'd like to stay clear of it.`, bankruptcy: 'considered' }),
    () => ({ text: `Honestly yes, I've been reading about chapter eleven.`, bankruptcy: 'considered' }),
    () => ({ text: `My wife and I have talked about filing, yeah.`, bankruptcy: 'considered' }),
  ],
};

export const Q6_NOT: GuidedGroup = {
  name: 'guided-bankruptcy-not',
  templates: [
    () => ({ text: `No, never.`, bankruptcy: 'not' }),
    () => ({ text: `No, and we don't want to go there.`, bankruptcy: 'not' }),
    () => ({ text: `Not really, nobody's brought it up.`, bankruptcy: 'not' }),
    () => ({ text: `Nope, that's off the table.`, bankruptcy: 'not' }),
    () => ({ text: `No. It's not an option for us.`, bankruptcy: 'not' }),
    () => ({ text: `Never crossed my mind.`, bankruptcy: 'not' }),
  ],
};

/** Question 7: the goal after the debt, and sometimes a goodbye. */
export const Q7_GOAL: GuidedGroup = {
  name: 'guided-goal',
  templates: [
    (f) => ({ text: `${capitalise(f.goal)}.` }),
    (f) => ({ text: `Honestly, just ${f.goal}.` }),
    (f) => ({ text: `Mainly to ${f.goal}.` }),
    (f) => ({ text: `I want to ${f.goal}, that's the big one.` }),
    (f) => ({ text: `Survive, really. And ${f.goal}.` }),
    (f) => ({ text: `Number one, ${f.goal}.` }),
    (f) => ({ text: `We'd like to ${f.goal}.` }),
    (f) => ({ text: `Just to ${f.goal}, that's all.` }),
    (f) => ({ text: `Goal is to ${f.goal}.` }),
  ],
};

/** Said at the end of the last answer by some callers. */
export const GOODBYES: GuidedGroup = {
  name: 'guided-goodbye',
  templates: [
    () => ({ text: `That's it, thanks.` }),
    () => ({ text: `Okay, that's everything. Bye.` }),
    () => ({ text: `Thank you, talk soon.` }),
    () => ({ text: `Alright, sending this now.` }),
    () => ({ text: `Thanks for listening.` }),
    () => ({ text: `Hope that helps, thanks.` }),
  ],
};

/** Said before the first answer by some callers. */
export const GREETINGS: GuidedGroup = {
  name: 'guided-greeting',
  templates: [
    () => ({ text: `Hi.` }),
    () => ({ text: `Okay, hi.` }),
    () => ({ text: `Hello there.` }),
    () => ({ text: `Alright.` }),
    () => ({ text: `Hey, good morning.` }),
    () => ({ text: `Oh, okay, it's recording.` }),
  ],
};

export const GUIDED_GROUPS: readonly GuidedGroup[] = [
  Q1_CALLER,
  Q2_DEBT,
  Q2_DECLINED,
  Q3_LEGAL_YES,
  Q3_LEGAL_NO,
  Q3_UNSURE,
  Q4_REVENUE,
  Q5_CREDITORS,
  Q5_UNSURE,
  Q6_SUGGESTED,
  Q6_CONSIDERED,
  Q6_NOT,
  Q7_GOAL,
  GOODBYES,
  GREETINGS,
];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
