import { accessSync, constants } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BoundedText } from '#server/features/voice/audio/bounded-text.js';
import { ConcurrencyLimit } from '#server/features/voice/audio/concurrency-limit.js';
import { toWav16kMono } from '#server/features/voice/audio/ffmpeg.js';
import { runProcess } from '#server/features/voice/audio/run-process.js';
import { withTempDir } from '#server/features/voice/audio/temp-dir.js';
import { parseDecoderOutput } from './decoder-output.js';
import type { Transcription, TranscriptionEngine, TranscriptionHints } from './engine.js';
import { writeHintedNameClasses } from './name-classes.js';
import { NAME_CLASS_SHARE } from './voicemail-corpus.js';
import { normaliseSpeechLevel } from './speech-level.js';
import { splitAtPauses } from './split-at-pauses.js';
import { voicemailLanguageModel } from './voicemail-language-model.js';
import { answerLanguageModel } from './answer-language-models.js';
import type { AnswerCorpusTopic } from './corpus/answers.js';
import { answerTopic, cutRange, type AnswerTopic } from '#server/features/voice/guided/answer-spans.js';
import { sliceWav, wavDurationMs } from '#server/features/voice/guided/wav-slice.js';

/**
 * Offline transcription with Debian's pocketsphinx (0.8+5prealpha): `pocketsphinx_continuous`
 * with the pocketsphinx-en-us acoustic model and dictionary. By default the speech level is
 * normalised and it decodes with the voicemail language model (general English mixed with the
 * domain corpus) and the language weight tuned for it; `languageModel: 'general'` and
 * `normaliseLevel: false` give the stock decoder, for comparison (bench/voice-transcription.ts).
 */
export const DEFAULT_POCKETSPHINX_BINARY = 'pocketsphinx_continuous';
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export interface PocketsphinxOptions {
  binary?: string | undefined;
  modelDir?: string | undefined;
  languageModel?: 'voicemail' | 'general';
  /** Where the built voicemail model is cached (see voicemail-language-model.ts). */
  languageModelCacheDir?: string;
  /** Set the speech to the level the acoustic model expects (see speech-level.ts). Default true. */
  normaliseLevel?: boolean;
  /** Decoders running at once; each takes a core and ~110 MB. Others wait their turn. */
  maxConcurrent?: number;
  /** Hard limit per decode; by default 30 s plus three times the audio length. */
  timeoutMs?: number;
  ffmpegPath?: string;
  /**
   * Decoders one message is split across (cut at pauses, split-at-pauses.ts). Two take about a
   * third less time on two cores but cost about four points of word error rate, since each part
   * starts its decoder afresh (dev split, README): default DEFAULT_PARALLEL_PARTS.
   */
  parallelParts?: number;
  /** An ffmpeg audio filter run before decoding (e.g. 'afftdn'); none by default (see README). */
  audioFilter?: string;
  /** For benches comparing settings: decoder arguments added after the tuned ones. */
  extraDecoderArgs?: readonly string[];
  /** For benches comparing settings: the hinted model's name-class share; 0 ignores hints. */
  nameClassShare?: number;
}

/**
 * One: accuracy first. Most messages are decoded while the caller records (the live stream), so a
 * whole-file decode is the fallback, where a few seconds matter less than the words.
 */
export const DEFAULT_PARALLEL_PARTS = 1;

/** Far beyond any voicemail (30 minutes of speech is about 25,000 characters). */
const MAX_TRANSCRIPT_CHARS = 200_000;

/**
 * Language weight for the mixed model, chosen on the tuning sentences with speech at -36 dBFS.
 * Separate utterances: lw 4 / 5 / 6.5 (stock) gave 25.0 / 26.3 / 27.6 % word errors; one 50 s
 * recording of them: 31.2 / 31.2 / 33.1 % in 22 / 12.6 / 10 s. lw 5 keeps nearly all of the gain
 * at about half the decoding time of lw 4. Wider beams (-beam 1e-60) gained about one point at
 * twice the time: not adopted.
 */
export const VOICEMAIL_DECODER_ARGS = ['-lw', '5'];

export function createPocketsphinxEngine(options: PocketsphinxOptions = {}): TranscriptionEngine {
  const binary = options.binary ?? DEFAULT_POCKETSPHINX_BINARY;
  const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
  const languageModel = options.languageModel ?? 'voicemail';
  const slots = new ConcurrencyLimit(options.maxConcurrent ?? 1);
  const answerLanes = new ConcurrencyLimit(ANSWER_LANES);

  return {
    name: 'pocketsphinx',
    model: languageModel === 'voicemail' ? 'pocketsphinx-en-us-voicemail' : 'pocketsphinx-en-us',
    timesWords: true,
    async transcribe(audio, signal, hints) {
      const converted = await toWav16kMono(audio.bytes, {
        ...(signal ? { signal } : {}),
        ...(options.ffmpegPath ? { ffmpegPath: options.ffmpegPath } : {}),
        ...(options.audioFilter ? { audioFilter: options.audioFilter } : {}),
      });
      const wav = options.normaliseLevel === false ? converted : normaliseSpeechLevel(converted);
      const audioSeconds = Math.max(0, wav.length - 44) / 32_000;
      const timeoutMs = options.timeoutMs ?? 30_000 + audioSeconds * 3000;
      const parts = splitAtPauses(wav, options.parallelParts ?? DEFAULT_PARALLEL_PARTS);
      return slots.run(
        () =>
          withTempDir('voice-asr-', async (dir) => {
            const model = await decoderModel(options, dir, hints);
            const heard = await Promise.all(
              parts.map(async (part, index) => {
                const input = path.join(dir, `speech-${index}.wav`);
                await writeFile(input, part);
                return decodeFile(binary, decoderArgs(input, modelDir, model), timeoutMs, signal);
              }),
            );
            return joinTranscriptions(heard);
          }),
        signal,
      );
    },
    async transcribeAnswers(audio, spans, { signal, hints } = {}) {
      const converted = await toWav16kMono(audio.bytes, {
        ...(signal ? { signal } : {}),
        ...(options.ffmpegPath ? { ffmpegPath: options.ffmpegPath } : {}),
      });
      const wav = options.normaliseLevel === false ? converted : normaliseSpeechLevel(converted);
      const durationMs = wavDurationMs(wav);
      // Answers are short and their decoders start in a fraction of a second: they have lanes of
      // their own rather than waiting behind a whole file's decode (a streamed message's answers
      // are decoded after the caller stops, and the caller is waiting for them).
      return withTempDir('voice-answers-', async (dir) =>
        Promise.all(
          spans.map((span, index) =>
            answerLanes.run(async () => {
              const { fromMs, toMs } = cutRange(span, durationMs);
              const input = path.join(dir, `answer-${index}.wav`);
              await writeFile(input, sliceWav(wav, fromMs, toMs));
              const model = await answerDecoderModel(options, answerTopic(span), dir, hints);
              const timeoutMs = 30_000 + ((toMs - fromMs) / 1000) * 3000;
              const heard = await decodeFile(binary, decoderArgs(input, modelDir, model), timeoutMs, signal);
              return shiftWords(heard, fromMs);
            }, signal),
          ),
        ),
      );
    },
  };
}

/** Answer decoders running at once (all messages together): the machine's two cores. */
const ANSWER_LANES = 2;

/**
 * The model an answer is decoded with: its question's small model (answer-language-models.ts)
 * for the debt, the legal actions, the revenue, the creditors and bankruptcy; the voicemail
 * model (with the caller's hints) for who they are, their goals, and the rest of a message
 * whose caller stopped tapping Next.
 */
async function answerDecoderModel(
  options: PocketsphinxOptions,
  topic: AnswerTopic,
  dir: string,
  hints: TranscriptionHints | undefined,
): Promise<DecoderModel> {
  const corpusTopic = ANSWER_MODEL_OF[topic];
  if (!corpusTopic || options.languageModel === 'general') return decoderModel(options, dir, hints);
  const files = await answerLanguageModel(corpusTopic, {
    modelDir: options.modelDir ?? DEFAULT_MODEL_DIR,
    ...(options.languageModelCacheDir ? { cacheDir: options.languageModelCacheDir } : {}),
  });
  return {
    dictionary: files.dictionary,
    languageModelArgs: ['-lm', files.languageModel],
    tuning: [...ANSWER_DECODER_ARGS, ...(options.extraDecoderArgs ?? [])],
  };
}

const ANSWER_MODEL_OF: Partial<Record<AnswerTopic, AnswerCorpusTopic>> = {
  debt: 'amount',
  revenue: 'amount',
  creditors: 'count',
  legal: 'legal',
  bankruptcy: 'bankruptcy',
};

/** The small models' decoder settings: pocketsphinx's defaults until the dev split says otherwise. */
export const ANSWER_DECODER_ARGS: readonly string[] = [];

/** Word times of a part decoded alone, moved to where the part starts in the recording. */
function shiftWords(heard: Transcription, offsetMs: number): Transcription {
  if (!heard.words) return heard;
  return {
    ...heard,
    words: heard.words.map((word) => ({
      ...word,
      ...(word.startMs !== undefined ? { startMs: word.startMs + offsetMs } : {}),
      ...(word.endMs !== undefined ? { endMs: word.endMs + offsetMs } : {}),
    })),
  };
}

async function decodeFile(
  binary: string,
  args: string[],
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Transcription> {
  const transcript = new BoundedText(MAX_TRANSCRIPT_CHARS);
  const result = await runProcess(binary, args, {
    timeoutMs,
    onStdout: (chunk) => transcript.append(chunk),
    ...(signal ? { signal } : {}),
  });
  if (result.exitCode !== 0)
    throw new Error(`pocketsphinx failed (exit ${result.exitCode ?? result.signal}): ${lastError(result.stderr)}`);
  return parseDecoderOutput(transcript.toString());
}

/** The parts' transcripts in order, as one; words with confidences only if every part has them. */
function joinTranscriptions(parts: readonly Transcription[]): Transcription {
  const text = parts
    .map((part) => part.text)
    .filter(Boolean)
    .join(' ');
  const words = parts.every((part) => part.words) ? parts.flatMap((part) => part.words ?? []) : undefined;
  return words ? { text, words } : { text };
}

/**
 * Why pocketsphinx cannot run here (binary or model files missing), or null when it can.
 * Synchronous: the engine is chosen once at start.
 */
export function pocketsphinxMissing(
  options: { binary?: string | undefined; modelDir?: string | undefined } = {},
): string | null {
  const binary = options.binary ?? DEFAULT_POCKETSPHINX_BINARY;
  const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
  if (!findExecutable(binary)) return `${binary} not found (Debian package pocketsphinx)`;
  for (const file of ['en-us/mdef', 'en-us.lm.bin', 'cmudict-en-us.dict']) {
    if (!canAccess(path.join(modelDir, file), constants.R_OK))
      return `${path.join(modelDir, file)} not found (Debian package pocketsphinx-en-us)`;
  }
  return null;
}

/** The dictionary and language-model arguments of one decode. */
export interface DecoderModel {
  dictionary: string;
  /** `-lm <file>` (general model), or `-lmctl <file> -lmname voicemail` (with name classes). */
  languageModelArgs: string[];
  /** Decoder settings tuned for this model. */
  tuning: readonly string[];
}

/**
 * The decoder's command line for one input (a WAV file, or raw 16 kHz samples from a FIFO).
 * `-time yes` adds a line per word with its posterior probability: the transcript's word
 * confidences (decoder-output.ts).
 */
export function decoderArgs(input: string, modelDir: string, model: DecoderModel): string[] {
  return [
    '-infile',
    input,
    '-hmm',
    path.join(modelDir, 'en-us'),
    '-dict',
    model.dictionary,
    ...model.languageModelArgs,
    '-time',
    'yes',
    ...model.tuning,
  ];
}

/**
 * The model a decode uses (building the voicemail model on first use). With hints and a folder
 * of its own, the message gets its own name-class files with the hinted names boosted.
 */
export async function decoderModel(
  options: PocketsphinxOptions,
  dir?: string,
  hints?: TranscriptionHints,
): Promise<DecoderModel> {
  const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
  if ((options.languageModel ?? 'voicemail') !== 'voicemail')
    return {
      dictionary: path.join(modelDir, 'cmudict-en-us.dict'),
      languageModelArgs: ['-lm', path.join(modelDir, 'en-us.lm.bin')],
      tuning: options.extraDecoderArgs ?? [],
    };
  const location = {
    modelDir,
    ...(options.languageModelCacheDir ? { cacheDir: options.languageModelCacheDir } : {}),
  };
  // With hints the message gets the model with name classes and its own class files; without,
  // or when no hinted name needs a class, the plain voicemail model.
  if (dir && hints && hints.names.length > 0 && options.nameClassShare !== 0) {
    const hinted = await voicemailLanguageModel({
      ...location,
      nameClassShare: options.nameClassShare ?? NAME_CLASS_SHARE,
    });
    const control = await writeHintedNameClasses(dir, hinted.languageModel, hinted.members, hints);
    if (control)
      return {
        dictionary: hinted.dictionary,
        languageModelArgs: ['-lmctl', control, '-lmname', 'voicemail'],
        tuning: [...VOICEMAIL_DECODER_ARGS, ...(options.extraDecoderArgs ?? [])],
      };
  }
  const files = await voicemailLanguageModel(location);
  return {
    dictionary: files.dictionary,
    languageModelArgs: ['-lm', files.languageModel],
    tuning: [...VOICEMAIL_DECODER_ARGS, ...(options.extraDecoderArgs ?? [])],
  };
}

export function lastError(stderr: string): string {
  const errors = stderr.split('\n').filter((line) => /^(ERROR|FATAL)/.test(line));
  return (errors.at(-1) ?? stderr.trim().split('\n').at(-1) ?? 'no output').slice(0, 200);
}

function findExecutable(binary: string): boolean {
  const executable = (file: string) => canAccess(file, constants.X_OK);
  if (binary.includes('/')) return executable(binary);
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && executable(path.join(dir, binary)));
}

/** Whether this process may use `file` in that `mode` (fs.constants.R_OK, X_OK). */
function canAccess(file: string, mode: number): boolean {
  try {
    accessSync(file, mode);
    return true;
  } catch {
    return false;
  }
}
