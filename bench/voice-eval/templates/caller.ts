import type { TemplateGroup } from './types.js';

/**
 * The start and end of a message, and question 1 (name, role, company). Deliberately unlike the
 * language model's wordings (transcription/corpus/caller.ts: "hi my name is …", "this is … from
 * …") and the extraction corpus's, so the figures measure wordings the product was not built on.
 */
const ROLES = [
  'the owner',
  'one of the two owners',
  'the managing member',
  'the c f o',
  'the operations manager',
  'the founder',
  'the office manager',
  'the owner operator',
];
const CITIES = ['Tulsa', 'Fresno', 'Raleigh', 'Albuquerque', 'Spokane', 'Toledo', 'El Paso', 'Boise', 'Omaha'];
const article = (word: string) => (/^[aeio]/i.test(word) ? 'an' : 'a');
const RELATIVES = ['my wife', 'my husband', 'my brother', 'my dad', 'my sister', 'an old friend'];

export const OPENINGS: TemplateGroup = {
  name: 'opening',
  templates: [
    () => ({ text: 'Hi.' }),
    () => ({ text: 'Hey there.' }),
    () => ({ text: 'Good morning.' }),
    () => ({ text: 'Okay, is this thing recording? Okay, good.' }),
    () => ({ text: 'Yes, hello, hi.' }),
    () => ({ text: 'Hi, thanks for setting this up.' }),
    () => ({ text: 'Alright, here goes.' }),
    () => ({ text: 'Good afternoon.' }),
    () => ({ text: 'So, hello.' }),
  ],
};

export const CALLER: TemplateGroup = {
  name: 'caller',
  templates: [
    (f) => ({ text: `${f.firstName} ${f.lastName} here, I run ${f.company}.` }),
    (f, r) => ({
      text: `Yeah, ${f.firstName} ${f.lastName} calling, I'm ${r.pick(ROLES)} over at ${f.company}.`,
    }),
    (f, r) => ({
      text: `So, ${f.firstName} ${f.lastName}, and the business is ${f.company}, we've been at it about ${r.pick(['six', 'eleven', 'fifteen', 'twenty'])} years.`,
    }),
    (f) => ({ text: `Hey, it's ${f.firstName}, calling from ${f.company}.`, omitsLastName: true }),
    (f, r) => ({ text: `My name's ${f.firstName} ${f.lastName}. I own ${f.company} with ${r.pick(RELATIVES)}.` }),
    (f, r) => ({
      text: `Okay, ${f.firstName} ${f.lastName}, ${r.pick(ROLES)} of ${f.company}, out of ${r.pick(CITIES)}.`,
    }),
    (f) => ({ text: `You've got ${f.firstName} ${f.lastName} from ${f.company}.` }),
    (f) => ({
      text: `I'm ${f.firstName}, ${f.firstName} ${f.lastName}, and I have ${article(f.kind)} ${f.kind} business called ${f.company}.`,
    }),
    (f) => ({
      text: `First off, I'm ${f.firstName} ${f.lastName}, I handle the books and the crews at ${f.company}.`,
    }),
    (f) => ({ text: `${f.firstName} ${f.lastName} speaking, calling on behalf of ${f.company}.` }),
    (f, r) => ({
      text: `${f.firstName} ${f.lastName}. We're ${article(f.kind)} ${f.kind} outfit in ${r.pick(CITIES)}.`,
      omitsCompany: true,
    }),
    (f) => ({
      text: `Calling about our debt situation. I'm ${f.firstName} ${f.lastName}, and we are ${f.company}.`,
    }),
    (f) => ({ text: `It's ${f.firstName} ${f.lastName}, I've got a small ${f.kind} company.`, omitsCompany: true }),
    (f, r) => ({ text: `${f.firstName} from ${f.company}, I'm ${r.pick(ROLES)}.`, omitsLastName: true }),
  ],
};

/** Said at the end by a caller who forgot the company at the start. */
export const LATE_COMPANY: TemplateGroup = {
  name: 'late-company',
  templates: [
    (f) => ({ text: `Oh, and I forgot, the company is ${f.company}.` }),
    (f) => ({ text: `Sorry, the business name is ${f.company}, by the way.` }),
    (f) => ({ text: `Company name, if you need it, is ${f.company}.` }),
    (f) => ({ text: `And it's ${f.company}, that's us.` }),
    (f) => ({ text: `Oh, we're ${f.company}, I should have said that first.` }),
    (f) => ({ text: `The company's called ${f.company}.` }),
  ],
};

export const CLOSINGS: TemplateGroup = {
  name: 'closing',
  templates: [
    () => ({ text: `That's about it, thanks.` }),
    () => ({ text: 'Okay, I think that covers everything. Thank you.' }),
    () => ({ text: 'Appreciate you getting back to me.' }),
    () => ({ text: 'Looking forward to talking, bye now.' }),
    () => ({ text: 'Thanks, have a good one.' }),
    () => ({ text: `Alright, that's my story. Talk soon.` }),
    () => ({ text: 'Hope to hear from somebody this week.' }),
    () => ({ text: 'Okay, stopping the recording now. Thanks.' }),
    () => ({ text: 'Any help at all would mean a lot. Thank you.' }),
  ],
};
