import {
  getStored,
  readCookie,
  readCookies,
  removeStored,
  setStored,
  storage,
} from '#client/lib/islands/browser-storage.js';
import { type LeadSyncMessage } from '#client/lib/islands/island-store.js';
import { onLeadSync } from '#client/lib/islands/lead-sync-store.js';
import { sendLeadSync } from '#client/lib/islands/send-lead-sync.js';
import {
  LEAD_MAGNET_DATA_KEY,
  LEAD_MAGNET_SYNC_KEY,
  VOICEMAIL_EMAIL_COOKIE,
  VOICEMAIL_EXTRACTED_KEY,
  VOICEMAIL_HEARD_KEY,
  VOICEMAIL_PHONE_COOKIE,
} from '#client/lib/islands/lead-sync-keys.js';
import {
  parseStoredHeard,
  parseStoredRecord,
  sanitizeLeadSyncRecord,
  withSplitName,
  withSplitNameHeard,
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
 * page) are applied in arrival order: the newest wins, but never over text the visitor typed (a
 * field they emptied is filled again: prefill-steps.ts).
 *
 * The fields the voicemail heard (localStorage voicemailHeardFields, beside the SPEC's items) are
 * marked in the form "From your voicemail, please check" until the caller edits them (decision
 * 0035); what came from the brochure form or the cookies is the visitor's own and is not marked.
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
  /** localStorage voicemailHeardFields: which of voicemailExtractedData's fields were heard. */
  voicemailHeard?: string | null;
}

/** The consultation form's initial values, merged with the precedence documented above. */
export function mergePrefill(sources: PrefillSources): LeadSyncRecord {
  return mergeMarkedPrefill(sources).record;
}

/** The initial values and, of those, the ones the voicemail heard (still as it heard them). */
export function mergeMarkedPrefill(sources: PrefillSources): LeadSyncMessage {
  const voicemailRecord = parseStoredRecord(sources.voicemailExtracted);
  const voicemail = withSplitNameHeard(
    voicemailRecord,
    parseStoredHeard(sources.voicemailHeard).filter((field) => voicemailRecord[field] !== undefined),
  );
  const merged: LeadSyncRecord = {
    ...parseStoredRecord(sources.leadMagnetSync),
    ...parseStoredRecord(sources.leadMagnetData),
    ...voicemail.record,
  };
  const fromCookies = sanitizeLeadSyncRecord({
    email: readCookie(sources.cookies, VOICEMAIL_EMAIL_COOKIE),
    phone: readCookie(sources.cookies, VOICEMAIL_PHONE_COOKIE),
  });
  const record = withSplitName({ ...fromCookies, ...merged });
  return { record, heard: voicemail.heard.filter((field) => record[field] === voicemail.record[field]) };
}

/** Reads every browser source now. Call it from an effect, never during render. */
export function readBrowserPrefill(): LeadSyncMessage {
  return mergeMarkedPrefill({
    cookies: readCookies(),
    leadMagnetSync: getStored('localStorage', LEAD_MAGNET_SYNC_KEY),
    leadMagnetData: getStored('sessionStorage', LEAD_MAGNET_DATA_KEY),
    voicemailExtracted: getStored('localStorage', VOICEMAIL_EXTRACTED_KEY),
    voicemailHeard: getStored('localStorage', VOICEMAIL_HEARD_KEY),
  });
}

/** Stores the brochure values for the consultation form (SPEC §2) and tells this page's form. */
export function handOffBrochureValues(values: Record<string, string>): void {
  // Blocked storage: the store below still prefills the form on this page.
  setStored('sessionStorage', LEAD_MAGNET_DATA_KEY, JSON.stringify(values));
  sendLeadSync(values);
}

/** Listens for records from this page (the island store) and other tabs (storage); returns unsubscribe. */
export function subscribeLeadSync(onMessage: (message: LeadSyncMessage) => void): () => void {
  const unsubscribe = onLeadSync(onMessage);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || !LIVE_STORAGE_KEYS.includes(event.key)) return;
    if (event.storageArea !== storage('localStorage')) return;
    const stored = parseStoredRecord(event.newValue);
    // The other tab stored the heard fields before the record (publish-lead-sync.ts).
    const heard =
      event.key === VOICEMAIL_EXTRACTED_KEY
        ? parseStoredHeard(getStored('localStorage', VOICEMAIL_HEARD_KEY)).filter(
            (field) => stored[field] !== undefined,
          )
        : [];
    const message = withSplitNameHeard(stored, heard);
    if (Object.keys(message.record).length > 0) onMessage(message);
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
  removeStored('localStorage', VOICEMAIL_HEARD_KEY);
  removeStored('sessionStorage', LEAD_MAGNET_DATA_KEY);
}
