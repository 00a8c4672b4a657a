import type { TimelineEntry } from '#shared/timeline-schemas.js';

/**
 * The timeline's rules, apart from the SQL that gathers its rows (timeline-repository.ts): how a
 * click is named, how long a page was read, what a lead adds, and how the parts are put in order
 * and cut to size. Field collapsing itself happens in SQL, so thousands of keystrokes never leave
 * the database.
 */

/** An entry with what orders it: the time to the microsecond (ISO text sorts as time), then kind, then row id. */
export interface RankedEntry {
  entry: TimelineEntry;
  /** ISO 8601 UTC with microseconds: entries within one millisecond still keep their order. */
  sortAt: string;
  /** Page activity before a lead, a lead before its download, both before a voicemail sent the same instant. */
  rank: number;
  /** The row id: events of one instant in the order they were stored. */
  seq: number;
}

export const RANK = { activity: 0, consultation: 1, download: 2, voicemail: 3 } as const;

/** What a click names: the element's text, else its id, else its tag (a click on nothing named says so). */
export function clickLabel(details: { elementText?: unknown; elementId?: unknown; elementTag?: unknown }): string {
  for (const value of [details.elementText, details.elementId, details.elementTag]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return 'Unnamed element';
}

/**
 * Seconds on a page: what the page's leave beacon measured (it counts only visible time), else the
 * gap until the next page view of the session, marked as an estimate; unknown for the last page
 * of a session whose beacon never arrived.
 */
export function pageSeconds(
  timeOnPage: number | null,
  at: string,
  nextViewAt: string | null,
): { seconds: number | null; estimated: boolean } {
  if (timeOnPage !== null && Number.isFinite(timeOnPage)) return { seconds: Math.round(timeOnPage), estimated: false };
  if (nextViewAt === null) return { seconds: null, estimated: false };
  const gap = (Date.parse(nextViewAt) - Date.parse(at)) / 1000;
  return Number.isFinite(gap) && gap >= 0
    ? { seconds: Math.round(gap), estimated: true }
    : { seconds: null, estimated: false };
}

export interface TimelineLead {
  id: number;
  type: 'consultation' | 'lead_magnet';
  firstName: string;
  lastName: string;
  message: string;
  sessionId: string | null;
  at: string;
  sortAt: string;
}

/** Labels of the two PDFs a lead hands out (SPEC §7: the brochure's flyer, the guide sent on a consultation). */
export const DOWNLOAD_LABELS = {
  brochure: 'Services brochure (debt-negotiation-guide.pdf)',
  'corporate-guide': 'Corporate Debt Solutions guide (corporate-debt-solutions.pdf)',
} as const;

/**
 * A lead's entries. A brochure lead is the flyer's download; a consultation is the request
 * itself and the corporate guide its submission downloads (SPEC §7).
 */
export function leadEntries(lead: TimelineLead): RankedEntry[] {
  const common = { sessionId: lead.sessionId, at: lead.at };
  const download = (file: keyof typeof DOWNLOAD_LABELS): RankedEntry => ({
    entry: { kind: 'download', ...common, file, label: DOWNLOAD_LABELS[file], leadId: lead.id },
    sortAt: lead.sortAt,
    rank: RANK.download,
    seq: lead.id,
  });
  if (lead.type === 'lead_magnet') return [download('brochure')];
  const name = [lead.firstName, lead.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [
    {
      entry: { kind: 'consultation', ...common, leadId: lead.id, name, message: lead.message },
      sortAt: lead.sortAt,
      rank: RANK.consultation,
      seq: lead.id,
    },
    download('corporate-guide'),
  ];
}

const byTime = (a: RankedEntry, b: RankedEntry) =>
  a.sortAt < b.sortAt ? -1 : a.sortAt > b.sortAt ? 1 : a.rank - b.rank || a.seq - b.seq;

/**
 * The timeline in order, at most `maxEntries` long. Leads and voice messages always stay (up to
 * the cap themselves); page activity fills what is left, oldest first. Each part may hold at
 * most `maxEntries + 1` rows, the oldest of its kind: one more than fits is how a cut is known.
 */
export function assembleTimeline(
  parts: { activity: RankedEntry[][]; touchpoints: RankedEntry[] },
  maxEntries: number,
): { entries: TimelineEntry[]; truncated: boolean } {
  const touchpoints = [...parts.touchpoints].sort(byTime);
  const keptTouchpoints = touchpoints.slice(0, maxEntries);
  const activity = parts.activity.flat().sort(byTime);
  const budget = maxEntries - keptTouchpoints.length;
  const keptActivity = activity.slice(0, budget);
  const truncated = touchpoints.length > keptTouchpoints.length || activity.length > keptActivity.length;
  return { entries: [...keptActivity, ...keptTouchpoints].sort(byTime).map((ranked) => ranked.entry), truncated };
}
