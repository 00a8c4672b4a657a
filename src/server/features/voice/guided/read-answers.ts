import { PREFILL_MIN_CONFIDENCE, type UnderstoodFieldName } from '#shared/voice-schemas.js';
import { classifyAmounts, type RoledAmount } from '#server/features/voice/extraction/amount-roles.js';
import { creditorsCountBand, debtAmountBand } from '#server/features/voice/extraction/bands.js';
import type { Quantity, SituationFacts } from '#server/features/voice/extraction/compose-message.js';
import { extractBankruptcy, type BankruptcyStance } from '#server/features/voice/extraction/extract-bankruptcy.js';
import { extractCreditorCount, type CreditorCount } from '#server/features/voice/extraction/extract-creditors.js';
import { extractGoal } from '#server/features/voice/extraction/extract-goal.js';
import { extractNameOpeningAnswer } from '#server/features/voice/extraction/extract-name.js';
import { nameConfidence } from '#server/features/voice/extraction/field-confidence.js';
import { extractLegal, type LegalFacts } from '#server/features/voice/extraction/extract-legal.js';
import { findNumbers, type NumberSpan } from '#server/features/voice/extraction/number-words.js';
import { pickTotalDebt } from '#server/features/voice/extraction/pick-total-debt.js';
import { readVoicemail, type TokenSpan } from '#server/features/voice/extraction/read-voicemail.js';
import { tokenize, type Token } from '#server/features/voice/extraction/tokenize.js';
import { bankruptcyLabel, legalActionsLabel } from '#server/features/voice/extraction/understood-labels.js';
import { withWordConfidence, wordIndexes } from '#server/features/voice/extraction/word-confidence.js';
import type { Transcription } from '#server/features/voice/transcription/engine.js';
import { answerTopic, type AnswerSpan } from './answer-spans.js';

/**
 * Reads a guided voicemail answer by answer (issue 24): each field from the answer to its own
 * question, so the debt is never read from the revenue and a bare "eleven, maybe twelve" after
 * "Number of creditors" is a count. The debt, legal, revenue, creditors and bankruptcy answers
 * each have two readings: what the general model heard (the transcript the admin reads) and what
 * the question's own model heard (answer-language-models.ts). A field both agree on is sure; one
 * only the question's model found is less so; one they disagree on is shown to the admin as
 * unsure and never prefilled.
 */
export interface AnswerReading {
  span: AnswerSpan;
  /** The general model's words within the answer (the whole-message decode cut at the marks). */
  heard: Transcription;
  /** The answer decoded with its question's model (questions 2 to 6). */
  forQuestion?: Transcription;
}

export interface FoundField {
  value: string;
  confidence: number;
}

export interface GuidedReading {
  fields: Partial<Record<UnderstoodFieldName, FoundField>>;
  /** What the summary for "Describe Your Situation" may say: only facts sure enough. */
  facts: SituationFacts;
}

/**
 * How sure a field read from its own answer is (before the recogniser's word confidences):
 * both readings agree, only the question's model heard it, only the general model did, or the
 * two disagree. Only the question's model, or a disagreement, is below PREFILL_MIN_CONFIDENCE:
 * shown as unsure, never prefilled. On the guided evaluation set's dev split (2026-11-28,
 * bench/voice-calibrate.ts) a band only the question's model heard was right 2 times in 14 (its
 * small model hears some amount or count in nearly any answer, even "I'd have to count them up"),
 * one both agreed on 25 in 28 and one only the general model heard 13 in 15.
 */
export const GUIDED_CONFIDENCE = { agreed: 0.9, questionModel: 0.5, generalModel: 0.65, disagreed: 0.45 } as const;

/** A field the general reading of the whole message found outside its own answer. */
const ELSEWHERE_PENALTY = 0.1;

export function readAnswers(readings: readonly AnswerReading[], whole: Transcription): GuidedReading {
  const fields: GuidedReading['fields'] = {};
  const facts: SituationFacts = {};
  const byTopic = new Map(readings.map((reading) => [answerTopic(reading.span), reading]));

  const caller = byTopic.get('caller');
  if (caller) Object.assign(fields, callerFields(caller.heard));

  const debt = byTopic.get('debt');
  if (debt) {
    const found = agree(debt, readDebt, (amount) => debtAmountBand(amount.span.value, amount.span.bound));
    if (found) {
      fields.debtAmount = found.field;
      if (found.sure) facts.debt = quantity(found.value.span);
    }
  }
  const creditors = byTopic.get('creditors');
  if (creditors) {
    const found = agree(creditors, readCount, (count) => creditorsCountBand(count.count, count.bound));
    if (found) {
      fields.creditorsCount = found.field;
      if (found.sure) facts.creditors = found.value;
    }
  }
  const legal = byTopic.get('legal');
  if (legal) {
    const found = agree(legal, readLegal, legalActionsLabel);
    if (found) {
      fields.legalActions = found.field;
      if (found.sure) facts.legal = found.value;
    }
  }
  const revenue = byTopic.get('revenue');
  if (revenue) {
    // Never a field (the form has no revenue box), only a fact: said only when the readings agree.
    // The period is part of what must agree: "a month" heard once and "a week" once is no period.
    const found = agree(revenue, readRevenue, (amount) => `${amount.span.value} ${amount.period ?? ''}`);
    if (found?.sure)
      facts.revenue = {
        ...quantity(found.value.span),
        ...(found.value.period ? { period: found.value.period } : {}),
        word: found.value.revenueWord ?? 'revenue',
      };
  }
  const bankruptcy = byTopic.get('bankruptcy');
  if (bankruptcy) {
    const found = agree(bankruptcy, readBankruptcy, bankruptcyLabel);
    if (found) {
      fields.bankruptcy = found.field;
      if (found.sure) facts.bankruptcy = found.value;
    }
  }
  const goals = byTopic.get('goals');
  if (goals) {
    const tokens = tokenize(goals.heard.text);
    const goal = extractGoal(goals.heard.text, tokens) ?? (goals.heard.text.trim() || undefined);
    if (goal) facts.goal = goal;
  }

  // The caller who stopped tapping Next: the rest of the message is read as a whole message.
  const rest = byTopic.get('rest');
  if (rest) {
    const reading = readVoicemail(rest.heard.text, rest.heard.words);
    for (const name of restFields(rest.span)) {
      const found = reading.fields[name];
      if (found && !fields[name]) fields[name] = heardField(found, reading.tokens, rest.heard);
    }
    for (const key of restFacts(rest.span)) {
      if (facts[key] === undefined && reading.facts[key] !== undefined)
        Object.assign(facts, { [key]: reading.facts[key] });
    }
  }

  // A field its own answer did not give may have been said elsewhere: the whole message's
  // reading, a little less sure; never the debt from an amount that is not clearly a debt.
  const overall = readVoicemail(whole.text, whole.words);
  for (const name of ['firstName', 'lastName', 'company', 'email', 'phone', 'creditorsCount'] as const) {
    const found = overall.fields[name];
    if (found && !fields[name]) fields[name] = lowered(heardField(found, overall.tokens, whole), ELSEWHERE_PENALTY);
  }
  return { fields, facts };
}

/** Name, company and contact details from the first answer, read as a whole message is. */
function callerFields(heard: Transcription): GuidedReading['fields'] {
  const reading = readVoicemail(heard.text, heard.words);
  const out: GuidedReading['fields'] = {};
  for (const name of ['firstName', 'lastName', 'company', 'email', 'phone'] as const) {
    const found = reading.fields[name];
    if (found) out[name] = heardField(found, reading.tokens, heard);
  }
  if (!out.firstName) {
    // The answer to "Your name, …" may open with the name and no cue ("Diane Foster, owner of …").
    const match = extractNameOpeningAnswer(reading.tokens);
    if (match) {
      const sure = nameConfidence(match, reading.tokens);
      out.firstName = heardField(
        { value: match.firstName, confidence: sure.first, spans: [{ first: match.first, next: match.first + 1 }] },
        reading.tokens,
        heard,
      );
      if (match.lastName)
        out.lastName = heardField(
          { value: match.lastName, confidence: sure.last, spans: [{ first: match.first + 1, next: match.next }] },
          reading.tokens,
          heard,
        );
    }
  }
  return out;
}

function heardField(
  found: { value: string; confidence: number; spans: TokenSpan[] },
  tokens: readonly Token[],
  heard: Transcription,
): FoundField {
  return {
    value: found.value,
    confidence: withWordConfidence(found.confidence, heard.words, wordIndexes(tokens, found.spans)),
  };
}

const lowered = (field: FoundField, by: number): FoundField => ({
  ...field,
  confidence: Math.round(Math.max(0, field.confidence - by) * 100) / 100,
});

/** What one reader found in one reading, and the words it was read from. */
interface Read<T> {
  value: T;
  spans: TokenSpan[];
}

/**
 * Reads an answer both ways and decides: the question's model's reading first (it was decoded
 * for this question), checked against the general reading by the field's label.
 */
function agree<T>(
  reading: AnswerReading,
  read: (tokens: Token[]) => Read<T> | undefined,
  label: (value: T) => string | undefined,
): { value: T; field: FoundField; sure: boolean } | undefined {
  const fromModel = reading.forQuestion ? readOne(reading.forQuestion, read, label) : undefined;
  const fromHeard = readOne(reading.heard, read, label);
  const chosen = fromModel ?? fromHeard;
  if (!chosen) return undefined;
  const base =
    fromModel && fromHeard
      ? fromModel.label === fromHeard.label
        ? GUIDED_CONFIDENCE.agreed
        : GUIDED_CONFIDENCE.disagreed
      : fromModel
        ? GUIDED_CONFIDENCE.questionModel
        : GUIDED_CONFIDENCE.generalModel;
  const confidence = withWordConfidence(base, chosen.words, chosen.indexes);
  return {
    value: chosen.value,
    field: { value: chosen.label, confidence },
    // Quoted in the summary only when sure enough to prefill (decision 0035).
    sure: base !== GUIDED_CONFIDENCE.disagreed && confidence >= PREFILL_MIN_CONFIDENCE,
  };
}

function readOne<T>(
  transcription: Transcription,
  read: (tokens: Token[]) => Read<T> | undefined,
  label: (value: T) => string | undefined,
) {
  const tokens = tokenize(transcription.text);
  const found = read(tokens);
  if (!found) return undefined;
  const text = label(found.value);
  if (text === undefined) return undefined;
  return { value: found.value, label: text, words: transcription.words, indexes: wordIndexes(tokens, found.spans) };
}

/** The answer to "Total commercial debt owed": the total, else the largest amount that is not a rate. */
function readDebt(tokens: Token[]): Read<RoledAmount> | undefined {
  const amounts = classifyAmounts(tokens, findNumbers(tokens)).filter(
    (amount) => amount.role !== 'revenue' && amount.role !== 'payment' && !amount.period,
  );
  const total = pickTotalDebt(amounts.filter((amount) => amount.role === 'debt'));
  const chosen =
    total ??
    amounts
      .filter((amount) => amount.span.isMoney || amount.span.scale >= 1000)
      .sort((a, b) => b.span.value - a.span.value)[0];
  return chosen ? { value: chosen, spans: [span(chosen.span)] } : undefined;
}

/** The answer to "Monthly cash flow or gross revenue": its amount, with the period only if said. */
function readRevenue(tokens: Token[]): Read<RoledAmount> | undefined {
  const amounts = classifyAmounts(tokens, findNumbers(tokens)).filter(
    (amount) => amount.role === 'revenue' || amount.role === 'unknown',
  );
  const chosen = amounts.find((amount) => amount.span.isMoney || amount.span.scale >= 1000);
  return chosen ? { value: chosen, spans: [span(chosen.span)] } : undefined;
}

/** The answer to "Number of creditors": a count said with creditors, else the first plain number. */
function readCount(tokens: Token[]): Read<CreditorCount> | undefined {
  const numbers = findNumbers(tokens);
  const counted = extractCreditorCount(tokens, numbers);
  if (counted) return { value: counted, spans: [{ first: counted.first, next: counted.next }] };
  const bare = numbers.find((number) => !number.isMoney && number.value >= 1 && number.value < 1000);
  if (!bare) return undefined;
  return {
    value: {
      count: bare.value,
      hedged: bare.hedged,
      first: bare.first,
      next: bare.next,
      rule: 'counted',
      ...(bare.bound ? { bound: bare.bound } : {}),
      ...(bare.range ? { range: bare.range } : {}),
    },
    spans: [span(bare)],
  };
}

/** Words that answer a yes-or-no question with no, at the start of the answer. */
const NO_WORDS = new Set(['no', 'nope', 'none', 'nothing', 'never', 'nah']);

/** The answer to "Any lawsuits, judgments, liens or collection actions": what was said, or a plain no. */
function readLegal(tokens: Token[]): Read<LegalFacts> | undefined {
  const legal = extractLegal(tokens, findNumbers(tokens));
  if (legal.present.length > 0 || legal.denied.length > 0) return { value: legal, spans: legal.mentions };
  const no = leadingNo(tokens);
  if (no === undefined) return undefined;
  return { value: { present: [], denied: ['lawsuit'], mentions: [] }, spans: [{ first: no, next: no + 1 }] };
}

/** The answer to "Whether bankruptcy was considered or suggested": the stance, or a plain no. */
function readBankruptcy(tokens: Token[]): Read<BankruptcyStance> | undefined {
  const stance = extractBankruptcy(tokens);
  if (stance) return { value: stance, spans: [{ first: stance.first, next: stance.next }] };
  const no = leadingNo(tokens);
  if (no === undefined) return undefined;
  return {
    value: {
      suggested: false,
      considered: false,
      unwanted: false,
      notConsidered: true,
      filed: false,
      first: no,
      next: no + 1,
    },
    spans: [{ first: no, next: no + 1 }],
  };
}

/** The index of a "no" among the answer's first three words ("um no", "well no not really"). */
function leadingNo(tokens: readonly Token[]): number | undefined {
  for (let index = 0; index < Math.min(3, tokens.length); index++) {
    const token = tokens[index];
    if (token && NO_WORDS.has(token.text)) return index;
  }
  return undefined;
}

const span = (number: NumberSpan): TokenSpan => ({ first: number.first, next: number.next });

function quantity(number: NumberSpan): Quantity {
  return {
    value: number.value,
    hedged: number.hedged,
    ...(number.bound ? { bound: number.bound } : {}),
    ...(number.range ? { range: number.range } : {}),
  };
}

/** The fields the questions of a "rest" span ask for. */
function restFields(span: AnswerSpan): UnderstoodFieldName[] {
  const asked: Record<number, UnderstoodFieldName[]> = {
    1: ['firstName', 'lastName', 'company', 'email', 'phone'],
    2: ['debtAmount'],
    3: ['legalActions'],
    5: ['creditorsCount'],
    6: ['bankruptcy'],
  };
  const out: UnderstoodFieldName[] = [];
  for (let question = span.question; question <= span.lastQuestion; question++) out.push(...(asked[question] ?? []));
  return out;
}

/** The summary's facts the questions of a "rest" span ask for. */
function restFacts(span: AnswerSpan): Array<keyof SituationFacts> {
  const asked: Record<number, Array<keyof SituationFacts>> = {
    2: ['debt'],
    3: ['legal'],
    4: ['revenue'],
    5: ['creditors'],
    6: ['bankruptcy'],
    7: ['goal'],
  };
  const out: Array<keyof SituationFacts> = [];
  for (let question = span.question; question <= span.lastQuestion; question++) out.push(...(asked[question] ?? []));
  return out;
}
