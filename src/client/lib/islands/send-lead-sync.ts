import { pushLeadSync } from './lead-sync-store.js';
import { sanitizeHeardFields, sanitizeLeadSyncRecord, withSplitNameHeard } from './lead-sync-record.js';

/**
 * Tells this page's consultation form about a record: untrusted input (a stored value, a
 * transcript's details) is sanitized and a full name split; an empty record is dropped. `heard`:
 * the fields the voicemail heard, which the form marks (only those present in the record count).
 */
export function sendLeadSync(value: unknown, heard: readonly string[] = []): void {
  const sanitized = sanitizeLeadSyncRecord(value);
  const present = sanitizeHeardFields(heard).filter((field) => sanitized[field] !== undefined);
  const message = withSplitNameHeard(sanitized, present);
  if (Object.keys(message.record).length > 0) pushLeadSync(message.record, message.heard);
}
