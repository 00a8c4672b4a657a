import * as z from 'zod/mini';

/**
 * How long the site keeps what it collects, in days (the retention settings, decision 0031). The
 * server deletes by these figures and the privacy page states them: both read the same values, so
 * the page cannot promise what the server does not keep.
 */
export interface RetentionDays {
  /** Leads, voice messages, their consent records and people left with no touchpoint (INQUIRY_RETENTION_DAYS). */
  inquiries: number;
  /** A voice message's audio; its transcript stays with the inquiry (VOICE_AUDIO_RETENTION_DAYS). */
  voiceRecordings: number;
  /** Visitor sessions, visits, clicks and typed values (ACTIVITY_RETENTION_DAYS). */
  activity: number;
  /** Visitor and consent IP addresses (IP_RETENTION_DAYS). */
  ipAddresses: number;
}

export type RetentionKind = keyof RetentionDays;

/** What the privacy policy published: 3 years, 1 year, 90 days, 90 days. */
export const DEFAULT_RETENTION_DAYS: RetentionDays = {
  inquiries: 1095,
  voiceRecordings: 365,
  activity: 90,
  ipAddresses: 90,
};

/**
 * A period as the privacy page words it: whole years as years ("1 year", "3 years"), anything
 * else in days ("90 days"). A year is 365 days here, as the defaults count it.
 */
export function retentionPeriod(days: number): string {
  const years = days / 365;
  if (Number.isInteger(years)) return years === 1 ? '1 year' : `${years} years`;
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * Every served page carries the figures in force in this meta tag (the server writes it at start),
 * so the browser renders /privacy with them whichever page it was opened on.
 */
export const RETENTION_META_NAME = 'retention-days';

/** The attribute that marks a figure in the privacy page's HTML; the server fills in its text at start. */
export const RETENTION_FIGURE_ATTRIBUTE = 'data-retention';

const daysSchema = z.int().check(z.positive());
const retentionDaysSchema = z.object({
  inquiries: daysSchema,
  voiceRecordings: daysSchema,
  activity: daysSchema,
  ipAddresses: daysSchema,
});

/** The meta tag's content. */
export const retentionMetaContent = ({ inquiries, voiceRecordings, activity, ipAddresses }: RetentionDays): string =>
  JSON.stringify({ inquiries, voiceRecordings, activity, ipAddresses });

/** The figures a meta tag's content holds; null when it is missing or malformed. */
export function parseRetentionMeta(content: string | null | undefined): RetentionDays | null {
  if (!content) return null;
  try {
    const parsed = retentionDaysSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
