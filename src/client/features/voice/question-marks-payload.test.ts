import { describe, expect, it } from 'vitest';
import { questionMarksPayload } from './question-marks-payload.js';

describe('questionMarksPayload', () => {
  it('is the marks’ JSON text once the caller moved past question 1', () => {
    expect(questionMarksPayload([0, 12_400, 31_003])).toBe('[0,12400,31003]');
  });

  it('is nothing for a caller who never tapped Next question, or for no marks at all', () => {
    expect(questionMarksPayload([0])).toBeNull();
    expect(questionMarksPayload([])).toBeNull();
    expect(questionMarksPayload(undefined)).toBeNull();
  });

  it.each([
    ['not starting at 0', [100, 2_000]],
    ['not ascending', [0, 5_000, 4_000]],
    ['not whole numbers', [0, 1.5]],
    ['negative', [0, -3]],
    ['more than one per question', [0, 1, 2, 3, 4, 5, 6, 7]],
    ['not numbers', [0, '12']],
    ['not an array', { 0: 0, 1: 500 }],
  ])('is nothing for marks the server would not accept (%s)', (_case, marks) => {
    expect(questionMarksPayload(marks)).toBeNull();
  });
});
