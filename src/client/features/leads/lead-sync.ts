import {
  getStored,
  readCookie,
  readCookies,
  removeStored,
  setStored,
  storage,
} from '#client/lib/islands/browser-storage.js';
import { onLeadSync } from '#client/lib/islands/island-store.js';
import { sendLeadSync } from '#client/lib/islands/send-lead-sync.js';
import {
  LEAD_MAGNET_DATA_KEY,
  LEAD_MAGNET_SYNC_KEY,
  VOICEMAIL_EMAIL_COOKIE,
  VOICEMAIL_EXTRACTED_KEY,
  VOICEMAIL_PHONE_COOKIE,
} from '#client/lib/islands/lead-sync-keys.js';
import {
  parseStoredRecord,
  sanitizeLeadSyncRecord,
  withSplitName,
  type LeadSyncRecord,
} from '#client/lib/islands/lead-sync-record.js';

/**
 * The consultation form's side of lead sync (SPEC §3 "Lead-sync record", "Browser-side items"):
 * what the visitor already told us elsewhere on the site travels through browser storage (other
 * tabs, later visits) and the island store (this page), so the form can start filled in.
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
 * After the form is shown, live records (storage event from other tabs, the island store on this
 * page) are applied in arrival order: the newest wins, but never over a field the visitor edited.
 */

const LIVE_STORAGE_KEYS: readonly string[] = [LEAD_MAGNET_SYNC_KEY, VOICEMAIL_EXTRACTED_KEY];

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

/** Reads every browser source now. Call it from an effect, never during render. */
export function readBrowserPrefill(): LeadSyncRecord {
  return mergePrefill({
    cookies: readCookies(),
    leadMagnetSync: getStored('localStorage', LEAD_MAGNET_SYNC_KEY),
    leadMagnetData: getStored('sessionStorage', LEAD_MAGNET_DATA_KEY),
    voicemailExtracted: getStored('localStorage', VOICEMAIL_EXTRACTED_KEY),
  });
}

/** Stores the brochure values for the consultation form (SPEC §2) and tells this page's form. */
export function handOffBrochureValues(values: Record<string, string>): void {
  // Blocked storage: the store below still prefills the form on this page.
  setStored('sessionStorage', LEAD_MAGNET_DATA_KEY, JSON.stringify(values));
  sendLeadSync(values);
}

/** Listens for records from this page (the island store) and other tabs (storage); returns unsubscribe. */
export function subscribeLeadSync(onRecord: (record: LeadSyncRecord) => void): () => void {
  const unsubscribe = onLeadSync(onRecord);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || !LIVE_STORAGE_KEYS.includes(event.key)) return;
    if (event.storageArea !== storage('localStorage')) return;
    const record = withSplitName(parseStoredRecord(event.newValue));
    if (Object.keys(record).length > 0) onRecord(record);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * After a consultation request was accepted, the stored hand-offs have done their job. Clearing
 * them keeps the next person on a shared device from seeing this visitor's details. The voicemail
 * cookies are left alone: the voicemail feature owns them (SPEC §9: 30 days).
 */
export function clearStoredLeadData(): void {
  removeStored('localStorage', LEAD_MAGNET_SYNC_KEY);
  removeStored('localStorage', VOICEMAIL_EXTRACTED_KEY);
  removeStored('sessionStorage', LEAD_MAGNET_DATA_KEY);
}
