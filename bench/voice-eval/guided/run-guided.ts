import { performance } from 'node:perf_hooks';
import {
  transcribeGuided,
  type GuidedTranscription,
} from '../../../src/server/features/voice/guided/transcribe-guided.js';
import { understandAnswers } from '../../../src/server/features/voice/guided/understand-answers.js';
import { understandVoicemail } from '../../../src/server/features/voice/extraction/understand-voicemail.js';
import type { Transcription } from '../../../src/server/features/voice/transcription/engine.js';
import { transcriptionHints } from '../../../src/server/features/voice/voice-hints.js';
import { engine, fieldsOf, withRuleConfidence, type PipelineResult } from '../run-pipeline.js';

/**
 * The guided path, as the product runs a recording that came with question marks
 * (voice-processor.ts): transcribeGuided cuts it at the marks and decodes the answers to the
 * debt, legal, revenue, creditors and bankruptcy questions with their own small models, beside
 * the whole message; understandAnswers reads each field from its own answer. With fewer than two
 * usable marks the product reads the recording as a whole message, and so does this.
 *
 * `wholeHeard`, when given, is the whole message already decoded (as the server has it from the
 * live stream for most messages): then only the answers are decoded here, and the whole message
 * is not decoded twice when a run measures both paths.
 */
export type RunWithMarks = (
  audio: Buffer,
  marks: readonly number[],
  email: string,
  useHints: boolean,
  wholeHeard?: Transcription,
) => Promise<PipelineResult & { answers: number }>;

export const runWithMarks: RunWithMarks | undefined = async (audio, marks, email, useHints, wholeHeard) => {
  const started = performance.now();
  const hints = useHints ? { email } : undefined;
  const heard = await transcribeGuided(engine, { bytes: audio, mimeType: 'audio/webm' }, marks, {
    ...(hints ? { hints: transcriptionHints(hints) } : {}),
    ...(wholeHeard ? { heard: wholeHeard } : {}),
  });
  const transcript = heard.text.trim();
  const words = heard.words && heard.text === transcript ? { words: heard.words } : {};
  const understand = (guided: GuidedTranscription, wordsOf: typeof words) =>
    guided.answers.length > 0
      ? understandAnswers(guided, { ...(hints ? { hints } : {}), ...wordsOf })
      : understandVoicemail(transcript, { ...(hints ? { hints } : {}), ...wordsOf });
  const understood = understand(heard, words);
  const seconds = (performance.now() - started) / 1000;
  // The rule's own confidence: the same reading with every word heard for sure.
  const sure = sureOfEveryWord(heard);
  const byRule = understand(sure, sure.words && heard.text === transcript ? { words: sure.words } : {});
  return {
    transcript,
    fields: withRuleConfidence(fieldsOf(understood), fieldsOf(byRule)),
    seconds,
    answers: heard.answers.length,
  };
};

function sureOfEveryWord(guided: GuidedTranscription): GuidedTranscription {
  const sure = <T extends Transcription>(t: T): T =>
    t.words ? { ...t, words: t.words.map((w) => ({ ...w, confidence: 1 })) } : t;
  return {
    ...sure(guided),
    readings: guided.readings.map((reading) => ({
      ...reading,
      heard: sure(reading.heard),
      ...(reading.forQuestion ? { forQuestion: sure(reading.forQuestion) } : {}),
    })),
  };
}
