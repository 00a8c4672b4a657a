import { phrases, words } from '#server/features/voice/language/phrase-list.js';
import type { Say, Template } from './say.js';

/**
 * The voicemail corpus on the caller (question 1: name, title, role, company and background) and
 * the call-back details and closing. First names come from language/first-names.ts.
 */
export const LAST_NAMES = words`
  johnson williams brown jones garcia davis rodriguez martinez hernandez lopez gonzalez wilson anderson taylor moore
  jackson martin lee perez thompson white harris sanchez clark ramirez lewis robinson walker young allen king wright
  scott torres nguyen hill flores green adams nelson baker hall rivera campbell mitchell carter roberts phillips
  evans turner parker collins edwards stewart morris murphy cook rogers morgan cooper peterson reed bailey bell
  kelly howard ward cox richardson wood watson
`;

export const TITLES = phrases`
  owner, co owner, president, vice president, chief executive officer, chief financial officer, founder,
  managing partner, general manager, controller, office manager, operations manager, majority owner, principal,
  director of finance, bookkeeper
`;

export const INDUSTRIES = phrases`
  construction, trucking, restaurant, landscaping, roofing, plumbing, electrical, manufacturing, medical, dental,
  staffing, marketing, engineering, paving, air conditioning, heating and cooling, retail, wholesale, distribution,
  logistics, transportation, auto repair, printing, software, consulting, cleaning, security, catering, furniture,
  flooring, concrete, excavation, home health care, real estate, insurance, hospitality, fitness, salon, daycare,
  pharmacy, machine shop, cabinet, glass, sign, towing, moving, defense contracting, cosmetic surgery
`;

/** The first word of a company name ("premier roofing"). */
export const COMPANY_WORDS = phrases`
  american, national, united, premier, superior, pacific, atlantic, southern, northern, western, eastern, golden,
  eagle, summit, pioneer, liberty, patriot, coastal, valley, mountain, river, lakeside, precision, quality,
  advanced, reliable, professional, elite, first choice, all star, blue sky, green valley, metro, city, county,
  family
`;

export const COMPANY_SUFFIXES = phrases`
  construction, services, solutions, group, industries, enterprises, company, incorporated, l l c, inc, holdings,
  partners, logistics, contractors, systems, supply, builders
`;

export const STATES = phrases`
  california, texas, florida, new york, new jersey, georgia, ohio, illinois, pennsylvania, north carolina, michigan,
  arizona, virginia, washington, tennessee, colorado, maryland, nevada, oregon, louisiana, alabama, south carolina,
  kentucky, indiana, missouri
`;

export const CITIES = phrases`
  los angeles, houston, dallas, miami, orlando, tampa, atlanta, chicago, phoenix, san diego, san antonio, las vegas,
  denver, seattle, boston, detroit, charlotte, nashville, philadelphia, baltimore, austin, jacksonville, columbus,
  newark, long island
`;

const TIMES = phrases`in the morning, in the afternoon, after five, before noon, any time, during the week`;

/** 1. name, title, role, company and background */
export const aboutTheCaller = ({ pick, first, last, title, company, industry, state, city, small, years }: Say) =>
  [
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
  ] satisfies Template[];

/** call-back details and closing */
export const callBack = ({ pick, first, industry, digits }: Say) =>
  [
    () => `please call me back at ${digits()}`,
    () => `my number is ${digits()}`,
    () => `you can reach me ${pick(TIMES)} at ${digits()}`,
    () => `my email is ${first()} at ${pick(COMPANY_WORDS)} ${industry()} dot com`,
    () => `the best time to reach me is ${pick(TIMES)}`,
    () => `thank you ${pick(['', 'very much ', 'for your help ', 'and have a good day '])}`.trim(),
    () => `i look forward to hearing from you`,
  ] satisfies Template[];
