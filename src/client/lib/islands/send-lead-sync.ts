import { pushLeadSync } from './island-store.js';
import { sanitizeLeadSyncRecord, withSplitName } from './lead-sync-record.js';

/**
 * Tells this page's consultation form about a record: untrusted input (a stored value, a
 * transcript's details) is sanitized and a full name split; an empty record is dropped.
 */
export function sendLeadSync(value: unknown): void {
  const record = withSplitName(sanitizeLeadSyncRecord(value));
  if (Object.keys(record).length > 0) pushLeadSync(record);
}
