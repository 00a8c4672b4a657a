import * as z from 'zod/mini';
import { CREDITORS_COUNT_OPTIONS, DEBT_AMOUNT_OPTIONS } from './lead-options.js';
import {
  EMAIL_MAX_LENGTH,
  emailField,
  optionalPhoneField,
  optionalText,
  PHONE_MAX_LENGTH,
  requiredText,
} from './text-fields.js';

/**
 * The fields a visitor gives with a lead (SPEC §3), in one table. Every list of them is derived
 * from it: the form and API schemas (lead-schemas.ts), the stored lead and its columns, the CSV,
 * the new-lead e-mail, the form payloads and the lead-sync record. Adding a field is one entry
 * here, a migration, and the UI that shows it.
 *
 * The table's own order is the consultation form's (the order the visitor fills it in). The other
 * uses order the fields differently, so each entry says where it goes in them.
 */

interface Option {
  readonly value: string;
  readonly label: string;
}
/** SPEC §3's answer options for a field; the form shows the labels, the lead stores the values. */
type Options = readonly [Option, ...Option[]];

export interface LeadFieldSpec {
  /** How the consultation form, the brochure form and the API check the field. */
  readonly schema: z.ZodMiniType;
  /**
   * The longest value accepted. For an option field the enum bounds it; this is only the cut
   * lead-sync applies to untrusted stored values before matching them against the options.
   */
  readonly maxLength: number;
  /** Present when the field must be empty or one of SPEC §3's options. */
  readonly options?: Options;
  readonly labels: {
    /** The field's CSV column header. */
    readonly csv: string;
    /** The label of its row in the new-lead e-mail; fields with the same label share the row. */
    readonly email: string;
  };
  /** Positions, from 1, in the uses whose order differs from the table's. */
  readonly order: {
    /** The stored lead: its API objects and the CSV's columns. */
    readonly lead: number;
    /** The new-lead e-mail's rows. */
    readonly email: number;
    /** The brochure card's form; absent when the card does not ask for the field. */
    readonly brochure?: number;
  };
}

/** Above the longest option (lead-fields.test.ts checks); the 20 lead-sync has always cut to. */
const OPTION_MAX_LENGTH = 20;

/** Either one of SPEC's options or empty ("not answered"). */
function optionField<const O extends Options>(options: O, message: string) {
  type Value = O[number]['value'];
  const values = options.map((option) => option.value) as [Value, ...Value[]];
  return {
    maxLength: OPTION_MAX_LENGTH,
    options,
    schema: z._default(z.union([z.enum(values), z.literal('')], { error: message }), ''),
  };
}

/** A text field whose schema is built from its own limit, so the two cannot disagree. */
const textField = <S extends z.ZodMiniType>(maxLength: number, schema: (max: number) => S) => ({
  maxLength,
  schema: schema(maxLength),
});

export const LEAD_FIELD_TABLE = {
  firstName: {
    ...textField(100, (max) => requiredText(max, 'First name is required')),
    labels: { csv: 'First name', email: 'Name' },
    order: { lead: 1, email: 1, brochure: 2 },
  },
  lastName: {
    ...textField(100, (max) => requiredText(max, 'Last name is required')),
    labels: { csv: 'Last name', email: 'Name' },
    order: { lead: 2, email: 1 },
  },
  email: {
    maxLength: EMAIL_MAX_LENGTH,
    schema: emailField,
    labels: { csv: 'Email', email: 'Email' },
    order: { lead: 3, email: 3, brochure: 1 },
  },
  company: {
    ...textField(200, optionalText),
    labels: { csv: 'Company', email: 'Company' },
    order: { lead: 5, email: 2, brochure: 3 },
  },
  phone: {
    maxLength: PHONE_MAX_LENGTH,
    schema: z._default(optionalPhoneField, ''),
    labels: { csv: 'Phone', email: 'Phone' },
    order: { lead: 4, email: 4, brochure: 4 },
  },
  debtAmount: {
    ...optionField(DEBT_AMOUNT_OPTIONS, 'Please choose one of the listed debt amounts'),
    labels: { csv: 'Debt amount', email: 'Total debt' },
    order: { lead: 6, email: 5 },
  },
  creditorsCount: {
    ...optionField(CREDITORS_COUNT_OPTIONS, 'Please choose one of the listed creditor counts'),
    labels: { csv: 'Creditors', email: 'Creditors' },
    order: { lead: 7, email: 6 },
  },
  message: {
    ...textField(5000, (max) => requiredText(max, 'Please describe your situation')),
    labels: { csv: 'Message', email: 'Message' },
    order: { lead: 8, email: 7 },
  },
} satisfies Record<string, LeadFieldSpec>;

type Table = typeof LEAD_FIELD_TABLE;
export type LeadFieldName = keyof Table;
/** The fields the brochure card asks for. */
export type BrochureFieldName = {
  [K in LeadFieldName]: Table[K]['order'] extends { brochure: number } ? K : never;
}[LeadFieldName];

const specs = Object.entries(LEAD_FIELD_TABLE) as Array<[LeadFieldName, LeadFieldSpec]>;

/** The fields placed in `use`, in its order. */
const inOrderOf = (use: keyof LeadFieldSpec['order']) =>
  specs
    .filter(([, spec]) => spec.order[use] !== undefined)
    .sort(([, a], [, b]) => a.order[use]! - b.order[use]!)
    .map(([name]) => name);

/** The consultation form's fields in its order: its schema, its payload, the lead-sync record. */
export const LEAD_FORM_FIELDS: readonly LeadFieldName[] = specs.map(([name]) => name);

/** The brochure card's fields in its order: its schema and its payload. */
export const BROCHURE_FORM_FIELDS = inOrderOf('brochure') as readonly BrochureFieldName[];

/** The visitor's fields in the stored lead's order: the API's lead objects, the repository's columns, the CSV. */
export const LEAD_STORED_FIELDS: readonly LeadFieldName[] = inOrderOf('lead');

/** Each field's longest value (lead-sync cuts untrusted stored text to it). */
export const LEAD_FIELD_MAX_LENGTHS = Object.fromEntries(specs.map(([name, spec]) => [name, spec.maxLength])) as Record<
  LeadFieldName,
  number
>;

/**
 * The accepted values (besides '') of each option field, keyed by field; a field without options
 * has no entry, so `LEAD_FIELD_CHOICES[field]` tells any field's rule.
 */
export const LEAD_FIELD_CHOICES: Partial<Record<LeadFieldName, readonly string[]>> = Object.fromEntries(
  specs.flatMap(([name, spec]) => (spec.options ? [[name, spec.options.map((option) => option.value)]] : [])),
);

/** The option fields with their value/label pairs, in the form's order (the dashboard shows the labels). */
export const LEAD_OPTION_FIELDS = specs.flatMap(([name, spec]) =>
  spec.options ? [{ name, options: spec.options }] : [],
);

/**
 * An answer in the form's words ('$500,000 – $1 million' for '500k-1m'); a field without options,
 * or a value that is none of them, as it is. The dashboard, the CSVs and the e-mails all use it.
 */
export function leadValueLabel(field: string, value: string): string {
  const options = LEAD_OPTION_FIELDS.find(({ name }) => name === field)?.options as
    ReadonlyArray<{ value: string; label: string }> | undefined;
  return options?.find((option) => option.value === value)?.label ?? value;
}

/** The CSV's columns for the visitor's fields: [field, header], in the stored lead's order. */
export const LEAD_CSV_COLUMNS: ReadonlyArray<readonly [LeadFieldName, string]> = LEAD_STORED_FIELDS.map((name) => [
  name,
  LEAD_FIELD_TABLE[name].labels.csv,
]);

/** The new-lead e-mail's rows for the visitor's fields: a label and the fields shown on it (joined by a space). */
export const LEAD_EMAIL_ROWS: ReadonlyArray<{ label: string; fields: readonly LeadFieldName[] }> = inOrderOf(
  'email',
).reduce<Array<{ label: string; fields: LeadFieldName[] }>>((rows, name) => {
  const label = LEAD_FIELD_TABLE[name].labels.email;
  const row = rows.find((candidate) => candidate.label === label);
  if (row) row.fields.push(name);
  else rows.push({ label, fields: [name] });
  return rows;
}, []);

/** The zod shape of some fields, in the order given, each with its table schema and exact type. */
export function leadFieldShape<K extends LeadFieldName>(names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, LEAD_FIELD_TABLE[name].schema])) as {
    [P in K]: Table[P]['schema'];
  };
}
