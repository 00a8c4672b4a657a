import * as z from 'zod/mini';
import { bounded, pageField } from './tracking-fields.js';

/**
 * Source attribution (docs/decisions/0025-source-attribution.md): how a visitor arrived. The
 * tracking writer stores a `Touch` as a visitor session's `first_touch` (its first visit, or the
 * browser's first-ever arrival it carried over) and `last_touch` (its latest arrival from outside);
 * the dashboard's 'Leads by Source' and the lead workbench label them with `touchSourceLabel`.
 */

/** The source of a lead no tracked session led to. */
export const UNKNOWN_SOURCE = 'Unknown';

/** The campaign tags a landing page can carry (`?utm_source=…`), in the order they are read. */
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Longest kept UTM value, in characters (longer values are cut). */
export const UTM_VALUE_CHARS = 100;

/**
 * How long a browser's first-ever arrival is carried into its later sessions (the tracker keeps it
 * in local storage and sends it with the first visit of each new session while it is younger).
 */
export const CARRIED_TOUCH_MAX_AGE_MS = 90 * 24 * 3600 * 1000;

const nullableText = (max: number) => z.nullable(bounded(max));

/** One arrival: when, on which page, from where, with which search words and campaign tags. */
export const touchSchema = z.strictObject({
  /** ISO 8601 (UTC) time of the visit. */
  at: z.string(),
  /** The landing page: path and query string, as the tracker sent it. */
  landingPage: bounded(2048),
  /** The referring URL as the browser reported it; null when there was none. */
  referrer: nullableText(2048),
  /** SPEC §9's label: 'Direct', 'Google Search', …, 'Internal (This Website)' or the referring host. */
  referrerLabel: bounded(50),
  /** Search words from the referrer (q, p, query, text) or the landing page's utm_term, lower-cased. */
  searchQuery: nullableText(100),
  utmSource: nullableText(UTM_VALUE_CHARS),
  utmMedium: nullableText(UTM_VALUE_CHARS),
  utmCampaign: nullableText(UTM_VALUE_CHARS),
  utmTerm: nullableText(UTM_VALUE_CHARS),
  utmContent: nullableText(UTM_VALUE_CHARS),
});
export type Touch = z.infer<typeof touchSchema>;

/** What a touch's source label depends on. */
export type TouchSourceFields = Pick<Touch, 'utmSource' | 'utmMedium' | 'referrerLabel'>;

const tag = (value: string | null) => value?.trim().toLowerCase() || null;

/**
 * The source a touch is counted under: a campaign-tagged arrival by its `utm_source` (with its
 * medium when there is one: 'google / cpc', 'newsletter / email'), lower-cased so 'Newsletter' and
 * 'newsletter' group; otherwise its referrer label ('Google Search', 'Direct', 'linkedin.com').
 * No touch at all (no tracked session) is 'Unknown'.
 */
export function touchSourceLabel(touch: TouchSourceFields | null | undefined): string {
  if (!touch) return UNKNOWN_SOURCE;
  const source = tag(touch.utmSource);
  if (!source) return touch.referrerLabel || UNKNOWN_SOURCE;
  const medium = tag(touch.utmMedium);
  return medium ? `${source} / ${medium}` : source;
}

/**
 * The visitor's first-ever arrival, as the tracker carries it from local storage into the first
 * visit of a later session: the landing page and referrer it stored then, and how long before this
 * visit that was. The server labels it as it labels any visit. Optional on the batch's visit event.
 */
export const carriedTouchSchema = z.strictObject({
  page: pageField,
  referrer: z.optional(nullableText(2048)),
  /** Milliseconds between that arrival and the visit carrying it. */
  ageMs: z.number().check(z.int('Must be a whole number'), z.gte(0), z.lte(CARRIED_TOUCH_MAX_AGE_MS)),
});
export type CarriedTouch = z.output<typeof carriedTouchSchema>;
