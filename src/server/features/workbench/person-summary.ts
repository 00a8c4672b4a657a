import type { CreditorsCount, DebtAmount } from '#shared/lead-options.js';
import { BROCHURE_LEAD_MESSAGE } from '#shared/lead-options.js';
import type { SituationReading } from '#shared/situation-reading.js';
import { touchSourceLabel } from '#shared/attribution-schemas.js';
import type { BookedCall, PersonSource, PersonSummary, TouchpointKind, ValueOrigin } from '#shared/people-schemas.js';
import { PREFILL_MIN_CONFIDENCE, type UnderstoodField, type VoiceUnderstanding } from '#shared/voice-schemas.js';
import { debtRank, scoreOf, scoreReasons } from './lead-score.js';

/**
 * A person's summary, from all of their touchpoints (docs/workbench.md, "One lead per person").
 * Every value carries where it came from (`ValueOrigin`): what the visitor chose or typed beats
 * what a voicemail was understood to say, which beats what the rules inferred from free text
 * (`trustOf`); a consultation (every field asked) beats the brochure card (first name and company
 * only); among equals the latest wins. Answers the forms do not ask (legal actions, bankruptcy,
 * revenue) come from the voicemails' understanding, else are read from their transcripts and the
 * consultation messages.
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

/**
 * A call booked on /book: the name and company typed into the booking form, and the call itself
 * (the list's "Call booked" and the first call's due time: `bookedCallOf`).
 */
export interface BookingTouchpoint {
  kind: 'booking';
  id: number;
  at: Date;
  sessionId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  status: 'booked' | 'cancelled' | 'past';
  startsAt: Date;
  endsAt: Date;
}

export type PersonTouchpoint = LeadTouchpoint | VoiceTouchpoint | BookingTouchpoint;

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

/**
 * The shape of the stored summary (kept in it as `version`, which the API leaves out). A person
 * stored with an older one is recomputed by the linker's first pass after start, before any
 * workbench read answers: raise it whenever the summary gains a field or the score's rules change.
 */
export const SUMMARY_VERSION = 3;

export interface ComputedPerson {
  firstTouchAt: Date;
  lastTouchAt: Date;
  score: number;
  debtRank: number;
  summary: StoredSummary;
}

/**
 * The summary as stored: the API's summary, its version, and the booked call (which the API shows
 * beside the summary, as `Person.bookedCall`, and the list's due order reads in SQL).
 */
export type StoredSummary = PersonSummary & { version: number; bookedCall?: BookedCall | null };

/** A value the rules read from free text (a message, a transcript): below what was stated or understood. */
export const INFERRED_CONFIDENCE = 0.5;

/** Among values stated in forms, a consultation's (every field asked) beats the brochure card's. */
const FORM_RANK: Record<TouchpointKind, number> = { consultation: 1, lead_magnet: 0, voicemail: 0, booking: 0 };

/**
 * How far a value is trusted, the same order as the score counts it (lead-score.ts): chosen or
 * typed, then understood from a voicemail with confidence, then inferred from free text (a written
 * message before a transcript), then what a voicemail was unsure of.
 */
export function trustOf(origin: ValueOrigin): number {
  switch (origin.source) {
    case 'chosen':
    case 'typed':
      return 10 + FORM_RANK[origin.kind];
    case 'voicemail':
      return (origin.confidence >= PREFILL_MIN_CONFIDENCE ? 5 : 1) + origin.confidence;
    case 'inferred':
      return origin.kind === 'voicemail' ? 3 : 3.5;
  }
}

interface Candidate<T> {
  value: T;
  origin: ValueOrigin;
  at: number;
}

/** The best candidate: the most trusted, then the latest. */
function best<T>(candidates: ReadonlyArray<Candidate<T>>): Candidate<T> | undefined {
  return [...candidates].sort((a, b) => trustOf(b.origin) - trustOf(a.origin) || b.at - a.at)[0];
}

const heard = (field: UnderstoodField | undefined, at: number): Candidate<string> | undefined =>
  field?.value
    ? { value: field.value, origin: { source: 'voicemail', kind: 'voicemail', confidence: field.confidence }, at }
    : undefined;

const stated = (
  source: 'chosen' | 'typed',
  kind: TouchpointKind,
  value: string,
  at: number,
): Candidate<string> | undefined =>
  value.trim() ? { value: value.trim(), origin: { source, kind, confidence: 1 }, at } : undefined;

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

/**
 * The summary of a person with no touchpoint left (every voicemail of theirs deleted): nothing
 * to show, and nothing kept of what the deleted ones said; the list leaves them out.
 */
export function emptySummary(): ComputedPerson['summary'] {
  return {
    version: SUMMARY_VERSION,
    firstName: '',
    lastName: '',
    company: '',
    nameOrigin: null,
    origins: {
      company: null,
      debtAmount: null,
      creditorsCount: null,
      legalActions: null,
      bankruptcy: null,
      revenue: null,
    },
    emails: [],
    phones: [],
    debtAmount: '',
    creditorsCount: '',
    legalActions: null,
    bankruptcy: null,
    revenue: null,
    message: '',
    touchpoints: { lead_magnet: 0, consultation: 0, voicemail: 0, booking: 0 },
    sessionIds: [],
    scoreReasons: [],
    firstSource: null,
    lastSource: null,
  };
}

/** Builds the person's summary and score; `touchpoints` must not be empty. */
export function summarisePerson(
  touchpoints: readonly PersonTouchpoint[],
  sessions: readonly SessionTouches[],
  readSituation: ReadSituation,
  now = Date.now(),
): ComputedPerson {
  const ordered = [...touchpoints].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  const names: Array<Candidate<{ firstName: string; lastName: string }>> = [];
  const companies: Array<Candidate<string>> = [];
  const debts: Array<Candidate<string>> = [];
  const creditors: Array<Candidate<string>> = [];
  const legal: Array<Candidate<string>> = [];
  const bankruptcies: Array<Candidate<string>> = [];
  const revenues: Array<Candidate<{ text: string; annual: number }>> = [];
  let message = '';
  const counts = { lead_magnet: 0, consultation: 0, voicemail: 0, booking: 0 };

  for (const touch of ordered) {
    const at = touch.at.getTime();
    counts[touch.kind] += 1;
    // What no form asks (and what a form left blank) is read from what the visitor wrote or said.
    const text =
      touch.kind === 'voicemail' ? (touch.transcript ?? '') : touch.kind === 'consultation' ? touch.message : '';
    const reading = readSituation(
      text,
      touch.kind === 'voicemail' ? touch.understanding?.lowConfidenceWords : undefined,
    );
    const inferred = <T>(value: T | undefined): Candidate<T> | undefined =>
      value
        ? { value, origin: { source: 'inferred', kind: touch.kind, confidence: INFERRED_CONFIDENCE }, at }
        : undefined;
    if (touch.kind === 'voicemail') {
      // The voice pipeline's understanding (with the e-mail and form hints) beats a second reading.
      const fields = touch.understanding?.fields ?? {};
      const first = heard(fields.firstName, at);
      if (first) {
        // The name is only as sure as its less certain half.
        const last = fields.lastName;
        const confidence = Math.min(first.origin.confidence, last?.value ? last.confidence : 1);
        names.push({
          value: { firstName: first.value, lastName: last?.value ?? '' },
          origin: { ...first.origin, confidence },
          at,
        });
      }
      companies.push(...defined([heard(fields.company, at)]));
      debts.push(...defined([heard(fields.debtAmount, at) ?? inferred(reading.debtAmount)]));
      creditors.push(...defined([heard(fields.creditorsCount, at) ?? inferred(reading.creditorsCount)]));
      legal.push(...defined([heard(fields.legalActions, at) ?? inferred(reading.legalActions)]));
      bankruptcies.push(...defined([heard(fields.bankruptcy, at) ?? inferred(reading.bankruptcy)]));
      if (touch.message) message = touch.message;
    } else if (touch.kind === 'booking') {
      // The booking form asks only the name, contacts and company: typed, like the brochure card's.
      const first = stated('typed', touch.kind, touch.firstName, at);
      if (first) names.push({ ...first, value: { firstName: first.value, lastName: touch.lastName.trim() } });
      companies.push(...defined([stated('typed', touch.kind, touch.company, at)]));
    } else {
      const first = stated('typed', touch.kind, touch.firstName, at);
      if (first) names.push({ ...first, value: { firstName: first.value, lastName: touch.lastName.trim() } });
      companies.push(...defined([stated('typed', touch.kind, touch.company, at)]));
      debts.push(...defined([stated('chosen', touch.kind, touch.debtAmount, at), inferred(reading.debtAmount)]));
      creditors.push(
        ...defined([stated('chosen', touch.kind, touch.creditorsCount, at), inferred(reading.creditorsCount)]),
      );
      legal.push(...defined([inferred(reading.legalActions)]));
      bankruptcies.push(...defined([inferred(reading.bankruptcy)]));
      if (touch.kind === 'consultation' && touch.message && touch.message !== BROCHURE_LEAD_MESSAGE) {
        message = touch.message;
      }
    }
    revenues.push(...defined([inferred(reading.revenue)]));
  }

  const name = best(names);
  const company = best(companies);
  const debt = best(debts);
  const creditor = best(creditors);
  const legalActions = best(legal);
  const bankruptcy = best(bankruptcies);
  const revenue = best(revenues);
  const debtAmount = (debt?.value ?? '') as DebtAmount | '';
  const creditorsCount = (creditor?.value ?? '') as CreditorsCount | '';
  const origins = {
    company: company?.origin ?? null,
    debtAmount: debt?.origin ?? null,
    creditorsCount: creditor?.origin ?? null,
    legalActions: legalActions?.origin ?? null,
    bankruptcy: bankruptcy?.origin ?? null,
    revenue: revenue?.origin ?? null,
  };
  const reasons = scoreReasons({
    debtAmount,
    creditorsCount,
    legalActions: legalActions?.value ?? null,
    bankruptcy: bankruptcy?.value ?? null,
    annualRevenue: revenue?.value.annual ?? null,
    origins,
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
      version: SUMMARY_VERSION,
      firstName: name?.value.firstName ?? '',
      lastName: name?.value.lastName ?? '',
      company: company?.value ?? '',
      nameOrigin: name?.origin ?? null,
      origins,
      emails: unique(ordered.map((t) => t.email.trim())),
      phones: unique(ordered.map((t) => t.phone.trim())),
      debtAmount,
      creditorsCount,
      legalActions: legalActions?.value ?? null,
      bankruptcy: bankruptcy?.value ?? null,
      revenue: revenue?.value.text ?? null,
      message,
      touchpoints: counts,
      sessionIds: unique(ordered.map((t) => t.sessionId ?? '')),
      scoreReasons: reasons,
      firstSource: sourceOf(firstSession?.firstTouch ?? null),
      lastSource: sourceOf(lastSession?.lastTouch ?? lastSession?.firstTouch ?? null),
      bookedCall: bookedCallOf(ordered, now),
    },
  };
}

/**
 * The call to show and to be due by: of the person's booked calls (one per e-mail address, so a
 * person with two addresses may hold two), the next one to come, else the one that passed most
 * recently (uncalled, it makes the person overdue). Cancelled calls, and calls marked past when
 * their person booked again, do not count.
 */
export function bookedCallOf(touchpoints: readonly PersonTouchpoint[], now: number): BookedCall | null {
  const booked = touchpoints
    .filter((touch): touch is BookingTouchpoint => touch.kind === 'booking' && touch.status === 'booked')
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const call = booked.find((touch) => touch.endsAt.getTime() > now) ?? booked.at(-1);
  return call ? { bookingId: call.id, start: call.startsAt.toISOString(), end: call.endsAt.toISOString() } : null;
}
