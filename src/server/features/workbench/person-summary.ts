import type { CreditorsCount, DebtAmount } from '#shared/lead-options.js';
import { BROCHURE_LEAD_MESSAGE } from '#shared/lead-options.js';
import { touchSourceLabel } from '#shared/attribution-schemas.js';
import type { PersonSource, PersonSummary, TouchpointKind, ValueOrigin } from '#shared/people-schemas.js';
import type { UnderstoodField, VoiceUnderstanding } from '#shared/voice-schemas.js';
import { debtRank, scoreOf, scoreReasons } from './lead-score.js';

/**
 * A person's summary, from all of their touchpoints (docs/workbench.md, "One lead per person").
 * What the visitor typed beats what a voicemail was heard to say, and a consultation (every
 * field asked) beats the brochure card (first name and company only); among equals the latest
 * wins. Answers the forms do not ask (legal actions, bankruptcy, revenue) are read from the
 * voicemails' transcripts and the consultation messages.
 */

export interface LeadTouchpoint {
  kind: 'lead_magnet' | 'consultation';
  id: number;
  at: Date;
  sessionId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  debtAmount: string;
  creditorsCount: string;
  message: string;
}

export interface VoiceTouchpoint {
  kind: 'voicemail';
  id: number;
  at: Date;
  sessionId: string | null;
  email: string;
  phone: string;
  transcript: string | null;
  understanding: VoiceUnderstanding | null;
  /** The summary the voicemail's reading wrote for the form's message box. */
  message: string;
}

export type PersonTouchpoint = LeadTouchpoint | VoiceTouchpoint;

/** What the situation reader (the voice feature's rules) finds in a text. */
export interface SituationReading {
  debtAmount?: DebtAmount;
  creditorsCount?: CreditorsCount;
  legalActions?: string;
  bankruptcy?: string;
  revenue?: { text: string; annual: number };
}
/** `unsureWords`: indexes of the transcript words the recogniser doubted (their answers are left out). */
export type ReadSituation = (text: string, unsureWords?: readonly number[]) => SituationReading;

/** How a tracked session was reached (visitor_sessions.first_touch / last_touch: a shared `Touch`), as read back. */
export interface StoredTouch {
  at?: string | null;
  landingPage?: string | null;
  referrerLabel?: string | null;
  searchQuery?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}

export interface SessionTouches {
  firstTouch: StoredTouch | null;
  lastTouch: StoredTouch | null;
  firstVisit: Date;
}

export interface ComputedPerson {
  firstTouchAt: Date;
  lastTouchAt: Date;
  score: number;
  debtRank: number;
  summary: PersonSummary;
}

/** A value read from free text (a message, a transcript) by rule: below a typed or understood one. */
const READ_CONFIDENCE = 0.5;

/** How strongly each kind's typed answers count (a voicemail's heard ones count by confidence). */
const TYPED_RANK: Record<TouchpointKind, number> = { consultation: 3, lead_magnet: 2, voicemail: 1 };

interface Candidate<T> {
  value: T;
  origin: ValueOrigin;
  at: number;
}

/** The best candidate: highest rank (typed kind, then confidence), then the latest. */
function best<T>(candidates: ReadonlyArray<Candidate<T>>): Candidate<T> | undefined {
  const rank = (c: Candidate<T>) => TYPED_RANK[c.origin.kind] + c.origin.confidence;
  return [...candidates].sort((a, b) => rank(b) - rank(a) || b.at - a.at)[0];
}

const heard = (field: UnderstoodField | undefined, at: number): Candidate<string> | undefined =>
  field?.value ? { value: field.value, origin: { kind: 'voicemail', confidence: field.confidence }, at } : undefined;

const typed = (kind: TouchpointKind, value: string, at: number): Candidate<string> | undefined =>
  value.trim() ? { value: value.trim(), origin: { kind, confidence: 1 }, at } : undefined;

const defined = <T>(values: ReadonlyArray<T | undefined>): T[] => values.filter((v): v is T => v !== undefined);

const unique = (values: readonly string[]) => [...new Set(values.filter((value) => value.trim()))];

export function sourceOf(touch: StoredTouch | null): PersonSource | null {
  if (!touch) return null;
  return {
    label: touchSourceLabel({
      utmSource: touch.utmSource ?? null,
      utmMedium: touch.utmMedium ?? null,
      referrerLabel: touch.referrerLabel ?? 'Direct',
    }),
    landingPage: touch.landingPage ?? null,
    searchQuery: touch.searchQuery ?? null,
    campaign: touch.utmCampaign ?? null,
    at: touch.at ?? null,
  };
}

/** Builds the person's summary and score; `touchpoints` must not be empty. */
export function summarisePerson(
  touchpoints: readonly PersonTouchpoint[],
  sessions: readonly SessionTouches[],
  readSituation: ReadSituation,
): ComputedPerson {
  const ordered = [...touchpoints].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  const names: Array<Candidate<{ firstName: string; lastName: string }>> = [];
  const companies: Array<Candidate<string>> = [];
  const debts: Array<Candidate<string>> = [];
  const creditors: Array<Candidate<string>> = [];
  let legalActions: string | null = null;
  let bankruptcy: string | null = null;
  let revenue: { text: string; annual: number } | null = null;
  let message = '';
  const counts = { lead_magnet: 0, consultation: 0, voicemail: 0 };

  for (const touch of ordered) {
    const at = touch.at.getTime();
    counts[touch.kind] += 1;
    // Answers no form asks are read from what the visitor wrote or said; the latest mention wins.
    const text =
      touch.kind === 'voicemail' ? (touch.transcript ?? '') : touch.kind === 'consultation' ? touch.message : '';
    const reading = readSituation(
      text,
      touch.kind === 'voicemail' ? touch.understanding?.lowConfidenceWords : undefined,
    );
    const read = (value: string | undefined) =>
      value ? { value, origin: { kind: touch.kind, confidence: READ_CONFIDENCE }, at } : undefined;
    if (touch.kind === 'voicemail') {
      // The voice pipeline's understanding (with the e-mail and form hints) beats a second reading.
      const fields = touch.understanding?.fields ?? {};
      const first = heard(fields.firstName, at);
      if (first) {
        const last = fields.lastName?.value ?? '';
        names.push({ value: { firstName: first.value, lastName: last }, origin: first.origin, at });
      }
      companies.push(...defined([heard(fields.company, at)]));
      debts.push(...defined([heard(fields.debtAmount, at) ?? read(reading.debtAmount)]));
      creditors.push(...defined([heard(fields.creditorsCount, at) ?? read(reading.creditorsCount)]));
      legalActions = fields.legalActions?.value ?? reading.legalActions ?? legalActions;
      bankruptcy = fields.bankruptcy?.value ?? reading.bankruptcy ?? bankruptcy;
      if (touch.message) message = touch.message;
    } else {
      const first = typed(touch.kind, touch.firstName, at);
      if (first) names.push({ ...first, value: { firstName: first.value, lastName: touch.lastName.trim() } });
      companies.push(...defined([typed(touch.kind, touch.company, at)]));
      debts.push(...defined([typed(touch.kind, touch.debtAmount, at), read(reading.debtAmount)]));
      creditors.push(...defined([typed(touch.kind, touch.creditorsCount, at), read(reading.creditorsCount)]));
      legalActions = reading.legalActions ?? legalActions;
      bankruptcy = reading.bankruptcy ?? bankruptcy;
      if (touch.kind === 'consultation' && touch.message && touch.message !== BROCHURE_LEAD_MESSAGE) {
        message = touch.message;
      }
    }
    revenue = reading.revenue ?? revenue;
  }

  const name = best(names);
  const debtAmount = (best(debts)?.value ?? '') as DebtAmount | '';
  const creditorsCount = (best(creditors)?.value ?? '') as CreditorsCount | '';
  const reasons = scoreReasons({
    debtAmount,
    creditorsCount,
    legalActions,
    bankruptcy,
    annualRevenue: revenue?.annual ?? null,
  });
  const bySessionStart = [...sessions].sort((a, b) => a.firstVisit.getTime() - b.firstVisit.getTime());
  const firstSession = bySessionStart[0];
  const lastSession = bySessionStart.at(-1);

  return {
    firstTouchAt: ordered[0]!.at,
    lastTouchAt: ordered.at(-1)!.at,
    score: scoreOf(reasons),
    debtRank: debtRank(debtAmount),
    summary: {
      firstName: name?.value.firstName ?? '',
      lastName: name?.value.lastName ?? '',
      company: best(companies)?.value ?? '',
      nameOrigin: name?.origin ?? null,
      emails: unique(ordered.map((t) => t.email.trim())),
      phones: unique(ordered.map((t) => t.phone.trim())),
      debtAmount,
      creditorsCount,
      legalActions,
      bankruptcy,
      revenue: revenue?.text ?? null,
      message,
      touchpoints: counts,
      sessionIds: unique(ordered.map((t) => t.sessionId ?? '')),
      scoreReasons: reasons,
      firstSource: sourceOf(firstSession?.firstTouch ?? null),
      lastSource: sourceOf(lastSession?.lastTouch ?? lastSession?.firstTouch ?? null),
    },
  };
}
