import { setStored } from './browser-storage.js';
import { sendLeadSync } from './send-lead-sync.js';
import type { LeadSyncField, LeadSyncRecord } from './lead-sync-record.js';
import { VOICEMAIL_EXTRACTED_KEY, VOICEMAIL_HEARD_KEY, type LEAD_MAGNET_SYNC_KEY } from './lead-sync-keys.js';

/** localStorage keys whose records prefill the form, also when another tab writes them. */
export type LeadSyncStorageKey = typeof LEAD_MAGNET_SYNC_KEY | typeof VOICEMAIL_EXTRACTED_KEY;

/**
 * Stores a record (other tabs see it through the storage event, later visits through the prefill)
 * and tells this page's consultation form at once. The brochure card publishes under
 * leadMagnetSync; the voicemail, after a transcript was processed, under voicemailExtractedData
 * with the fields it heard (stored first, so another tab reads them when the record arrives).
 */
export function publishLeadSync(
  record: LeadSyncRecord,
  storageKey: LeadSyncStorageKey,
  heard: readonly LeadSyncField[] = [],
): void {
  // Full or blocked storage: the store below still prefills the form on this page.
  if (storageKey === VOICEMAIL_EXTRACTED_KEY) setStored('localStorage', VOICEMAIL_HEARD_KEY, JSON.stringify(heard));
  setStored('localStorage', storageKey, JSON.stringify(record));
  sendLeadSync(record, heard);
}
