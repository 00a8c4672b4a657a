import type { PipelineFields } from '../run-pipeline.js';
import type { Truth } from '../scripts.js';

/**
 * Field by field, whether the pipeline got a message right. A field is `expected` when it has a
 * right answer: names and company always (the caller's real ones; an unsaid last name may still
 * come from the e-mail), debt and creditors when a figure was said, legal and bankruptcy when
 * answered. A field found where nothing was expected is a false positive (the form would be
 * prefilled with a guess).
 */
export const FIELDS = [
  'firstName',
  'lastName',
  'fullName',
  'company',
  'debtAmount',
  'creditorsCount',
  'legal',
  'bankruptcy',
] as const;
export type FieldName = (typeof FIELDS)[number];

export interface FieldOutcome {
  expected: boolean;
  correct: boolean;
  falsePositive: boolean;
}

const letters = (text: string | undefined) => (text ?? '').toLowerCase().replace(/[^a-z]/g, '');

/**
 * Company names compared as a person would: case, punctuation, "and"/"&" and legal suffixes
 * ignored, and letters said one by one joined ("J and M Trucking" = "J&M Trucking" = "jm trucking").
 */
export function normaliseCompany(name: string | undefined): string {
  const spaced = (name ?? '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'and' && w !== 'the')
    .join(' ')
    .replace(/\b([a-z]) (?=[a-z]\b)/g, '$1');
  return spaced
    .split(' ')
    .filter((w) => !['inc', 'llc', 'incorporated'].includes(w))
    .join(' ');
}

export function scoreFields(truth: Truth, found: PipelineFields): Record<FieldName, FieldOutcome> {
  const firstRight = letters(found.firstName) === letters(truth.firstName);
  const lastRight = letters(found.lastName) === letters(truth.lastName);
  const outcome = (expected: boolean, given: unknown, correct: boolean): FieldOutcome => ({
    expected,
    correct: expected && correct,
    falsePositive: !expected && given !== undefined,
  });
  return {
    firstName: outcome(true, found.firstName, firstRight),
    lastName: outcome(true, found.lastName, lastRight),
    fullName: outcome(true, found.firstName, firstRight && lastRight),
    company: outcome(true, found.company, normaliseCompany(found.company) === normaliseCompany(truth.company)),
    debtAmount: outcome(truth.debtAmount !== undefined, found.debtAmount, found.debtAmount === truth.debtAmount),
    creditorsCount: outcome(
      truth.creditorsCount !== undefined,
      found.creditorsCount,
      found.creditorsCount === truth.creditorsCount,
    ),
    legal: outcome(truth.legal !== 'unsaid', found.legal, found.legal === truth.legal),
    bankruptcy: outcome(truth.bankruptcy !== 'unsaid', found.bankruptcy, found.bankruptcy === truth.bankruptcy),
  };
}
