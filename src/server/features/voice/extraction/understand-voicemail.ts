import type { TranscriptWord } from '#server/features/voice/transcription/engine.js';
import {
  PREFILL_MIN_CONFIDENCE,
  extractedDataSchema,
  UNDERSTOOD_FIELD_NAMES,
  type ExtractedData,
  type UnderstoodField,
  type UnderstoodFieldName,
  type VoiceUnderstanding,
} from '#shared/voice-schemas.js';
import { readEmailHints, type EmailHints } from './email-hints.js';
import { SPEECH_TRUSTED, mergeField, type FieldCandidate, type Hint } from './merge-hints.js';
import { readVoicemail, type VoicemailReading } from './read-voicemail.js';
import { editDistance, matchKey, soundsAlike } from './sounds-alike.js';
import { companyNameFromWords, titleCaseWord } from './title-case.js';
import { lowConfidenceWords, withWordConfidence, wordIndexes } from './word-confidence.js';

/**
 * A voicemail understood: each field the transcript answers, checked against what the visitor
 * already wrote (the e-mail address they gave with the recording, a form filled in earlier in the
 * session), with where it came from and how sure it is. `extractedData` is what prefills the
 * visitor's consultation form, so it keeps only the fields sure enough (PREFILL_MIN_CONFIDENCE);
 * `understanding` keeps every field for the admin, the unsure ones marked by their confidence.
 */
export interface ExtractionHints {
  /** The address the caller gave with the recording. */
  email?: string;
  /** What the visitor typed into a form earlier in the session. */
  form?: { firstName?: string; lastName?: string; company?: string };
}

export interface UnderstandInput {
  hints?: ExtractionHints;
  /** The recogniser's words with confidences, aligned to the transcript split on single spaces. */
  words?: readonly TranscriptWord[];
}

export interface UnderstoodVoicemail {
  extractedData: ExtractedData;
  understanding: VoiceUnderstanding;
}

/** The visitor typed it about themselves. */
const FORM_CONFIDENCE = 0.95;
/** The address itself, as typed with the recording. */
const GIVEN_EMAIL_CONFIDENCE = 0.95;
/** An initial (rgoldberg@) agreeing with a heard first name: weak, one letter in about twenty. */
const INITIAL_CONFIDENCE = 0.3;
/** A domain word agreeing with a heard surname (walsh in walshexcavating.com). */
const SURNAME_CANDIDATE_CONFIDENCE = 0.4;
/** The fields of the SPEC's extractedData that a confidence decides (message is always kept). */
const PREFILLED = ['firstName', 'lastName', 'email', 'phone', 'company', 'debtAmount', 'creditorsCount'] as const;

export function understandVoicemail(transcript: string, input: UnderstandInput = {}): UnderstoodVoicemail {
  const reading = readVoicemail(transcript);
  return understandHeard(heardFields(reading, input.words), reading.message, input);
}

/**
 * The fields heard in a recording (each with its confidence, word confidences applied), checked
 * against the hints and split into the admin's understanding and the form's prefill. Also used
 * by the guided reading (guided/understand-answers.ts), which hears each field in its own answer.
 */
export function understandHeard(
  heard: Partial<Record<UnderstoodFieldName, FieldCandidate>>,
  message: string | undefined,
  input: UnderstandInput,
): UnderstoodVoicemail {
  const email = input.hints?.email?.trim().toLowerCase() || undefined;
  const { hints: emailHints, wholeNameAgrees } = describesCaller(heard, readEmailHints(email), input.hints?.form);
  const hints = hintsByField(emailHints, input.hints?.form, email, wholeNameAgrees);

  const fields: VoiceUnderstanding['fields'] = {};
  for (const name of UNDERSTOOD_FIELD_NAMES) {
    const merged = mergeField(heard[name], hints[name] ?? [], name === 'company' ? { respell: keepLegalForm } : {});
    if (merged) fields[name] = merged;
  }
  return {
    extractedData: prefill(fields, message),
    understanding: { fields, lowConfidenceWords: lowConfidenceWords(input.words) },
  };
}

function heardFields(
  reading: VoicemailReading,
  words: readonly TranscriptWord[] | undefined,
): Partial<Record<UnderstoodFieldName, FieldCandidate>> {
  const out: Partial<Record<UnderstoodFieldName, FieldCandidate>> = {};
  for (const name of UNDERSTOOD_FIELD_NAMES) {
    const found = reading.fields[name];
    if (!found) continue;
    const confidence = withWordConfidence(found.confidence, words, wordIndexes(reading.tokens, found.spans));
    out[name] = { value: found.value, confidence, source: 'speech' };
  }
  return out;
}

/**
 * An address names someone else when a first name heard with confidence differs from the
 * address's (john@… from a caller who said "my name is Maria"): its surname must not be joined to
 * her first name then, so its name hints are dropped (its company stays: a colleague's address
 * still names the firm), unless the visitor typed the address's name into a form. The whole name
 * heard split in other places ("rae chel goldberg" for rachel.goldberg@) agrees as a whole, and
 * then each part takes the address's spelling.
 */
function describesCaller(
  heard: Partial<Record<UnderstoodFieldName, FieldCandidate>>,
  hints: EmailHints,
  form: ExtractionHints['form'],
): { hints: EmailHints; wholeNameAgrees: boolean } {
  const first = heard.firstName;
  const last = heard.lastName;
  const wholeNameAgrees =
    first !== undefined &&
    last !== undefined &&
    hints.firstName !== undefined &&
    hints.lastName !== undefined &&
    soundsAlike(`${first.value} ${last.value}`, `${hints.firstName.value} ${hints.lastName.value}`);
  const typedAgrees = !!form?.firstName && !!hints.firstName && soundsAlike(form.firstName, hints.firstName.value);
  if (!first || first.confidence < SPEECH_TRUSTED || wholeNameAgrees || typedAgrees) return { hints, wholeNameAgrees };
  const differs =
    (hints.firstName !== undefined && !soundsAlike(first.value, hints.firstName.value)) ||
    (hints.initial !== undefined && !first.value.toLowerCase().startsWith(hints.initial));
  if (!differs) return { hints, wholeNameAgrees };
  return { hints: { ...(hints.company ? { company: hints.company } : {}), surnameCandidates: [] }, wholeNameAgrees };
}

function hintsByField(
  email: EmailHints,
  form: ExtractionHints['form'],
  address: string | undefined,
  wholeNameAgrees: boolean,
): Partial<Record<UnderstoodFieldName, Hint[]>> {
  const typed = (value: string | undefined, casing: (text: string) => string): Hint[] => {
    const text = value?.replace(/\s+/g, ' ').trim();
    if (!text) return [];
    // Typed all in lower case: given the usual capitals, as a heard name would be.
    return [{ value: text === text.toLowerCase() ? casing(text) : text, confidence: FORM_CONFIDENCE, source: 'form' }];
  };
  const fromEmail = (hint: { value: string; confidence: number } | undefined, isName = false): Hint[] =>
    hint ? [{ ...hint, source: 'email', ...(isName && wholeNameAgrees ? { agreesWith: () => true } : {}) }] : [];
  const initial: Hint[] = email.initial
    ? [
        {
          value: email.initial.toUpperCase(),
          confidence: INITIAL_CONFIDENCE,
          source: 'email',
          confirmOnly: true,
          respells: false,
          agreesWith: (heard) => heard.toLowerCase().startsWith(email.initial ?? ''),
        },
      ]
    : [];
  const surnames: Hint[] = email.surnameCandidates.map((value) => ({
    value,
    confidence: SURNAME_CANDIDATE_CONFIDENCE,
    source: 'email',
    confirmOnly: true,
  }));
  return {
    firstName: [...typed(form?.firstName, titleCaseWords), ...fromEmail(email.firstName, true), ...initial],
    lastName: [...typed(form?.lastName, titleCaseWords), ...fromEmail(email.lastName, true), ...surnames],
    company: [...typed(form?.company, (t) => companyNameFromWords(t.split(' '))), ...fromEmail(email.company)],
    email: address
      ? [
          {
            value: address,
            confidence: GIVEN_EMAIL_CONFIDENCE,
            source: 'email',
            agreesWith: (h) => sameAddress(h, address),
          },
        ]
      : [],
  };
}

const titleCaseWords = (text: string) => text.split(' ').map(titleCaseWord).join(' ');

/** A spoken address is assembled word by word: the same domain and a local part off by a letter or two. */
function sameAddress(heard: string, given: string): boolean {
  const [heardLocal = '', heardDomain = ''] = heard.toLowerCase().split('@');
  const [givenLocal = '', givenDomain = ''] = given.split('@');
  return heardDomain === givenDomain && editDistance(matchKey(heardLocal), matchKey(givenLocal)) <= 2;
}

const LEGAL_FORM_END = /\s(LLC|Inc\.|Corp\.|Co\.|Ltd\.|LLP|LP|PLLC|PC)$/i;

/** "Walsh Excavating" from the domain, "welsh excavating LLC" heard: Walsh Excavating LLC. */
function keepLegalForm(written: string, heard: string): string {
  const form = LEGAL_FORM_END.exec(heard)?.[0];
  return form && !LEGAL_FORM_END.test(written) ? `${written}${form}` : written;
}

function prefill(fields: VoiceUnderstanding['fields'], message: string | undefined): ExtractedData {
  const sure = (field: UnderstoodField | undefined) =>
    field !== undefined && field.confidence >= PREFILL_MIN_CONFIDENCE ? field.value : undefined;
  const data: Record<string, string> = {};
  for (const name of PREFILLED) {
    const value = sure(fields[name]);
    if (value !== undefined) data[name] = value;
  }
  if (message) data.message = message;
  // The bands are the schema's own values; parsing says so to the type checker, and would catch a slip.
  return extractedDataSchema.parse(data);
}
