import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuestionMarks, QUESTION_MARK_MIN_GAP_MS, VOICE_QUESTION_COUNT } from '#shared/question-marks.js';
import {
  currentQuestionIndex,
  FIRST_QUESTION_MARKS,
  markNextQuestion,
  onLastQuestion,
  type QuestionMarks,
} from './question-steps.js';
import { VOICEMAIL_QUESTIONS } from '#shared/voicemail-questions.js';
import { questionAnnouncement } from './voicemail-copy.js';

/** The marks after "Next question" was tapped at each of these times (ms into the recording). */
const tapAt = (...times: number[]): QuestionMarks => times.reduce(markNextQuestion, FIRST_QUESTION_MARKS);

describe('the guided recorder’s marks', () => {
  it('starts on question 1, shown at 0', () => {
    expect(FIRST_QUESTION_MARKS).toEqual([0]);
    expect(currentQuestionIndex(FIRST_QUESTION_MARKS)).toBe(0);
    expect(onLastQuestion(FIRST_QUESTION_MARKS)).toBe(false);
  });

  it('notes each tap, in whole milliseconds, and moves on one question per tap', () => {
    const marks = tapAt(12_400.4, 31_002.6, 45_000);
    expect(marks).toEqual([0, 12_400, 31_003, 45_000]);
    expect(currentQuestionIndex(marks)).toBe(3);
  });

  it('ignores a second tap within the minimum gap (a double tap is one step)', () => {
    const once = tapAt(10_000);
    expect(markNextQuestion(once, 10_000 + QUESTION_MARK_MIN_GAP_MS - 1)).toBe(once);
    expect(markNextQuestion(once, 10_000 + QUESTION_MARK_MIN_GAP_MS)).toEqual([0, 10_000, 10_500]);
    expect(QUESTION_MARK_MIN_GAP_MS).toBe(500);
  });

  it('ignores a tap in the first half second, which would leave question 1 unanswered', () => {
    expect(markNextQuestion(FIRST_QUESTION_MARKS, 300)).toBe(FIRST_QUESTION_MARKS);
  });

  it('ignores taps that go back in time or are not a time at all', () => {
    const marks = tapAt(20_000);
    expect(markNextQuestion(marks, 5_000)).toBe(marks);
    expect(markNextQuestion(marks, Number.NaN)).toBe(marks);
    expect(markNextQuestion(marks, Number.POSITIVE_INFINITY)).toBe(marks);
  });

  it('stops at the last question: never more than seven marks', () => {
    const marks = tapAt(1_000, 2_000, 3_000, 4_000, 5_000, 6_000);
    expect(marks).toHaveLength(VOICE_QUESTION_COUNT);
    expect(onLastQuestion(marks)).toBe(true);
    expect(currentQuestionIndex(marks)).toBe(6);
    expect(markNextQuestion(marks, 60_000)).toBe(marks);
  });

  it('always gives marks the server accepts, whatever the taps', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1_000, max: 700_000, noNaN: false }), { maxLength: 30 }), (taps) => {
        const marks = tapAt(...taps);
        expect(parseQuestionMarks(JSON.stringify(marks))).toEqual(marks);
        expect(marks[0]).toBe(0);
        expect(marks.length).toBeLessThanOrEqual(VOICE_QUESTION_COUNT);
        for (let index = 1; index < marks.length; index++) {
          expect((marks[index] ?? 0) - (marks[index - 1] ?? 0)).toBeGreaterThanOrEqual(QUESTION_MARK_MIN_GAP_MS);
        }
      }),
    );
  });
});

describe('the questions as the guided recorder shows them', () => {
  it('are as many as the marks the server expects', () => {
    expect(VOICEMAIL_QUESTIONS).toHaveLength(VOICE_QUESTION_COUNT);
  });

  it('are read out with their place in the list, the last with what to do next', () => {
    expect(questionAnnouncement(1)).toBe('Question 2 of 7: Total commercial debt owed.');
    expect(questionAnnouncement(6)).toBe(
      'Question 7 of 7: Your main business goals after resolving the debt. Then press Stop & Send.',
    );
  });
});
