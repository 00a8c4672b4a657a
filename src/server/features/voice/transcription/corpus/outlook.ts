import { phrases } from '#server/features/voice/language/phrase-list.js';
import type { Say, Template } from './say.js';

/** The voicemail corpus on what comes next (question 6: bankruptcy; question 7: main business goals). */
export const GOALS = phrases`
  keep the business open, keep the doors open, save the company, protect my employees, get back to profitability,
  grow the business again, reduce our monthly payments, stop the daily debits, get out of debt, avoid bankruptcy,
  keep my house, protect my family, sell the business someday, retire in a few years, pass the business to my kids,
  rebuild our credit, get a normal bank loan again, expand to a second location, hire more people,
  sleep at night again, focus on running the business, pay my vendors on time, make payroll every week,
  restructure the debt, settle with the creditors
`;

export const aboutTheOutlook = ({ pick, goal }: Say) =>
  [
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
  ] satisfies Template[];
