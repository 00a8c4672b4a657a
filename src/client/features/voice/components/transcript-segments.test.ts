import { describe, expect, it } from 'vitest';
import { transcriptSegments } from './transcript-segments.js';

const joined = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');

describe('transcriptSegments', () => {
  it('marks the words at the given indexes of transcript.split(" ")', () => {
    const transcript = 'hi this is rachel goldbird from goldberg staffing';
    const segments = transcriptSegments(transcript, [4, 7]);
    expect(segments).toEqual([
      { text: 'hi this is rachel ', unsure: false },
      { text: 'goldbird', unsure: true },
      { text: ' from goldberg ', unsure: false },
      { text: 'staffing', unsure: true },
    ]);
    expect(joined(segments)).toBe(transcript);
  });

  it('keeps neighbouring unsure words apart, and the first word', () => {
    expect(transcriptSegments('two hundred thousand', [0, 1])).toEqual([
      { text: 'two', unsure: true },
      { text: ' ', unsure: false },
      { text: 'hundred', unsure: true },
      { text: ' thousand', unsure: false },
    ]);
  });

  it('gives the whole transcript as one plain run when nothing is marked', () => {
    expect(transcriptSegments('please call me back', [])).toEqual([{ text: 'please call me back', unsure: false }]);
  });

  it('ignores indexes out of range, fractional, repeated or on an empty word', () => {
    const transcript = 'call  me\nback';
    const segments = transcriptSegments(transcript, [-1, 9, 0.5, 1, 2, 2]);
    expect(segments).toEqual([
      { text: 'call  ', unsure: false },
      { text: 'me\nback', unsure: true },
    ]);
    expect(joined(segments)).toBe(transcript);
  });
});
