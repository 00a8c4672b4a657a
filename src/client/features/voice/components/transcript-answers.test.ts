import { describe, expect, it } from 'vitest';
import type { VoiceAnswer } from '#shared/voice-schemas.js';
import { VOICEMAIL_QUESTIONS } from '#shared/voicemail-questions.js';
import { transcriptAnswers } from './transcript-answers.js';

const answer = (
  question: number,
  startMs: number,
  endMs: number,
  text: string,
  lastQuestion = question,
): VoiceAnswer => ({
  question,
  lastQuestion,
  startMs,
  endMs,
  text,
});

const ANSWERS = [
  answer(1, 0, 6_000, 'this is rosa vega owner of vega freight'),
  answer(2, 6_000, 11_000, 'we owe about two million'),
  answer(3, 11_000, 15_000, 'one lawsuit from a supplier'),
  answer(4, 15_000, 30_000, 'revenue is about two hundred thousand a month and we have nine creditors', 7),
];
const TRANSCRIPT = ANSWERS.map((a) => a.text).join(' ');

describe('transcriptAnswers', () => {
  it('heads each answer with its question, and a part covering several with the range', () => {
    const groups = transcriptAnswers(ANSWERS, TRANSCRIPT, []);
    expect(groups.map((g) => [g.number, g.heading])).toEqual([
      [1, 'Question 1'],
      [2, 'Question 2'],
      [3, 'Question 3'],
      [4, 'Questions 4–7'],
    ]);
    expect(groups[1]!.questions).toEqual([VOICEMAIL_QUESTIONS[1]]);
    expect(groups[3]!.questions).toEqual(VOICEMAIL_QUESTIONS.slice(3));
    expect(groups.map((g) => g.startMs)).toEqual([0, 6_000, 11_000, 15_000]);
  });

  it('places the whole transcript’s unsure words in their answers when the texts join back to it', () => {
    // Words 10 and 11 are "about two" (answer 2's third and fourth words); 17 is "supplier".
    const groups = transcriptAnswers(ANSWERS, TRANSCRIPT, [10, 11, 17]);
    expect(TRANSCRIPT.split(' ')[10]).toBe('about');
    expect(groups[0]!.segments).toEqual([{ text: ANSWERS[0]!.text, unsure: false }]);
    expect(groups[1]!.segments).toEqual([
      { text: 'we owe ', unsure: false },
      { text: 'about', unsure: true },
      { text: ' ', unsure: false },
      { text: 'two', unsure: true },
      { text: ' million', unsure: false },
    ]);
    expect(groups[2]!.segments).toEqual([
      { text: 'one lawsuit from a ', unsure: false },
      { text: 'supplier', unsure: true },
    ]);
  });

  it('marks nothing when the answers do not join back to the transcript exactly', () => {
    for (const transcript of [
      `${TRANSCRIPT}.`,
      TRANSCRIPT.replace('two million', 'two  million'),
      ANSWERS.map((a) => a.text).join('\n'),
    ]) {
      const groups = transcriptAnswers(ANSWERS, transcript, [9, 10]);
      expect(groups).toHaveLength(4);
      expect(groups.every((g) => g.segments === null)).toBe(true);
    }
  });

  it('counts an empty answer as the one empty word the join gives it', () => {
    const answers = [answer(1, 0, 1_000, 'hello'), answer(2, 1_000, 2_000, ''), answer(3, 2_000, 3_000, 'a lien')];
    const transcript = answers.map((a) => a.text).join(' ');
    expect(transcript).toBe('hello  a lien');
    const groups = transcriptAnswers(answers, transcript, [3]);
    expect(groups[2]!.segments).toEqual([
      { text: 'a ', unsure: false },
      { text: 'lien', unsure: true },
    ]);
  });

  it('orders answers as recorded and leaves out what names no question or no span', () => {
    const groups = transcriptAnswers(
      [
        answer(2, 5_000, 9_000, 'second'),
        answer(1, 0, 5_000, 'first'),
        answer(0, 9_000, 10_000, 'no question zero'),
        answer(8, 9_000, 10_000, 'no question eight'),
        answer(3, 10_000, 9_000, 'ends before it starts'),
        answer(3, 9_000, 12_000, 'third', 2),
        answer(4, 12_000, 14_000, 'fourth', 12),
      ],
      'first second third fourth',
      [],
    );
    expect(groups.map((g) => [g.heading, g.text])).toEqual([
      ['Question 1', 'first'],
      ['Question 2', 'second'],
      ['Question 3', 'third'],
      ['Questions 4–7', 'fourth'],
    ]);
    expect(groups.map((g) => g.number)).toEqual([1, 2, 3, 4]);
  });

  it('gives nothing without answers: the card shows the transcript whole', () => {
    expect(transcriptAnswers(undefined, 'hello', [])).toEqual([]);
    expect(transcriptAnswers(null, 'hello', [])).toEqual([]);
    expect(transcriptAnswers([], 'hello', [])).toEqual([]);
  });
});
