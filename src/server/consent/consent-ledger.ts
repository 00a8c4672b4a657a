import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bookingPhoneConsentNotice, consentNotices, type ConsentKind } from '#content/consent-notices.js';
import type { consents } from '#server/db/schema.js';

/**
 * The consent ledger's rows (table `consents`): for each phone number given and each recording,
 * the exact notice shown, its version, the time, the address and the page. The lead and voice
 * features write them in the same transaction as the lead or message they belong to.
 */

/** A notice's version: a digest of its words, so the ledger can never name a stale version. */
export const noticeVersion = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;

const VERSIONS = Object.fromEntries(
  Object.entries(consentNotices).map(([kind, text]) => [kind, noticeVersion(text)]),
) as Record<ConsentKind, string>;
const BOOKING_PHONE_VERSION = noticeVersion(bookingPhoneConsentNotice);

/** Where and from whom a consent came: taken from the request, never from the payload. */
export interface ConsentContext {
  ipAddress: string | null;
  /** The page the form was sent from (same-origin Referer: path and query), or null. */
  page: string | null;
}

const MAX_PAGE_CHARS = 2048;

/**
 * The request's address and page. `siteOrigins`: PUBLIC_URL's origin and ALLOWED_ORIGINS (a www
 * and an apex name); a Referer from any other site names no page of ours: null.
 */
export function consentContext(request: FastifyRequest, siteOrigins: readonly string[]): ConsentContext {
  const referer = request.headers.referer;
  let page: string | null = null;
  if (referer) {
    try {
      const url = new URL(referer);
      if (siteOrigins.includes(url.origin)) page = `${url.pathname}${url.search}`.slice(0, MAX_PAGE_CHARS);
    } catch {
      // Not a URL: no page.
    }
  }
  return { ipAddress: request.ip || null, page };
}

type ConsentRow = typeof consents.$inferInsert;

/** The ledger rows a touchpoint needs: a phone consent when a phone was given, a recording consent for audio. */
export function consentRows(
  given: { phone: string; recording: boolean },
  context: ConsentContext,
  owner: Pick<ConsentRow, 'leadId' | 'voiceMessageId' | 'bookingId'>,
): ConsentRow[] {
  const row = (kind: ConsentKind, phone: string): ConsentRow => ({
    kind,
    ...owner,
    phone,
    noticeText: consentNotices[kind],
    noticeVersion: VERSIONS[kind],
    ipAddress: context.ipAddress,
    page: context.page,
  });
  const rows: ConsentRow[] = [];
  if (given.phone.trim()) rows.push(row('phone', given.phone.trim()));
  if (given.recording) rows.push(row('recording', ''));
  return rows;
}

/** The phone consent given with a booking (/book): its own notice, the booking form's words. */
export function bookingPhoneConsentRow(phone: string, context: ConsentContext, bookingId: number): ConsentRow | null {
  if (!phone.trim()) return null;
  return {
    kind: 'phone',
    bookingId,
    phone: phone.trim(),
    noticeText: bookingPhoneConsentNotice,
    noticeVersion: BOOKING_PHONE_VERSION,
    ipAddress: context.ipAddress,
    page: context.page,
  };
}
