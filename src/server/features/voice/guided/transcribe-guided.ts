import { usableQuestionMarks } from '#shared/question-marks.js';
import type { VoiceAnswer } from '#shared/voice-schemas.js';
import { probeDurationSeconds } from '#server/features/voice/audio/ffmpeg.js';
import type {
  Transcription,
  TranscriptionEngine,
  TranscriptionHints,
  TranscriptWord,
} from '#server/features/voice/transcription/engine.js';
import { answerSpans, answerTopic, type AnswerSpan } from './answer-spans.js';
import type { AnswerReading } from './read-answers.js';

/**
 * A guided recording transcribed (issue 24): the whole message as before (the admin's
 * transcript, and the reading everything falls back to), cut at the caller's marks into answers,
 * and the answers that a model made for their question decodes better (the debt, legal actions,
 * revenue, creditors, bankruptcy) decoded again with it.
 *
 * With fewer than two usable marks it is the whole-message transcription alone. A failure of the
 * answers' decode never loses the message: the answers are then read from the whole message.
 */
export interface GuidedTranscription extends Transcription {
  /** The transcript answer by answer; empty when the recording is not guided. */
  answers: VoiceAnswer[];
  /** Each answer's readings, for understandAnswers; empty when not guided. */
  readings: AnswerReading[];
  /** Why the answers could not be decoded with their questions' models, if they could not. */
  answerDecodeError?: string;
}

export interface GuidedOptions {
  hints?: TranscriptionHints;
  signal?: AbortSignal;
  /**
   * The whole message's transcript from elsewhere (decoded live while the caller recorded), or
   * on its way: the answers are decoded meanwhile.
   */
  heard?: Transcription | Promise<Transcription>;
  /** The recording's length, when known (otherwise measured). */
  durationMs?: number;
}

/** The questions whose answers a model of their own decodes (answer-language-models.ts). */
const OWN_MODEL_TOPICS = new Set(['debt', 'legal', 'revenue', 'creditors', 'bankruptcy']);

export async function transcribeGuided(
  engine: TranscriptionEngine,
  audio: { bytes: Buffer; mimeType: string },
  marks: readonly number[],
  options: GuidedOptions = {},
): Promise<GuidedTranscription> {
  const { hints, signal } = options;
  const whole = async () => options.heard ?? engine.transcribe(audio, signal, hints);
  const durationMs =
    marks.length >= 2 ? (options.durationMs ?? Math.round((await probeDurationSeconds(audio.bytes)) * 1000)) : 0;
  const usable = usableQuestionMarks(marks, durationMs);
  if (usable.length === 0 || !engine.transcribeAnswers) return { ...(await whole()), answers: [], readings: [] };

  const spans = answerSpans(usable, durationMs);
  const answerOptions = { ...(signal ? { signal } : {}), ...(hints ? { hints } : {}) };
  if (!engine.timesWords) return transcribedApart(engine.transcribeAnswers, audio, spans, answerOptions);

  const own = spans.filter((span) => OWN_MODEL_TOPICS.has(answerTopic(span)));
  const [heard, decoded] = await Promise.all([
    whole(),
    engine.transcribeAnswers(audio, own, answerOptions).then(
      (answers) => ({ answers }),
      (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
    ),
  ]);
  const forQuestion = new Map<number, Transcription>();
  if ('answers' in decoded) own.forEach((span, index) => forQuestion.set(span.question, decoded.answers[index]!));
  const readings: AnswerReading[] = spans.map((span) => {
    const ownReading = forQuestion.get(span.question);
    return { span, heard: wordsWithin(heard.words ?? [], span), ...(ownReading ? { forQuestion: ownReading } : {}) };
  });
  return {
    ...heard,
    answers: answersOf(readings),
    readings,
    ...('error' in decoded ? { answerDecodeError: decoded.error } : {}),
  };
}

/**
 * An engine whose words carry no times (the hosted one) cannot have the whole message cut at the
 * marks: each answer is transcribed on its own instead, its request naming its question, and the
 * transcript is the answers in order.
 */
async function transcribedApart(
  transcribeAnswers: NonNullable<TranscriptionEngine['transcribeAnswers']>,
  audio: { bytes: Buffer; mimeType: string },
  spans: readonly AnswerSpan[],
  options: { signal?: AbortSignal; hints?: TranscriptionHints },
): Promise<GuidedTranscription> {
  const heard = await transcribeAnswers(audio, spans, options);
  const readings = spans.map((span, index) => ({ span, heard: heard[index] ?? { text: '' } }));
  const text = readings
    .map((reading) => reading.heard.text.trim())
    .filter(Boolean)
    .join(' ');
  return { text, answers: answersOf(readings), readings };
}

const answersOf = (readings: readonly AnswerReading[]): VoiceAnswer[] =>
  readings.map(({ span, heard }) => ({ ...span, text: heard.text }));

/** The words said within a span: those whose middle falls between its marks. */
export function wordsWithin(words: readonly TranscriptWord[], span: AnswerSpan): Transcription {
  const inside = words.filter((word) => {
    const middle = ((word.startMs ?? 0) + (word.endMs ?? word.startMs ?? 0)) / 2;
    return middle >= span.startMs && middle < span.endMs;
  });
  return { text: inside.map((word) => word.word).join(' '), words: inside };
}
