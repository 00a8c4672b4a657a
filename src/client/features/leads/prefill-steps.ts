import type { LeadSyncMessage } from '#client/lib/islands/island-store.js';
import { LEAD_SYNC_FIELDS, type LeadSyncField } from '#client/lib/islands/lead-sync-record.js';

/**
 * What a lead-sync record does to the consultation form (decision 0035), apart from the form's
 * state library so the rules can be tested:
 *
 * - A field the visitor has typed into keeps what they typed: a record never overwrites it.
 * - Every other field takes the record's value, an empty one too, also one the visitor emptied:
 *   a voicemail that heard the last name the caller had cleared must not leave the form failing
 *   on it ("Missing Required Fields") while the caller was told it is filled in.
 * - A value the voicemail heard is marked "From your voicemail, please check" until the caller
 *   edits it; a new value from the brochure form, the cookies or another tab is the visitor's
 *   own and unmarks the field; the same value again leaves the mark as it is.
 */
export interface PrefillStep {
  field: LeadSyncField;
  value: string;
  /** true: mark the field; false: unmark it; undefined: leave its mark as it is. */
  heard: boolean | undefined;
}

export interface FieldNow {
  value: string;
  /** The visitor changed the field since it was last prefilled. */
  dirty: boolean;
}

export function prefillSteps(message: LeadSyncMessage, now: (field: LeadSyncField) => FieldNow): PrefillStep[] {
  const steps: PrefillStep[] = [];
  for (const field of LEAD_SYNC_FIELDS) {
    const value = message.record[field];
    if (value === undefined) continue;
    const current = now(field);
    if (current.dirty && current.value.trim() !== '') continue;
    const heard = message.heard.includes(field) ? true : current.value !== value ? false : undefined;
    steps.push({ field, value, heard });
  }
  return steps;
}
