import { CREDITORS_COUNT_VALUES, DEBT_AMOUNT_VALUES } from '../../../shared/lead-options.js';
import {
  LEAD_MAGNET_DATA_KEY,
  LEAD_MAGNET_SYNC_KEY,
  LEAD_SYNC_EVENT,
  VOICEMAIL_EMAIL_COOKIE,
  VOICEMAIL_EXTRACTED_KEY,
  VOICEMAIL_PHONE_COOKIE,
} from './lead-sync-keys.js';

/**
 * Lead sync (SPEC §3 "Lead-sync record", "Browser-side items"): what the visitor already told us
 * elsewhere on the site (brochure card, voicemail) travels through browser storage and a same-page
 * event, so the consultation form can start filled in.
 *
 * Precedence when the form mounts (lowest first, later sources override field by field):
 * 1. cookies voicemail_email / voicemail_phone: they only fill e-mail and phone when no other
 *    source has them. They live 30 days and hold only what was typed on the voicemail welcome
 *    step, so they are the oldest and least specific source.
 * 2. localStorage leadMagnetSync: the brochure form, written on every brochure submit and kept
 *    across visits.
 * 3. sessionStorage leadMagnetData: the same brochure values, stored only when the visitor pressed
 *    'Schedule Free Consultation' in this tab: a more recent and deliberate hand-off than (2).
 * 4. localStorage voicemailExtractedData: what the voicemail transcript yielded. It is the richest
 *    source (names, debt, creditors, a message) and comes later in the funnel than the brochure,
 *    and its e-mail/phone are the ones typed on the welcome step (form-entered values win over
 *    extracted ones on the server, DESIGN.md), so it overrides the brochure data.
 * After the form is shown, live records (storage event from other tabs, `lead-sync` event on this
 * page) are applied in arrival order: the newest wins, but never over a field the visitor edited.
 *
 * Everything read here is untrusted: malformed JSON is ignored, non-string values are dropped and
 * debt amount / creditor count are kept only when they are one of SPEC §3's options.
 */

export const LEAD_SYNC_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'company',
  'phone',
  'debtAmount',
  'creditorsCount',
  'message',
] as const;
export type LeadSyncField = (typeof LEAD_SYNC_FIELDS)[number];
/** Any subset of the consultation form's values; every present value is a non-empty string. */
export type LeadSyncRecord = Partial<Record<LeadSyncField, string>>;

export {
  LEAD_MAGNET_DATA_KEY,
  LEAD_MAGNET_SYNC_KEY,
  LEAD_SYNC_EVENT,
  VOICEMAIL_EMAIL_COOKIE,
  VOICEMAIL_EXTRACTED_KEY,
  VOICEMAIL_PHONE_COOKIE,
};

/** localStorage keys whose records prefill the form, also when another tab writes them. */
export type LeadSyncStorageKey = typeof LEAD_MAGNET_SYNC_KEY | typeof VOICEMAIL_EXTRACTED_KEY;
const LIVE_STORAGE_KEYS: readonly string[] = [LEAD_MAGNET_SYNC_KEY, VOICEMAIL_EXTRACTED_KEY];

/** The schema's length limits (src/shared/lead-schemas.ts, text-fields.ts): longer text is cut. */
const MAX_LENGTH: Record<LeadSyncField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  company: 200,
  phone: 40,
  debtAmount: 20,
  creditorsCount: 20,
  message: 5000,
};

const CHOICES: Partial<Record<LeadSyncField, readonly string[]>> = {
  debtAmount: DEBT_AMOUNT_VALUES,
  creditorsCount: CREDITORS_COUNT_VALUES,
};

/** Keeps the known fields whose values are usable strings; drops everything else. */
export function sanitizeLeadSyncRecord(value: unknown): LeadSyncRecord {
  const record: LeadSyncRecord = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return record;
  const source = value as Record<string, unknown>;
  for (const field of LEAD_SYNC_FIELDS) {
    const raw = source[field];
    if (typeof raw !== 'string') continue;
    const trimmed = raw.replaceAll('\u0000', '').trim().slice(0, MAX_LENGTH[field]).trim();
    if (trimmed === '') continue;
    const choices = CHOICES[field];
    if (choices && !choices.includes(trimmed)) continue;
    record[field] = trimmed;
  }
  return record;
}

/** A stored JSON record, or an empty one when it is missing or not valid JSON. */
export function parseStoredRecord(json: string | null | undefined): LeadSyncRecord {
  if (!json) return {};
  try {
    return sanitizeLeadSyncRecord(JSON.parse(json));
  } catch {
    return {};
  }
}

/** One cookie's value from a `document.cookie` string (URI-decoded when possible), or null. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * SPEC §5: a full name typed in the first-name field becomes first name + last name, but only
 * while the last name is empty. Returns null when there is nothing to split.
 */
export function splitFullName(firstName: string, lastName: string): { firstName: string; lastName: string } | null {
  if (lastName.trim() !== '') return null;
  const words = firstName.trim().split(/\s+/);
  if (words.length < 2) return null;
  const [first = '', ...rest] = words;
  return { firstName: first, lastName: rest.join(' ') };
}

export interface PrefillSources {
  /** `document.cookie`. */
  cookies: string;
  /** localStorage leadMagnetSync. */
  leadMagnetSync: string | null;
  /** sessionStorage leadMagnetData. */
  leadMagnetData: string | null;
  /** localStorage voicemailExtractedData. */
  voicemailExtracted: string | null;
}

/** The consultation form's initial values, merged with the precedence documented above. */
export function mergePrefill(sources: PrefillSources): LeadSyncRecord {
  const merged: LeadSyncRecord = {
    ...parseStoredRecord(sources.leadMagnetSync),
    ...parseStoredRecord(sources.leadMagnetData),
    ...parseStoredRecord(sources.voicemailExtracted),
  };
  const fromCookies = sanitizeLeadSyncRecord({
    email: readCookie(sources.cookies, VOICEMAIL_EMAIL_COOKIE),
    phone: readCookie(sources.cookies, VOICEMAIL_PHONE_COOKIE),
  });
  const result: LeadSyncRecord = { ...fromCookies, ...merged };
  return withSplitName(result);
}

/** Applies the full-name split to a record whose first name holds the whole name. */
export function withSplitName(record: LeadSyncRecord): LeadSyncRecord {
  const split = splitFullName(record.firstName ?? '', record.lastName ?? '');
  return split ? { ...record, ...split } : record;
}

// ---- Browser glue (thin; everything above is pure) ----

/** Storage can throw (blocked cookies, some private modes): treat that as "nothing stored". */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function getItem(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function readCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

/** Reads every browser source now. Call it from an effect, never during render. */
export function readBrowserPrefill(): LeadSyncRecord {
  return mergePrefill({
    cookies: readCookies(),
    leadMagnetSync: getItem('localStorage', LEAD_MAGNET_SYNC_KEY),
    leadMagnetData: getItem('sessionStorage', LEAD_MAGNET_DATA_KEY),
    voicemailExtracted: getItem('localStorage', VOICEMAIL_EXTRACTED_KEY),
  });
}

/** Tells this page's consultation form about a record without storing it. */
export function notifyLeadSync(record: LeadSyncRecord): void {
  window.dispatchEvent(new CustomEvent(LEAD_SYNC_EVENT, { detail: record }));
}

/**
 * Stores a record (other tabs see it through the storage event, later visits through the prefill)
 * and tells this page's consultation form at once. The voicemail feature calls it with
 * VOICEMAIL_EXTRACTED_KEY after a transcript was processed.
 */
export function publishLeadSync(record: LeadSyncRecord, storageKey: LeadSyncStorageKey): void {
  try {
    storage('localStorage')?.setItem(storageKey, JSON.stringify(record));
  } catch {
    // Full or blocked storage: the same-page event below still prefills the form.
  }
  notifyLeadSync(record);
}

/** Stores the brochure values for the consultation form (SPEC §2) and notifies this page. */
export function handOffBrochureValues(values: Record<string, string>): void {
  try {
    storage('sessionStorage')?.setItem(LEAD_MAGNET_DATA_KEY, JSON.stringify(values));
  } catch {
    // Blocked storage: the event below still prefills the form on this page.
  }
  notifyLeadSync(sanitizeLeadSyncRecord(values));
}

/** Listens for records from this page (`lead-sync`) and other tabs (storage); returns unsubscribe. */
export function subscribeLeadSync(onRecord: (record: LeadSyncRecord) => void): () => void {
  const onEvent = (event: Event) => {
    const record = withSplitName(sanitizeLeadSyncRecord((event as CustomEvent<unknown>).detail));
    if (Object.keys(record).length > 0) onRecord(record);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || !LIVE_STORAGE_KEYS.includes(event.key)) return;
    if (event.storageArea !== storage('localStorage')) return;
    const record = withSplitName(parseStoredRecord(event.newValue));
    if (Object.keys(record).length > 0) onRecord(record);
  };
  window.addEventListener(LEAD_SYNC_EVENT, onEvent);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(LEAD_SYNC_EVENT, onEvent);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * After a consultation request was accepted, the stored hand-offs have done their job. Clearing
 * them keeps the next person on a shared device from seeing this visitor's details. The voicemail
 * cookies are left alone: the voicemail feature owns them (SPEC §9: 30 days).
 */
export function clearStoredLeadData(): void {
  for (const [kind, key] of [
    ['localStorage', LEAD_MAGNET_SYNC_KEY],
    ['localStorage', VOICEMAIL_EXTRACTED_KEY],
    ['sessionStorage', LEAD_MAGNET_DATA_KEY],
  ] as const) {
    try {
      storage(kind)?.removeItem(key);
    } catch {
      // Nothing we can do about blocked storage.
    }
  }
}
