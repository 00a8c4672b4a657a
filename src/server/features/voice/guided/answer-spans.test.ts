import { describe, expect, it } from 'vitest';
import { parseQuestionMarks, usableQuestionMarks } from '#shared/question-marks.js';
import { answerContext, answerSpans, answerTopic, cutRange, LEAD_IN_MS, TAIL_MS } from './answer-spans.js';
import { wordsWithin } from './transcribe-guided.js';
import { sliceWav, wavDurationMs } from './wav-slice.js';
import { silentWav } from '#server/test-support/multipart.js';

describe('question marks', () => {
  it('accepts strictly ascending whole numbers from 0, one per question at most', () => {
    expect(parseQuestionMarks('[0,1200,5300]')).toEqual([0, 1200, 5300]);
    expect(parseQuestionMarks(' [0] ')).toEqual([0]);
    expect(parseQuestionMarks('')).toEqual([]);
    expect(parseQuestionMarks('[0,1,2,3,4,5,6]')).toHaveLength(7);
  });

  it.each([
    ['{"a":1}'],
    ['[0,1,2,3,4,5,6,7]'],
    ['[1,2]'],
    ['[0,0]'],
    ['[0,-1]'],
    ['[0,1.5]'],
    ['[0,"1"]'],
    ['[0,1e400]'],
    ['nope'],
    [`[0,${'1'.repeat(200)}]`],
  ])('refuses %s', (text) => {
    expect(parseQuestionMarks(text)).toBeNull();
  });

  it('keeps only marks inside the recording, and none when fewer than two remain', () => {
    expect(usableQuestionMarks([0, 1000, 9000], 5000)).toEqual([0, 1000]);
    expect(usableQuestionMarks([0, 6000], 5000)).toEqual([]);
    expect(usableQuestionMarks([0, 5000], 5000)).toEqual([]);
    expect(usableQuestionMarks([0], 5000)).toEqual([]);
  });
});

describe('answer spans', () => {
  it('gives each question the time from its mark to the next, the last one to the end', () => {
    const spans = answerSpans([0, 1000, 2000, 3000, 4000, 5000, 6000], 9000);
    expect(spans.map((s) => [s.question, s.lastQuestion, s.startMs, s.endMs])).toEqual([
      [1, 1, 0, 1000],
      [2, 2, 1000, 2000],
      [3, 3, 2000, 3000],
      [4, 4, 3000, 4000],
      [5, 5, 4000, 5000],
      [6, 6, 5000, 6000],
      [7, 7, 6000, 9000],
    ]);
    expect(spans.map(answerTopic)).toEqual(['caller', 'debt', 'legal', 'revenue', 'creditors', 'bankruptcy', 'goals']);
  });

  it('reads the rest after the last mark as one span covering the remaining questions', () => {
    const spans = answerSpans([0, 4000, 9000], 20_000);
    expect(spans.at(-1)).toEqual({ question: 3, lastQuestion: 7, startMs: 9000, endMs: 20_000 });
    expect(answerTopic(spans.at(-1)!)).toBe('rest');
  });

  it('cuts a little wider than a span, for a tap a moment late or a word ending at the tap', () => {
    const [first, second, last] = answerSpans([0, 4000, 9000], 12_000);
    expect(cutRange(first!, 12_000)).toEqual({ fromMs: 0, toMs: 4000 + TAIL_MS });
    expect(cutRange(second!, 12_000)).toEqual({ fromMs: 4000 - LEAD_IN_MS, toMs: 9000 + TAIL_MS });
    expect(cutRange(last!, 12_000)).toEqual({ fromMs: 9000 - LEAD_IN_MS, toMs: 12_000 });
  });

  it('names the question in the hosted engine prompt, or the questions of the rest', () => {
    expect(answerContext({ question: 5, lastQuestion: 5 })).toBe(
      'The caller is answering the question about how many creditors or collection agencies they have.',
    );
    expect(answerContext({ question: 6, lastQuestion: 7 })).toMatch(/questions about whether bankruptcy.*; their main/);
  });

  it('groups the whole message’s words by the middle of each word', () => {
    const words = [
      { word: 'two', confidence: 1, startMs: 900, endMs: 1300 },
      { word: 'million', confidence: 1, startMs: 1300, endMs: 1900 },
      { word: 'twelve', confidence: 1, startMs: 1950, endMs: 2300 },
    ];
    expect(wordsWithin(words, { question: 2, lastQuestion: 2, startMs: 1000, endMs: 2000 }).text).toBe('two million');
  });
});

describe('WAV slices', () => {
  it('cuts a 16 kHz WAV at times, as a WAV of its own, clamped to the recording', () => {
    const wav = silentWav(44 + 32_000 * 3); // 3 s
    expect(wavDurationMs(wav)).toBe(3000);
    const part = sliceWav(wav, 1000, 2500);
    expect(wavDurationMs(part)).toBe(1500);
    expect(part.readUInt32LE(4)).toBe(part.length - 8);
    expect(wavDurationMs(sliceWav(wav, 2500, 9000))).toBe(500);
    expect(wavDurationMs(sliceWav(wav, 4000, 5000))).toBe(0);
  });
});
