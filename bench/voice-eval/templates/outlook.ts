import type { TemplateGroup } from './types.js';

/**
 * Question 6 (bankruptcy: suggested, considered, or not) and question 7 (the goal), in wordings
 * unlike the language model's ("our attorney suggested bankruptcy", "my main goal is to …";
 * transcription/corpus/outlook.ts). A wording that was suggested to the caller counts as
 * suggested even when the caller also thought about it.
 */
const ADVISORS = ['accountant', 'attorney', 'bookkeeper', 'banker', 'brother in law', 'C P A'];

export const BANKRUPTCY_SUGGESTED: TemplateGroup = {
  name: 'bankruptcy-suggested',
  templates: [
    (_f, r) => ({
      text: `Our ${r.pick(ADVISORS)} floated chapter eleven, but I'm not there.`,
      bankruptcy: 'suggested',
    }),
    (_f, r) => ({
      text: `My ${r.pick(ADVISORS)} told me bankruptcy might be the cleanest way out.`,
      bankruptcy: 'suggested',
    }),
    () => ({ text: `A lawyer we talked to pushed us toward chapter seven.`, bankruptcy: 'suggested' }),
    (_f, r) => ({
      text: `Bankruptcy got recommended by our ${r.pick(ADVISORS)}, and honestly I hate the idea.`,
      bankruptcy: 'suggested',
    }),
    () => ({ text: `Somebody at the bank brought up bankruptcy last month.`, bankruptcy: 'suggested' }),
    () => ({
      text: `Yes, filing for bankruptcy was suggested to us, but we want to avoid it.`,
      bankruptcy: 'suggested',
    }),
  ],
};

export const BANKRUPTCY_CONSIDERED: TemplateGroup = {
  name: 'bankruptcy-considered',
  templates: [
    () => ({ text: `I've looked into bankruptcy, honestly, late at night.`, bankruptcy: 'considered' }),
    () => ({ text: `We've thought about bankruptcy, it's crossed my mind more than once.`, bankruptcy: 'considered' }),
    () => ({ text: `Chapter eleven is something my partner and I have been considering.`, bankruptcy: 'considered' }),
    () => ({
      text: `I did talk to a bankruptcy attorney, but I'd rather fix this another way.`,
      bankruptcy: 'considered',
    }),
    () => ({ text: `Bankruptcy has been on the table for us, I won't lie.`, bankruptcy: 'considered' }),
    () => ({ text: `We discussed bankruptcy at home, we just don't know.`, bankruptcy: 'considered' }),
  ],
};

export const BANKRUPTCY_NOT: TemplateGroup = {
  name: 'bankruptcy-not',
  templates: [
    () => ({ text: `Bankruptcy isn't on the table, nobody's suggested it.`, bankruptcy: 'not' }),
    () => ({ text: `Bankruptcy, no, that never came up.`, bankruptcy: 'not' }),
    () => ({ text: `I'm not looking at bankruptcy, that's not who we are.`, bankruptcy: 'not' }),
    () => ({ text: `Nobody has mentioned bankruptcy to me, and I haven't thought about it.`, bankruptcy: 'not' }),
    () => ({ text: `As for bankruptcy, it's not something we've discussed.`, bankruptcy: 'not' }),
    () => ({ text: `We never considered bankruptcy.`, bankruptcy: 'not' }),
  ],
};

export const GOAL: TemplateGroup = {
  name: 'goal',
  templates: [
    (f) => ({ text: `What I want is to ${f.goal}.` }),
    (f) => ({ text: `Really I just want to ${f.goal}.` }),
    (f) => ({ text: `The goal is simple, ${f.goal}.` }),
    (f) => ({ text: `Long term, I'd like to ${f.goal}.` }),
    (f) => ({ text: `If we get through this, I want to ${f.goal}.` }),
    (f) => ({ text: `Hopefully we can ${f.goal}.` }),
    (f) => ({ text: `I'm hoping you can help us ${f.goal}.` }),
    (f) => ({ text: `At the end of the day, I need to ${f.goal}.` }),
    (f) => ({ text: `After all this, the plan is to ${f.goal}.` }),
  ],
};
