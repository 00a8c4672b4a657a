import { describe, expect, it } from 'vitest';
import { HEDGES, OVER, UNDER } from '#server/features/voice/language/amount-qualifiers.js';
import { SAID_QUALIFIERS } from './debts.js';

describe('the voicemail corpus', () => {
  // The corpus keeps its own sample (its order is part of the model); it must not drift from what the extractor reads.
  it('says only amount qualifiers the extractor reads', () => {
    const read = new Set([...OVER, ...UNDER, ...HEDGES]);
    expect(SAID_QUALIFIERS.filter((qualifier) => !read.has(qualifier))).toEqual([]);
  });
});
