import { UTM_PARAMETERS, UTM_VALUE_CHARS, type Touch } from '#shared/attribution-schemas.js';
import { DIRECT, INTERNAL } from './referrer.js';
import type { VisitDetails } from './tracking-event.js';

/**
 * Touches (docs/decisions/0025-source-attribution.md): how a visit arrived, as stored in a visitor
 * session's `first_touch` and `last_touch`. Built by the tracking writer for at most two visits per
 * session and batch, so the URL parsing costs nothing on the visits in between.
 */

type UtmFields = Pick<Touch, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'>;

const NO_TAGS: UtmFields = { utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };

const tagValue = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed ? Array.from(trimmed).slice(0, UTM_VALUE_CHARS).join('') : null;
};

/** A landing page's campaign tags (`utm_source` … `utm_content`); empty values count as absent. */
export function utmTagsOf(page: string): UtmFields {
  // Most pages carry none; only those that could are parsed.
  if (!page.includes('utm_')) return NO_TAGS;
  let params: URLSearchParams;
  try {
    params = new URL(`http://site${page}`).searchParams;
  } catch {
    return NO_TAGS;
  }
  const [source, medium, campaign, term, content] = UTM_PARAMETERS.map((name) => tagValue(params.get(name)));
  return {
    utmSource: source ?? null,
    utmMedium: medium ?? null,
    utmCampaign: campaign ?? null,
    utmTerm: term ?? null,
    utmContent: content ?? null,
  };
}

/** What a touch is made of: a visit's page, time and referrer facts. */
export interface TouchSource {
  page: string;
  at: Date;
  details: Pick<VisitDetails, 'referrer' | 'referrerLabel' | 'searchQuery'>;
}

export function touchOf(visit: TouchSource, tags: UtmFields = utmTagsOf(visit.page)): Touch {
  return {
    at: visit.at.toISOString(),
    landingPage: visit.page,
    referrer: visit.details.referrer,
    referrerLabel: visit.details.referrerLabel,
    searchQuery: visit.details.searchQuery,
    ...tags,
  };
}

const hasTags = (tags: UtmFields) =>
  tags.utmSource !== null ||
  tags.utmMedium !== null ||
  tags.utmCampaign !== null ||
  tags.utmTerm !== null ||
  tags.utmContent !== null;

/**
 * Whether a visit arrived from outside: from another site (a referrer that is neither none nor
 * this site) or with any campaign tag. A visit with no referrer and no tag (a typed address, a
 * bookmark, a stripped referrer) is not: mid-session it says nothing new about the source. The
 * writer's SQL asks the same question of a stored touch (`isOutsideArrivalSql`).
 */
export function isOutsideArrival(visit: TouchSource): boolean {
  const label = visit.details.referrerLabel;
  return (label !== DIRECT && label !== INTERNAL) || hasTags(utmTagsOf(visit.page));
}
