import { CREDITORS_COUNT_OPTIONS, DEBT_AMOUNT_OPTIONS } from '#shared/lead-options.js';
import {
  FIELD_SOURCES,
  PREFILL_MIN_CONFIDENCE,
  UNDERSTOOD_FIELD_NAMES,
  type FieldSource,
  type UnderstoodField,
  type UnderstoodFieldName,
  type VoiceUnderstanding,
} from '#shared/voice-schemas.js';

/** How each source reads on its badge: where the value came from. */
export const SOURCE_LABELS: Record<FieldSource, string> = {
  speech: 'heard',
  email: 'from e-mail',
  form: 'from form',
};

/** The same sources after "confirmed by". */
const CONFIRMING_LABELS: Record<FieldSource, string> = { speech: 'voice', email: 'e-mail', form: 'form' };

const FIELD_LABELS: Record<UnderstoodFieldName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  email: 'E-mail',
  phone: 'Phone',
  debtAmount: 'Debt',
  creditorsCount: 'Creditors',
  legalActions: 'Lawsuits/liens',
  bankruptcy: 'Bankruptcy',
};

/** Answers stored as a form option's value are shown as the form shows them. */
const OPTION_LABELS: Partial<Record<UnderstoodFieldName, ReadonlyMap<string, string>>> = {
  debtAmount: new Map(DEBT_AMOUNT_OPTIONS.map((option) => [option.value, option.label])),
  creditorsCount: new Map(CREDITORS_COUNT_OPTIONS.map((option) => [option.value, option.label])),
};

/** One line of the card's "What was understood" list, ready to render. */
export interface UnderstoodRow {
  key: string;
  label: string;
  value: string;
  /** "heard", "from e-mail", "from form". */
  sourceLabel: string;
  /** "confirmed by e-mail" (or "… e-mail and form"), when another source agreed. */
  confirmedLabel: string | null;
  /** Whole percent, rounded down: 0.595 reads 59 %, never the 60 % a prefill needs. */
  percent: number;
  /** Below PREFILL_MIN_CONFIDENCE: shown, but not prefilled into the visitor's form. */
  unsure: boolean;
  /** What a screen reader hears after the label: "Rachel Goldberg, heard, confirmed by e-mail, 92 percent". */
  spoken: string;
}

const clampConfidence = (confidence: number) =>
  Number.isFinite(confidence) ? Math.min(Math.max(confidence, 0), 1) : 0;

/** The other sources that agreed, in FIELD_SOURCES order, without the field's own. */
function confirmingSources(field: UnderstoodField): FieldSource[] {
  const confirmedBy = new Set(field.confirmedBy ?? []);
  return FIELD_SOURCES.filter((source) => source !== field.source && confirmedBy.has(source));
}

const isUnsure = (field: UnderstoodField) => clampConfidence(field.confidence) < PREFILL_MIN_CONFIDENCE;

function toRow(key: string, label: string, value: string, field: UnderstoodField): UnderstoodRow {
  const confidence = clampConfidence(field.confidence);
  // The epsilon keeps 0.29 (28.999… × 100 in floating point) at 29.
  const percent = Math.floor(confidence * 100 + 1e-9);
  const unsure = confidence < PREFILL_MIN_CONFIDENCE;
  const confirming = confirmingSources(field);
  const confirmedLabel = confirming.length
    ? `confirmed by ${confirming.map((source) => CONFIRMING_LABELS[source]).join(' and ')}`
    : null;
  const sourceLabel = SOURCE_LABELS[field.source];
  const spoken = [value, sourceLabel, confirmedLabel, `${percent} percent`, unsure ? 'unsure' : null]
    .filter(Boolean)
    .join(', ');
  return { key, label, value, sourceLabel, confirmedLabel, percent, unsure, spoken };
}

/** Both halves of a name read as one when they came the same way and are equally trusted. */
function standAlike(first: UnderstoodField, last: UnderstoodField): boolean {
  const confirmedBy = (field: UnderstoodField) => confirmingSources(field).join();
  return first.source === last.source && confirmedBy(first) === confirmedBy(last) && isUnsure(first) === isUnsure(last);
}

function nameRows(first: UnderstoodField | undefined, last: UnderstoodField | undefined): UnderstoodRow[] {
  if (first && last && standAlike(first, last)) {
    // The name is only as sure as its less certain half.
    const weaker = first.confidence <= last.confidence ? first : last;
    return [toRow('name', 'Name', `${first.value} ${last.value}`, { ...first, confidence: weaker.confidence })];
  }
  if (first && !last) return [toRow('firstName', 'Name', first.value, first)];
  return [
    ...(first ? [toRow('firstName', FIELD_LABELS.firstName, first.value, first)] : []),
    ...(last ? [toRow('lastName', FIELD_LABELS.lastName, last.value, last)] : []),
  ];
}

/**
 * The understood fields in UNDERSTOOD_FIELD_NAMES order: first and last name together as "Name"
 * where both were understood alike (same source and confirmation, both sure or both unsure),
 * otherwise each on its own line; debt and creditors as the form's option labels. Empty values
 * are left out.
 */
export function understoodFieldRows(understanding: VoiceUnderstanding): UnderstoodRow[] {
  const present = (name: UnderstoodFieldName) => {
    const field = understanding.fields[name];
    return field && field.value.trim() ? { ...field, value: field.value.trim() } : undefined;
  };
  const rows: UnderstoodRow[] = [];
  for (const name of UNDERSTOOD_FIELD_NAMES) {
    if (name === 'lastName') continue;
    if (name === 'firstName') {
      rows.push(...nameRows(present('firstName'), present('lastName')));
      continue;
    }
    const field = present(name);
    if (!field) continue;
    const value = OPTION_LABELS[name]?.get(field.value) ?? field.value;
    rows.push(toRow(name, FIELD_LABELS[name], value, field));
  }
  return rows;
}

/** How many of the five bars of the confidence level are filled (0–5). */
export const levelBars = (percent: number) => Math.min(Math.max(Math.round(percent / 20), 0), 5);
