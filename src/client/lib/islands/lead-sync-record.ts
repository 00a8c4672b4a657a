import {
  LEAD_FIELD_CHOICES,
  LEAD_FIELD_MAX_LENGTHS,
  LEAD_FORM_FIELDS,
  type LeadFieldName,
} from '#shared/lead-fields.js';

/**
 * The lead-sync record (SPEC §3 "Lead-sync record"): what the visitor already told us elsewhere on
 * the site (brochure card, voicemail), handed to the consultation form. Everything that builds or
 * reads one goes through `sanitizeLeadSyncRecord`: stored JSON and records from other tabs are
 * untrusted, so malformed values are dropped, text is cut to the schema's limits and debt amount /
 * creditor count are kept only when they are one of SPEC §3's options. Its fields, limits and
 * options are the consultation form's, from the shared field table (src/shared/lead-fields.ts).
 */

export const LEAD_SYNC_FIELDS = LEAD_FORM_FIELDS;
export type LeadSyncField = LeadFieldName;
/** Any subset of the consultation form's values; every present value is a non-empty string. */
export type LeadSyncRecord = Partial<Record<LeadSyncField, string>>;

/** Keeps the known fields whose values are usable strings; drops everything else. */
export function sanitizeLeadSyncRecord(value: unknown): LeadSyncRecord {
  const record: LeadSyncRecord = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return record;
  const source = value as Record<string, unknown>;
  for (const field of LEAD_SYNC_FIELDS) {
    const raw = source[field];
    if (typeof raw !== 'string') continue;
    const trimmed = raw.replaceAll('\u0000', '').trim().slice(0, LEAD_FIELD_MAX_LENGTHS[field]).trim();
    if (trimmed === '') continue;
    const choices = LEAD_FIELD_CHOICES[field];
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

/**
 * Applies the full-name split to a record whose first name holds the whole name, and takes a last
 * name it repeats out of the first name ("Rachel Goldberg" / "Goldberg" is Rachel Goldberg).
 */
export function withSplitName(record: LeadSyncRecord): LeadSyncRecord {
  const firstName = withoutRepeatedLastName(record.firstName ?? '', record.lastName ?? '');
  if (firstName !== undefined) return { ...record, firstName };
  const split = splitFullName(record.firstName ?? '', record.lastName ?? '');
  return split ? { ...record, ...split } : record;
}

function withoutRepeatedLastName(firstName: string, lastName: string): string | undefined {
  const first = firstName.trim().split(/\s+/);
  const last = lastName.trim().split(/\s+/).filter(Boolean);
  if (last.length === 0 || first.length <= last.length) return undefined;
  const tail = first.slice(-last.length).join(' ').toLowerCase();
  return tail === last.join(' ').toLowerCase() ? first.slice(0, -last.length).join(' ') : undefined;
}

/** Field names from untrusted JSON (another tab, an older visit): the known ones, each once. */
export function sanitizeHeardFields(value: unknown): LeadSyncField[] {
  if (!Array.isArray(value)) return [];
  return LEAD_SYNC_FIELDS.filter((field) => value.includes(field));
}

/** A stored list of heard fields, or none when it is missing or not valid JSON. */
export function parseStoredHeard(json: string | null | undefined): LeadSyncField[] {
  if (!json) return [];
  try {
    return sanitizeHeardFields(JSON.parse(json));
  } catch {
    return [];
  }
}

/**
 * `withSplitName` for a record some of whose fields were heard: a heard first name split in two
 * makes the last name heard too.
 */
export function withSplitNameHeard(
  record: LeadSyncRecord,
  heard: readonly LeadSyncField[],
): { record: LeadSyncRecord; heard: LeadSyncField[] } {
  const split = withSplitName(record);
  const lastNameFromFirst = split.lastName !== undefined && split.lastName !== record.lastName;
  const heardFields = new Set(heard);
  if (lastNameFromFirst && heardFields.has('firstName')) heardFields.add('lastName');
  return { record: split, heard: LEAD_SYNC_FIELDS.filter((field) => heardFields.has(field)) };
}
