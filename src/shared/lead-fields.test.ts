import { describe, expect, it } from 'vitest';
import {
  BROCHURE_FORM_FIELDS,
  LEAD_CSV_COLUMNS,
  LEAD_EMAIL_ROWS,
  LEAD_FIELD_CHOICES,
  LEAD_FIELD_MAX_LENGTHS,
  LEAD_FIELD_TABLE,
  LEAD_FORM_FIELDS,
  LEAD_OPTION_FIELDS,
  LEAD_STORED_FIELDS,
  type LeadFieldName,
  type LeadFieldSpec,
} from './lead-fields.js';
import { CREDITORS_COUNT_VALUES, DEBT_AMOUNT_VALUES } from './lead-options.js';

const specs = Object.entries(LEAD_FIELD_TABLE) as Array<[LeadFieldName, LeadFieldSpec]>;

describe('the lead field table and the lists derived from it', () => {
  it('lists the consultation form, the brochure form and the stored lead in their orders', () => {
    expect(LEAD_FORM_FIELDS).toEqual([
      'firstName',
      'lastName',
      'email',
      'company',
      'phone',
      'debtAmount',
      'creditorsCount',
      'message',
    ]);
    expect(BROCHURE_FORM_FIELDS).toEqual(['email', 'firstName', 'company', 'phone']);
    expect(LEAD_STORED_FIELDS).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'debtAmount',
      'creditorsCount',
      'message',
    ]);
  });

  it('numbers each use from 1 without gap or repeat (e-mail rows shared by one label only)', () => {
    for (const use of ['lead', 'brochure'] as const) {
      const positions = specs.flatMap(([, spec]) => spec.order[use] ?? []);
      expect(positions.toSorted((a, b) => a - b)).toEqual(positions.map((_, index) => index + 1));
    }
    const rows = new Map<number, Set<string>>();
    for (const [, spec] of specs)
      rows.set(spec.order.email, (rows.get(spec.order.email) ?? new Set()).add(spec.labels.email));
    expect([...rows.keys()].toSorted((a, b) => a - b)).toEqual([...rows.keys()].map((_, index) => index + 1));
    for (const labels of rows.values()) expect(labels.size).toBe(1);
  });

  it('gives the limits lead-sync used to hard-code', () => {
    expect(LEAD_FIELD_MAX_LENGTHS).toEqual({
      firstName: 100,
      lastName: 100,
      email: 254,
      company: 200,
      phone: 40,
      debtAmount: 20,
      creditorsCount: 20,
      message: 5000,
    });
  });

  it('enforces each text limit in the schema itself', () => {
    const fits: Partial<Record<LeadFieldName, (length: number) => string>> = {
      // The longest mailbox name (64), then a host name of one-letter labels up to the length.
      email: (length) => {
        const host = length - 65;
        const topLevel = host % 2 === 1 ? 'com' : 'co';
        return `${'a'.repeat(64)}@${'b.'.repeat((host - topLevel.length) / 2)}${topLevel}`;
      },
      phone: (length) => '1'.repeat(length),
    };
    for (const [name, spec] of specs) {
      if (spec.options) continue;
      const value = fits[name] ?? ((length: number) => 'a'.repeat(length));
      expect(spec.schema.safeParse(value(spec.maxLength)).success, name).toBe(true);
      expect(spec.schema.safeParse(value(spec.maxLength + 1)).success, name).toBe(false);
    }
  });

  it('accepts exactly SPEC’s options (or nothing) in the option fields, each shorter than the cut', () => {
    expect(LEAD_FIELD_CHOICES).toEqual({ debtAmount: DEBT_AMOUNT_VALUES, creditorsCount: CREDITORS_COUNT_VALUES });
    expect(LEAD_OPTION_FIELDS.map(({ name }) => name)).toEqual(['debtAmount', 'creditorsCount']);
    for (const [name, choices] of Object.entries(LEAD_FIELD_CHOICES) as Array<[LeadFieldName, string[]]>) {
      const { schema, maxLength }: LeadFieldSpec = LEAD_FIELD_TABLE[name];
      for (const choice of [...choices, '']) expect(schema.safeParse(choice).success).toBe(true);
      expect(schema.safeParse(`${choices[0]} `).success).toBe(false);
      for (const choice of choices) expect(choice.length).toBeLessThan(maxLength);
    }
  });

  it('labels the CSV columns and the e-mail rows', () => {
    expect(LEAD_CSV_COLUMNS.map(([, header]) => header)).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Company',
      'Debt amount',
      'Creditors',
      'Message',
    ]);
    expect(LEAD_EMAIL_ROWS).toEqual([
      { label: 'Name', fields: ['firstName', 'lastName'] },
      { label: 'Company', fields: ['company'] },
      { label: 'Email', fields: ['email'] },
      { label: 'Phone', fields: ['phone'] },
      { label: 'Total debt', fields: ['debtAmount'] },
      { label: 'Creditors', fields: ['creditorsCount'] },
      { label: 'Message', fields: ['message'] },
    ]);
  });
});
