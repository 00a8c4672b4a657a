import { numberWords } from './number-words.js';

/**
 * Training text for the voicemail language model: what a business owner says when answering the
 * recorder's seven questions (who they are, total debt, lawsuits/judgments/liens, monthly revenue,
 * number of creditors, bankruptcy, goals), plus greetings and call-back details. Sentences are
 * expanded from templates with a fixed seed, so the model is the same on every machine and run.
 *
 * Keep the evaluation sentences (test-fixtures/voice/evaluation-sentences.ts) out of here: the model is only worth
 * keeping if it helps on speech it was not built from.
 */
type Slot = () => string;

const FIRST_NAMES = [
  'james',
  'robert',
  'michael',
  'william',
  'david',
  'richard',
  'joseph',
  'thomas',
  'charles',
  'daniel',
  'matthew',
  'anthony',
  'mark',
  'steven',
  'paul',
  'andrew',
  'joshua',
  'kevin',
  'brian',
  'george',
  'edward',
  'ronald',
  'timothy',
  'jason',
  'jeffrey',
  'ryan',
  'jacob',
  'gary',
  'eric',
  'jonathan',
  'mary',
  'patricia',
  'jennifer',
  'linda',
  'elizabeth',
  'barbara',
  'susan',
  'jessica',
  'sarah',
  'nancy',
  'lisa',
  'betty',
  'sandra',
  'ashley',
  'donna',
  'emily',
  'michelle',
  'carol',
  'amanda',
  'melissa',
  'deborah',
  'stephanie',
  'rebecca',
  'laura',
  'sharon',
  'cynthia',
  'amy',
  'angela',
  'maria',
  'carlos',
  'jose',
  'luis',
  'juan',
  'ahmed',
  'tony',
  'frank',
  'peter',
  'scott',
  'greg',
  'mike',
  'dave',
  'tom',
];

const LAST_NAMES = [
  'johnson',
  'williams',
  'brown',
  'jones',
  'garcia',
  'davis',
  'rodriguez',
  'martinez',
  'hernandez',
  'lopez',
  'gonzalez',
  'wilson',
  'anderson',
  'taylor',
  'moore',
  'jackson',
  'martin',
  'lee',
  'perez',
  'thompson',
  'white',
  'harris',
  'sanchez',
  'clark',
  'ramirez',
  'lewis',
  'robinson',
  'walker',
  'young',
  'allen',
  'king',
  'wright',
  'scott',
  'torres',
  'nguyen',
  'hill',
  'flores',
  'green',
  'adams',
  'nelson',
  'baker',
  'hall',
  'rivera',
  'campbell',
  'mitchell',
  'carter',
  'roberts',
  'phillips',
  'evans',
  'turner',
  'parker',
  'collins',
  'edwards',
  'stewart',
  'morris',
  'murphy',
  'cook',
  'rogers',
  'morgan',
  'cooper',
  'peterson',
  'reed',
  'bailey',
  'bell',
  'kelly',
  'howard',
  'ward',
  'cox',
  'richardson',
  'wood',
  'watson',
];

const TITLES = [
  'owner',
  'co owner',
  'president',
  'vice president',
  'chief executive officer',
  'chief financial officer',
  'founder',
  'managing partner',
  'general manager',
  'controller',
  'office manager',
  'operations manager',
  'majority owner',
  'principal',
  'director of finance',
  'bookkeeper',
];

const INDUSTRIES = [
  'construction',
  'trucking',
  'restaurant',
  'landscaping',
  'roofing',
  'plumbing',
  'electrical',
  'manufacturing',
  'medical',
  'dental',
  'staffing',
  'marketing',
  'engineering',
  'paving',
  'air conditioning',
  'heating and cooling',
  'retail',
  'wholesale',
  'distribution',
  'logistics',
  'transportation',
  'auto repair',
  'printing',
  'software',
  'consulting',
  'cleaning',
  'security',
  'catering',
  'furniture',
  'flooring',
  'concrete',
  'excavation',
  'home health care',
  'real estate',
  'insurance',
  'hospitality',
  'fitness',
  'salon',
  'daycare',
  'pharmacy',
  'machine shop',
  'cabinet',
  'glass',
  'sign',
  'towing',
  'moving',
  'defense contracting',
  'cosmetic surgery',
];

const COMPANY_WORDS = [
  'american',
  'national',
  'united',
  'premier',
  'superior',
  'pacific',
  'atlantic',
  'southern',
  'northern',
  'western',
  'eastern',
  'golden',
  'eagle',
  'summit',
  'pioneer',
  'liberty',
  'patriot',
  'coastal',
  'valley',
  'mountain',
  'river',
  'lakeside',
  'precision',
  'quality',
  'advanced',
  'reliable',
  'professional',
  'elite',
  'first choice',
  'all star',
  'blue sky',
  'green valley',
  'metro',
  'city',
  'county',
  'family',
];

const COMPANY_SUFFIXES = [
  'construction',
  'services',
  'solutions',
  'group',
  'industries',
  'enterprises',
  'company',
  'incorporated',
  'l l c',
  'inc',
  'holdings',
  'partners',
  'logistics',
  'contractors',
  'systems',
  'supply',
  'builders',
];

const STATES = [
  'california',
  'texas',
  'florida',
  'new york',
  'new jersey',
  'georgia',
  'ohio',
  'illinois',
  'pennsylvania',
  'north carolina',
  'michigan',
  'arizona',
  'virginia',
  'washington',
  'tennessee',
  'colorado',
  'maryland',
  'nevada',
  'oregon',
  'louisiana',
  'alabama',
  'south carolina',
  'kentucky',
  'indiana',
  'missouri',
];

const CITIES = [
  'los angeles',
  'houston',
  'dallas',
  'miami',
  'orlando',
  'tampa',
  'atlanta',
  'chicago',
  'phoenix',
  'san diego',
  'san antonio',
  'las vegas',
  'denver',
  'seattle',
  'boston',
  'detroit',
  'charlotte',
  'nashville',
  'philadelphia',
  'baltimore',
  'austin',
  'jacksonville',
  'columbus',
  'newark',
  'long island',
];

const CREDITOR_KINDS = [
  'merchant cash advance companies',
  'merchant cash advance lenders',
  'funders',
  'lenders',
  'banks',
  'equipment lessors',
  'suppliers',
  'vendors',
  'credit card companies',
  'collection agencies',
  'factoring companies',
  'landlords',
  'the i r s',
  'the state',
  'private lenders',
  'online lenders',
  'finance companies',
];

const DEBT_KINDS = [
  'merchant cash advances',
  'a merchant cash advance',
  'bank loans',
  'a line of credit',
  'credit cards',
  'equipment loans',
  'equipment leases',
  'an s b a loan',
  'vendor debt',
  'supplier invoices',
  'back taxes',
  'payroll taxes',
  'a business loan',
  'personal guarantees',
  'unpaid rent',
  'factoring',
  'business credit cards',
];

const LEGAL_EVENTS = [
  'a lawsuit',
  'two lawsuits',
  'three lawsuits',
  'several lawsuits',
  'a judgment',
  'two judgments',
  'a default judgment',
  'a confession of judgment',
  'a tax lien',
  'a u c c lien',
  'liens on our equipment',
  'a bank levy',
  'a wage garnishment',
  'a frozen bank account',
  'collection calls',
  'a demand letter',
  'a summons',
  'a notice of default',
];

const GOALS = [
  'keep the business open',
  'keep the doors open',
  'save the company',
  'protect my employees',
  'get back to profitability',
  'grow the business again',
  'reduce our monthly payments',
  'stop the daily debits',
  'get out of debt',
  'avoid bankruptcy',
  'keep my house',
  'protect my family',
  'sell the business someday',
  'retire in a few years',
  'pass the business to my kids',
  'rebuild our credit',
  'get a normal bank loan again',
  'expand to a second location',
  'hire more people',
  'sleep at night again',
  'focus on running the business',
  'pay my vendors on time',
  'make payroll every week',
  'restructure the debt',
  'settle with the creditors',
];

const TIMES = ['in the morning', 'in the afternoon', 'after five', 'before noon', 'any time', 'during the week'];
const HEDGES = [
  'about',
  'around',
  'roughly',
  'approximately',
  'a little over',
  'just under',
  'close to',
  'more than',
  'almost',
  'maybe',
];
const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'oh'];

/** Deterministic PRNG (mulberry32): the same corpus everywhere. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function buildVoicemailCorpus(sentenceCount = 6000, seed = 1991): string[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

  const first: Slot = () => pick(FIRST_NAMES);
  const last: Slot = () => pick(LAST_NAMES);
  const title: Slot = () => pick(TITLES);
  const industry: Slot = () => pick(INDUSTRIES);
  const state: Slot = () => pick(STATES);
  const city: Slot = () => pick(CITIES);
  const company: Slot = () => `${pick(COMPANY_WORDS)} ${random() < 0.5 ? industry() : pick(COMPANY_SUFFIXES)}`;
  const hedge: Slot = () => pick(HEDGES);
  const small: Slot = () => numberWords(between(2, 60));
  const years: Slot = () => numberWords(between(2, 40));
  const percent: Slot = () => numberWords(between(2, 9) * 10 + (random() < 0.3 ? 5 : 0));
  const creditors: Slot = () => pick(CREDITOR_KINDS);
  const debtKind: Slot = () => pick(DEBT_KINDS);
  const legal: Slot = () => pick(LEGAL_EVENTS);
  const goal: Slot = () => pick(GOALS);
  const digits: Slot = () => Array.from({ length: 10 }, () => pick(DIGIT_WORDS)).join(' ');
  const amount: Slot = () => dollars(random, pick);
  const monthly: Slot = () => dollars(random, pick, true);

  const templates: Array<() => string> = [
    // 1. name, title, role, company and background
    () => `hi my name is ${first()} ${last()}`,
    () => `hello this is ${first()} ${last()} from ${company()}`,
    () => `my name is ${first()} ${last()} and i am the ${title()} of ${company()}`,
    () => `this is ${first()} i'm the ${title()} at ${company()}`,
    () => `i own a ${industry()} company in ${state()}`,
    () => `we are a ${industry()} business based in ${city()} ${state()}`,
    () => `i am the ${title()} and we have ${small()} employees`,
    () => `we have been in business for ${years()} years`,
    () =>
      `i started the company ${years()} years ago with my ${pick(['wife', 'husband', 'brother', 'partner', 'father', 'son'])}`,
    () =>
      `our company does ${industry()} work for ${pick(['commercial', 'residential', 'government', 'local'])} customers`,
    () => `i'm calling because my business is struggling with debt`,
    () => `i saw your website and i need help with our business debt`,
    // 2. total commercial debt
    () => `we owe ${hedge()} ${amount()}`,
    () => `our total commercial debt is ${hedge()} ${amount()}`,
    () => `the total debt is ${hedge()} ${amount()} in ${debtKind()}`,
    () => `i owe ${hedge()} ${amount()} to ${small()} ${creditors()}`,
    () => `most of it is ${debtKind()} and the rest is ${debtKind()}`,
    () => `we have ${amount()} in ${debtKind()} and ${amount()} in ${debtKind()}`,
    () => `altogether it is ${hedge()} ${amount()}`,
    () => `we took ${small()} merchant cash advances and now the daily payments are killing us`,
    // 3. lawsuits, judgments, liens or collection actions
    () => `yes we have ${legal()} from one of the ${creditors()}`,
    () => `one of the ${creditors()} filed ${legal()} against us`,
    () => `there is ${legal()} against the company and ${legal()}`,
    () => `no lawsuits yet but ${creditors()} are threatening to sue`,
    () => `we got served with ${legal()} last ${pick(['week', 'month', 'year', 'friday', 'monday'])}`,
    () => `the ${pick(['i r s', 'state', 'county', 'bank'])} put ${legal()} on the business`,
    () => `no we do not have any lawsuits judgments or liens`,
    () => `they froze our bank account and we could not make payroll`,
    // 4. monthly cash flow or gross revenue
    () => `our monthly revenue is ${hedge()} ${monthly()}`,
    () => `we do ${hedge()} ${monthly()} a month in gross revenue`,
    () => `gross sales are ${hedge()} ${monthly()} per month`,
    () => `we bring in ${hedge()} ${monthly()} a month but cash flow is very tight`,
    () => `revenue dropped ${percent()} percent since last year`,
    () =>
      `our cash flow is ${pick(['negative', 'tight', 'very tight', 'not enough to cover the payments', 'up and down'])}`,
    () => `annual revenue is ${hedge()} ${amount()}`,
    // 5. number of creditors or collection agencies
    () => `we have ${small()} creditors`,
    () => `there are ${hedge()} ${small()} creditors and ${small()} collection agencies`,
    () => `i owe money to ${small()} different ${creditors()}`,
    () => `${small()} ${creditors()} and ${small()} ${creditors()}`,
    () => `in total ${small()} creditors are calling us`,
    // 6. bankruptcy
    () => `we have not considered bankruptcy`,
    () =>
      `our ${pick(['attorney', 'lawyer', 'accountant', 'banker', 'c p a'])} suggested ${pick(['bankruptcy', 'chapter eleven', 'chapter seven', 'chapter thirteen'])}`,
    () => `i want to avoid bankruptcy if at all possible`,
    () =>
      `bankruptcy is ${pick(['not an option', 'the last resort', 'something we looked at', 'something i want to avoid'])}`,
    () => `someone suggested ${pick(['chapter eleven', 'chapter seven'])} but i want to keep the business`,
    () => `yes we talked to a bankruptcy attorney but we did not file`,
    // 7. main business goals
    () => `my main goal is to ${goal()}`,
    () => `after this i want to ${goal()} and ${goal()}`,
    () => `we want to ${goal()}`,
    () => `i would like to ${goal()}`,
    () => `the most important thing is to ${goal()}`,
    // call-back details and closing
    () => `please call me back at ${digits()}`,
    () => `my number is ${digits()}`,
    () => `you can reach me ${pick(TIMES)} at ${digits()}`,
    () => `my email is ${first()} at ${pick(COMPANY_WORDS)} ${industry()} dot com`,
    () => `the best time to reach me is ${pick(TIMES)}`,
    () => `thank you ${pick(['', 'very much ', 'for your help ', 'and have a good day '])}`.trim(),
    () => `i look forward to hearing from you`,
  ];

  const sentences = new Set<string>();
  for (let attempt = 0; sentences.size < sentenceCount && attempt < sentenceCount * 5; attempt++) {
    sentences.add(pick(templates)().replace(/\s+/g, ' ').trim());
  }
  return [...sentences];
}

/** A dollar amount in words, the way people say it: 'two million dollars', 'eighty five thousand'. */
function dollars(random: () => number, pick: <T>(items: readonly T[]) => T, monthly = false): string {
  const roll = random();
  const suffix = random() < 0.7 ? ' dollars' : '';
  if (!monthly && roll < 0.35) {
    const millions = pick([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20]);
    return `${numberWords(millions)}${random() < 0.2 ? ' and a half' : ''} million${suffix}`;
  }
  if (!monthly && roll < 0.45)
    return `${numberWords(pick([1, 2, 3, 4, 5]))} point ${numberWords(pick([1, 2, 3, 4, 5, 6, 7, 8, 9]))} million${suffix}`;
  const thousands = monthly ? Math.floor(random() * 400) + 10 : Math.floor(random() * 990) + 10;
  const rounded = thousands > 100 ? Math.round(thousands / 10) * 10 : thousands;
  return `${numberWords(rounded)} thousand${suffix}`;
}
