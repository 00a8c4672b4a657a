import { leadValueLabel } from '#shared/lead-fields.js';
import {
  TOUCHPOINT_KINDS,
  type PeopleFilter,
  type PeopleSort,
  type Person,
  type SpeedToLead,
  type TouchpointKind,
  type ValueOrigin,
} from '#shared/people-schemas.js';
import { originTag } from '#shared/value-origins.js';
import { formatCallTime } from '#client/components/dashboard/format.js';

/** The keyboard hint under the column's toolbar: each row's name button is described by it. */
export const KEYS_HINT_ID = 'active-leads-keys';

/** The Active Leads filter buttons: SPEC §4's, over people, and one for callers. */
export const PEOPLE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'consultation', label: 'Consultations' },
  { value: 'lead_magnet', label: 'Lead Magnets' },
  { value: 'voicemail', label: 'Voicemails' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'hidden', label: 'Hidden' },
] as const satisfies ReadonlyArray<{ value: PeopleFilter; label: string }>;

export const PEOPLE_SORTS = [
  { value: 'newest', label: 'Newest activity' },
  { value: 'due', label: 'Overdue first' },
  { value: 'score', label: 'Score' },
  { value: 'amount', label: 'Debt amount' },
] as const satisfies ReadonlyArray<{ value: PeopleSort; label: string }>;

/** The person's name, else their first e-mail. */
export function personName(person: Person): string {
  const { firstName, lastName, emails } = person.summary;
  return `${firstName} ${lastName}`.trim() || emails[0] || 'Unknown caller';
}

/** One answer as the row shows it: the form's words and where it came from. */
export interface ShownAnswer {
  key: 'debtAmount' | 'creditorsCount';
  text: string;
  origin: ValueOrigin | null;
}

/** The answers in the form's words: '$500,000 – $1 million', '9–15 creditors' (unanswered ones left out). */
export function shownAnswers(person: Person): ShownAnswer[] {
  const { summary } = person;
  return (['debtAmount', 'creditorsCount'] as const)
    .map((key) => ({ key, text: leadValueLabel(key, summary[key]), origin: summary.origins[key] }))
    .filter((answer) => answer.text);
}

export const answerLabels = (person: Person): string[] => shownAnswers(person).map((answer) => answer.text);

/** What a heading tag speaks of: the name, the company, or both when they came alike. */
export type HeadingPart = 'name' | 'company' | 'both';

/**
 * The tags after the row's heading ("name · company", cut at the end when long): one for the name
 * or the company that the visitor did not type, or one for both when they came alike (then the
 * less sure of the two). The tags stand after the cut text, so they are never cut themselves, and
 * say which part they speak of. Empty when the visitor typed both or nothing is known.
 */
export function headingTags(person: Person): Array<{ part: HeadingPart; origin: ValueOrigin }> {
  const { summary } = person;
  const tagged = (origin: ValueOrigin | null) => (originTag(origin) ? origin : null);
  const name = summary.firstName || summary.lastName ? tagged(summary.nameOrigin) : null;
  const company = summary.company ? tagged(summary.origins.company) : null;
  if (name && company && originTag(name) === originTag(company)) {
    return [{ part: 'both', origin: company.confidence <= name.confidence ? company : name }];
  }
  return [
    ...(name ? [{ part: 'name' as const, origin: name }] : []),
    ...(company ? [{ part: 'company' as const, origin: company }] : []),
  ];
}

/** The kinds of touchpoint the person has, in the order they usually come. */
export function touchpointKinds(person: Person): TouchpointKind[] {
  return TOUCHPOINT_KINDS.filter((kind) => person.summary.touchpoints[kind] > 0);
}

const MINUTE_MS = 60 * 1000;

/** '3h 20m', '45m', '2d 4h': short enough for a row. */
export function formatSpan(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours}h` : `${hours}h ${minutes % 60}m`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days}d` : `${days}d ${hours % 24}h`;
}

export interface FollowUp {
  /**
   * 'Overdue' past the 24-hour promise or a booked call's time, 'Due' within the promise, 'Booked'
   * before the call the person booked, 'Called' once called.
   */
  state: 'overdue' | 'due' | 'booked' | 'called';
  text: string;
}

/** What is left of the promised follow-up, or by how much it was missed; a booked call instead, when there is one. */
export function followUp(person: Person, now: number): FollowUp {
  if (person.isContacted) return { state: 'called', text: 'Called' };
  if (person.bookedCall) {
    const booked = `Call booked ${formatCallTime(person.bookedCall.start)}`;
    const late = now - Date.parse(person.bookedCall.end);
    return late > 0
      ? { state: 'overdue', text: `${booked}, not called (${formatSpan(late)} ago)` }
      : { state: 'booked', text: booked };
  }
  const left = Date.parse(person.dueAt) - now;
  return left >= 0
    ? { state: 'due', text: `Due in ${formatSpan(left)}` }
    : { state: 'overdue', text: `Overdue by ${formatSpan(-left)}` };
}

/** 'Hot' from 60, 'Warm' from 30 (docs/workbench.md). */
export function scoreTone(score: number): { label: string; tone: 'warning' | 'info' | 'neutral' } {
  if (score >= 60) return { label: 'Hot', tone: 'warning' };
  if (score >= 30) return { label: 'Warm', tone: 'info' };
  return { label: 'Cool', tone: 'neutral' };
}

/** 'Time to First Call': '1h 05m'-style, or '—' before any call. */
export function timeToFirstCallText(minutes: number | null): string {
  if (minutes === null) return '—';
  return formatSpan(minutes * MINUTE_MS);
}

/**
 * The server's filters over the flags alone, for people already loaded: a person marked called
 * or hidden leaves the active list at once, before the server's next page arrives.
 */
export function matchesPeopleFilter(person: Pick<Person, 'isContacted' | 'isHidden'>, filter: PeopleFilter): boolean {
  if (filter === 'contacted') return person.isContacted;
  if (filter === 'hidden') return person.isHidden;
  return !person.isContacted && !person.isHidden;
}

/** The dashboard's 'Time to First Call' card: the 30-day median, with how many were called and are overdue. */
export function timeToFirstCallCard(speed: SpeedToLead | undefined): { label: string; value: string; detail: string } {
  return {
    label: 'Time to First Call',
    value: speed ? timeToFirstCallText(speed.medianMinutesToFirstCall) : '—',
    detail: speed ? `Median, 30 days · ${speed.called} called · ${speed.overdue} overdue` : 'Median, 30 days',
  };
}
