import { words } from './phrase-list.js';

/**
 * Top-level domains an e-mail address may end in, written ("acme.com", extraction/tokenize.ts) or
 * said ("acme dot com", extraction/extract-email.ts).
 */
export const TOP_LEVEL_DOMAINS = words`com net org biz info us co io edu gov me ai app email pro law`;
