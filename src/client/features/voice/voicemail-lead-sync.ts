import type { ExtractedData } from '#shared/voice-schemas.js';
import { getStored, readCookie, readCookies, setStored } from '#client/lib/islands/browser-storage.js';
import {
  LEAD_MAGNET_DATA_KEY,
  LEAD_MAGNET_SYNC_KEY,
  VOICEMAIL_EMAIL_COOKIE,
  VOICEMAIL_EXTRACTED_KEY,
  VOICEMAIL_HEARD_KEY,
  VOICEMAIL_PHONE_COOKIE,
} from '#client/lib/islands/lead-sync-keys.js';
import {
  LEAD_SYNC_FIELDS,
  parseStoredHeard,
  parseStoredRecord,
  sanitizeLeadSyncRecord,
  withSplitName,
  withSplitNameHeard,
  type LeadSyncField,
  type LeadSyncRecord,
} from '#client/lib/islands/lead-sync-record.js';
import { publishLeadSync } from '#client/lib/islands/publish-lead-sync.js';

/**
 * What the voicemail hands to the consultation form (SPEC §3 lead-sync record, browser-side
 * items): the contact details typed on the welcome step (cookies, 30 days) and, after the upload,
 * the record built from the transcript's extracted data.
 */

/** The e-mail and phone typed on the welcome step (trimmed; phone may be empty). */
export interface ContactDetails {
  email: string;
  phone: string;
}

/** SPEC §9: the voicemail cookies last 30 days. */
export const VOICEMAIL_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A `document.cookie` assignment for one voicemail cookie. */
export function voicemailCookie(name: string, value: string, secure: boolean): string {
  const attributes = [`Max-Age=${VOICEMAIL_COOKIE_MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
}

/** Stores the typed e-mail and phone when recording starts (an empty phone clears an old one). */
export function rememberContactDetails({ email, phone }: ContactDetails): void {
  const secure = window.location.protocol === 'https:';
  try {
    document.cookie = voicemailCookie(VOICEMAIL_EMAIL_COOKIE, email, secure);
    document.cookie = voicemailCookie(VOICEMAIL_PHONE_COOKIE, phone, secure);
  } catch {
    // Cookies blocked: the form on this page still gets the details through the lead-sync record.
  }
}

/** What the welcome step can start with: the details typed last time, from the cookies. */
export function rememberedContactDetails(): ContactDetails {
  // Blocked cookies read as '': nothing remembered.
  const cookies = readCookies();
  return {
    email: readCookie(cookies, VOICEMAIL_EMAIL_COOKIE) ?? '',
    phone: readCookie(cookies, VOICEMAIL_PHONE_COOKIE) ?? '',
  };
}

/**
 * The fields each record built by voicemailLeadRecord holds from the transcript rather than from
 * what the visitor typed, for publishVoicemailRecord (which the panel calls with the record alone).
 */
const heardFieldsOf = new WeakMap<LeadSyncRecord, readonly LeadSyncField[]>();

/**
 * The extracted data merged with the typed details; typed values win (DESIGN.md). A full name
 * heard as the first name fills the first and the last name (SPEC §5), here already, so what is
 * stored is what the form shows.
 */
export function voicemailLeadRecord(extracted: ExtractedData | null, typed: ContactDetails): LeadSyncRecord {
  const fromTranscript = sanitizeLeadSyncRecord(extracted);
  const merged = sanitizeLeadSyncRecord({
    ...fromTranscript,
    email: typed.email,
    ...(typed.phone ? { phone: typed.phone } : {}),
  });
  const heard = LEAD_SYNC_FIELDS.filter(
    (field) => fromTranscript[field] !== undefined && field !== 'email' && !(field === 'phone' && typed.phone !== ''),
  );
  const { record, heard: heardAfterSplit } = withSplitNameHeard(merged, heard);
  heardFieldsOf.set(record, heardAfterSplit);
  return record;
}

/** The fields of a record that the voicemail heard (none for a record voicemailLeadRecord did not build). */
export function voicemailHeardFields(record: LeadSyncRecord): readonly LeadSyncField[] {
  return heardFieldsOf.get(record) ?? [];
}

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Did the transcript yield anything the visitor did not type themselves? (The server may echo the
 * typed e-mail and phone back in extractedData; those alone are not "extracted information".)
 */
export function hasExtractedDetails(extracted: ExtractedData | null, typed: ContactDetails): boolean {
  const record = sanitizeLeadSyncRecord(extracted);
  if (record.email?.toLowerCase() === typed.email.toLowerCase()) delete record.email;
  if (record.phone !== undefined && digits(record.phone) === digits(typed.phone)) delete record.phone;
  return Object.keys(record).length > 0;
}

const sameText = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What the visitor typed before in this browser (the brochure's leadMagnetData and leadMagnetSync),
 * without what an earlier voicemail heard and laid over leadMagnetSync.
 */
function givenBefore(sync: LeadSyncRecord): LeadSyncRecord {
  const earlierHeard = parseStoredHeard(getStored('localStorage', VOICEMAIL_HEARD_KEY));
  const earlierVoicemail = parseStoredRecord(getStored('localStorage', VOICEMAIL_EXTRACTED_KEY));
  const given: LeadSyncRecord = { ...sync };
  for (const field of earlierHeard) if (sameText(given[field], earlierVoicemail[field])) delete given[field];
  return withSplitName({ ...given, ...parseStoredRecord(getStored('sessionStorage', LEAD_MAGNET_DATA_KEY)) });
}

/**
 * Stores the record under both keys (SPEC §4) and tells the consultation form on this page, with
 * the fields the voicemail heard, which the form marks until the caller edits them (decision 0035).
 * A heard value the visitor had already typed into the brochure card (the server reads the card as
 * a hint) is theirs, not marked. leadMagnetSync may already hold what the brochure form was given:
 * the voicemail's fields are laid over it rather than replacing it, so a first name typed there is
 * not lost; it is only stored (the form on this page already has the brochure's values).
 */
export function publishVoicemailRecord(record: LeadSyncRecord): void {
  const sync = parseStoredRecord(getStored('localStorage', LEAD_MAGNET_SYNC_KEY));
  const given = givenBefore(sync);
  const heard = voicemailHeardFields(record).filter((field) => !sameText(given[field], record[field]));
  publishLeadSync(record, VOICEMAIL_EXTRACTED_KEY, heard);
  setStored('localStorage', LEAD_MAGNET_SYNC_KEY, JSON.stringify({ ...sync, ...record }));
}
