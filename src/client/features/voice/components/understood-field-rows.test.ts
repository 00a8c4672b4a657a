import { describe, expect, it } from 'vitest';
import { PREFILL_MIN_CONFIDENCE, type UnderstoodField, type VoiceUnderstanding } from '#shared/voice-schemas.js';
import { levelBars, understoodFieldRows } from './understood-field-rows.js';

const heard = (value: string, confidence: number, extra: Partial<UnderstoodField> = {}): UnderstoodField => ({
  value,
  source: 'speech',
  confidence,
  ...extra,
});

const rowsOf = (fields: VoiceUnderstanding['fields']) => understoodFieldRows({ fields, lowConfidenceWords: [] });

describe('understoodFieldRows', () => {
  it('reads first and last name as one Name with source, confirmation and percentage', () => {
    const [name] = rowsOf({
      firstName: heard('Rachel', 0.92, { confirmedBy: ['email'] }),
      lastName: heard('Goldberg', 0.95, { confirmedBy: ['email'] }),
    });
    expect(name).toEqual({
      key: 'name',
      label: 'Name',
      value: 'Rachel Goldberg',
      sourceLabel: 'heard',
      confirmedLabel: 'confirmed by e-mail',
      percent: 92,
      unsure: false,
      spoken: 'Rachel Goldberg, heard, confirmed by e-mail, 92 percent',
    });
  });

  it('keeps the halves of a name apart when they came differently or one is unsure', () => {
    const differentSource = rowsOf({
      firstName: heard('Rachel', 0.9),
      lastName: { value: 'Goldberg', source: 'email', confidence: 0.9 },
    });
    expect(differentSource.map((row) => [row.label, row.value, row.sourceLabel])).toEqual([
      ['First name', 'Rachel', 'heard'],
      ['Last name', 'Goldberg', 'from e-mail'],
    ]);
    const oneUnsure = rowsOf({ firstName: heard('Rachel', 0.9), lastName: heard('Goldbird', 0.4) });
    expect(oneUnsure.map((row) => [row.label, row.unsure])).toEqual([
      ['First name', false],
      ['Last name', true],
    ]);
  });

  it('names a lone first name "Name" and a lone last name "Last name"', () => {
    expect(rowsOf({ firstName: heard('Rachel', 0.9) }).map((row) => row.label)).toEqual(['Name']);
    expect(rowsOf({ lastName: heard('Goldberg', 0.9) }).map((row) => row.label)).toEqual(['Last name']);
  });

  it('follows UNDERSTOOD_FIELD_NAMES order and shows option labels for debt and creditors', () => {
    const rows = rowsOf({
      bankruptcy: heard('Suggested, not wanted', 0.7),
      creditorsCount: heard('3-8', 0.8),
      debtAmount: heard('100k-500k', 0.85),
      legalActions: heard('Lawsuit; tax lien', 0.75),
      phone: { value: '(312) 555-0142', source: 'form', confidence: 1 },
      email: { value: 'rachel@goldbergstaffing.com', source: 'email', confidence: 1 },
      company: heard('Goldberg Staffing', 0.8),
      firstName: heard('Rachel', 0.9),
    });
    expect(rows.map((row) => [row.label, row.value, row.sourceLabel])).toEqual([
      ['Name', 'Rachel', 'heard'],
      ['Company', 'Goldberg Staffing', 'heard'],
      ['E-mail', 'rachel@goldbergstaffing.com', 'from e-mail'],
      ['Phone', '(312) 555-0142', 'from form'],
      ['Debt', '$100,000 – $500,000', 'heard'],
      ['Creditors', '3–8 creditors', 'heard'],
      ['Lawsuits/liens', 'Lawsuit; tax lien', 'heard'],
      ['Bankruptcy', 'Suggested, not wanted', 'heard'],
    ]);
  });

  it('keeps a debt value that is no form option as it is', () => {
    expect(rowsOf({ debtAmount: heard('about two million', 0.5) })[0]?.value).toBe('about two million');
  });

  it(`marks a field below ${PREFILL_MIN_CONFIDENCE} unsure, in the text a screen reader hears too`, () => {
    const [debt] = rowsOf({ debtAmount: heard('500k-1m', 0.45) });
    expect(debt).toMatchObject({ percent: 45, unsure: true });
    expect(debt?.spoken).toBe('$500,000 – $1 million, heard, 45 percent, unsure');
    expect(rowsOf({ company: heard('Acme', PREFILL_MIN_CONFIDENCE) })[0]?.unsure).toBe(false);
  });

  it('never rounds an unsure reading up to the prefill threshold', () => {
    expect(rowsOf({ company: heard('Acme', 0.599) })[0]).toMatchObject({ percent: 59, unsure: true });
    expect(rowsOf({ company: heard('Acme', 0.29) })[0]?.percent).toBe(29);
  });

  it('keeps out-of-range confidences within 0–100 %', () => {
    expect(rowsOf({ company: heard('Acme', 1.4) })[0]?.percent).toBe(100);
    expect(rowsOf({ company: heard('Acme', -0.2) })[0]?.percent).toBe(0);
    expect(rowsOf({ company: heard('Acme', Number.NaN) })[0]).toMatchObject({ percent: 0, unsure: true });
  });

  it('lists every other confirming source once and ignores the field’s own', () => {
    const [company] = rowsOf({ company: heard('Acme', 0.9, { confirmedBy: ['form', 'speech', 'email', 'form'] }) });
    expect(company?.confirmedLabel).toBe('confirmed by e-mail and form');
    expect(rowsOf({ company: heard('Acme', 0.9, { confirmedBy: ['speech'] }) })[0]?.confirmedLabel).toBeNull();
  });

  it('leaves out empty values and gives nothing for nothing understood', () => {
    expect(rowsOf({ company: heard('  ', 0.9) })).toEqual([]);
    expect(rowsOf({})).toEqual([]);
  });
});

describe('levelBars', () => {
  it.each([
    [0, 0],
    [9, 0],
    [45, 2],
    [59, 3],
    [92, 5],
    [100, 5],
  ])('%i percent fills %i of 5 bars', (percent, bars) => {
    expect(levelBars(percent)).toBe(bars);
  });
});
