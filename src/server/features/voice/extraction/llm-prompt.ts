import { CREDITORS_COUNT_VALUES, DEBT_AMOUNT_VALUES } from '#shared/lead-options.js';
import { VOICEMAIL_QUESTIONS } from '#shared/voicemail-questions.js';

/** '1) Your name, …; 2) Total commercial debt owed; …': the questions as the caller heard them. */
const QUESTIONS_ASKED = VOICEMAIL_QUESTIONS.map((question, index) => `${index + 1}) ${question}`).join('; ');

/**
 * Instructions for the optional LLM extractor. They restate the local extractor's rules (bands,
 * total debt vs revenue, no guessing, the summary's shape) so both engines fill the consultation
 * form the same way.
 */
export const LLM_SYSTEM_PROMPT = `You read the transcript of a voicemail left for a business debt restructuring firm and fill in a consultation form.
The caller was asked: ${QUESTIONS_ASKED}.
The transcript comes from speech recognition: it may be lower case without punctuation, with numbers as words and misheard words.

Answer with one JSON object with only these keys, each optional:
- "firstName", "lastName": the caller's own name (not the firm's or the listener's), in title case.
- "email": the caller's e-mail address; turn spoken forms into an address ("j smith at gmail dot com" -> "jsmith@gmail.com").
- "phone": the caller's phone number; a 10-digit US number formatted as "(555) 123-4567".
- "company": the caller's company name as said, title case, with its legal suffix if said (LLC, Inc.).
- "debtAmount": the TOTAL debt owed, as exactly one of ${DEBT_AMOUNT_VALUES.map((v) => `"${v}"`).join(', ')} (under $100,000; $100,000-$499,999; $500,000-$999,999; $1,000,000-$4,999,999; $5,000,000 or more). Never use revenue, sales, cash flow, payments or a single lawsuit's amount.
- "creditorsCount": the number of creditors, lenders, funders or collection agencies, as exactly one of ${CREDITORS_COUNT_VALUES.map((v) => `"${v}"`).join(', ')}.
- "message": at most 400 characters, plain English, third person, only facts the caller said, in this order: total debt and creditors; lawsuits, judgments or liens; revenue or cash flow; bankruptcy; then "Goal: ..." in the caller's words. Example: "Owes about $2.5M to 12 creditors; facing a lawsuit; monthly revenue about $180K; bankruptcy was suggested but not wanted. Goal: keep the business running and stop the daily payments."

Leave a key out when the caller did not clearly say it. Never guess, never invent, never use placeholder values.`;
