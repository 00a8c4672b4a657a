/**
 * Offline transcription quality and speed: word error rate (word-level Levenshtein after
 * lower-casing and dropping punctuation) and real-time factor (processing seconds / audio
 * seconds, ffmpeg conversion included) of the pocketsphinx engine, stock versus tuned.
 *
 * Speech: the held-out voicemail sentences (never used to build or tune the model) spoken by
 * espeak-ng in two voices and speeds, encoded as Opus WebM like a browser upload.
 * Run: `npx tsx bench/voice-transcription.ts` (`--quick`: stock and tuned only, no ablations).
 */
import { probeDurationSeconds } from '../src/server/features/voice/audio/ffmpeg.js';
import { HELD_OUT_SENTENCES } from '../test-fixtures/voice/evaluation-sentences.js';
import {
  createPocketsphinxEngine,
  DEFAULT_MODEL_DIR,
  pocketsphinxMissing,
  type PocketsphinxOptions,
} from '../src/server/features/voice/transcription/pocketsphinx-engine.js';
import { voicemailLanguageModel } from '../src/server/features/voice/transcription/voicemail-language-model.js';
import { wordErrors } from '../test-fixtures/voice/word-error-rate.js';
import { onPath, speechWav, wavTo } from '../src/server/test-support/speech.js';

const VOICES = [
  { voice: 'en-us+klatt4', wordsPerMinute: 150 },
  { voice: 'en-us+klatt3', wordsPerMinute: 175 },
];

const CONFIGS: Array<{ name: string; options: PocketsphinxOptions; ablation?: boolean }> = [
  { name: 'stock', options: { languageModel: 'general', normaliseLevel: false } },
  { name: 'stock+level', options: { languageModel: 'general', normaliseLevel: true }, ablation: true },
  { name: 'voicemail-lm', options: { languageModel: 'voicemail', normaliseLevel: false }, ablation: true },
  { name: 'tuned', options: {} },
];

interface Utterance {
  label: string;
  text: string;
  webm: Buffer;
  seconds: number;
}

interface Score {
  errors: number;
  words: number;
  processing: number;
  audio: number;
  hypotheses: string[];
  rates: number[];
  rtfs: number[];
}

const missing = pocketsphinxMissing() ?? ['ffmpeg', 'espeak-ng'].find((binary) => !onPath(binary)) ?? null;
if (missing) {
  console.error(
    `Cannot run: ${missing}. Install the Debian packages ffmpeg, espeak-ng, pocketsphinx, pocketsphinx-en-us.`,
  );
  process.exit(1);
}

const quick = process.argv.includes('--quick');
const configs = CONFIGS.filter((config) => !quick || !config.ablation);

console.log(`Generating ${HELD_OUT_SENTENCES.length * VOICES.length} utterances with espeak-ng...`);
const utterances: Utterance[] = [];
for (const [index, text] of HELD_OUT_SENTENCES.entries()) {
  for (const voice of VOICES) {
    const webm = await wavTo('webm', await speechWav(text, voice));
    utterances.push({
      label: `${index + 1} ${voice.voice}@${voice.wordsPerMinute}`,
      text,
      webm,
      seconds: await probeDurationSeconds(webm),
    });
  }
}

const buildStart = performance.now();
await voicemailLanguageModel({ modelDir: DEFAULT_MODEL_DIR });
console.log(
  `Voicemail language model built in ${((performance.now() - buildStart) / 1000).toFixed(1)} s (once per process, before the first transcription)\n`,
);

const scores = new Map<string, Score>();
for (const config of configs) {
  const engine = createPocketsphinxEngine(config.options);
  const score: Score = { errors: 0, words: 0, processing: 0, audio: 0, hypotheses: [], rates: [], rtfs: [] };
  for (const utterance of utterances) {
    const start = performance.now();
    const { text: hypothesis } = await engine.transcribe({ bytes: utterance.webm, mimeType: 'audio/webm' });
    const elapsed = (performance.now() - start) / 1000;
    const result = wordErrors(utterance.text, hypothesis);
    score.errors += result.errors;
    score.words += result.referenceWords;
    score.processing += elapsed;
    score.audio += utterance.seconds;
    score.hypotheses.push(hypothesis);
    score.rates.push(result.rate);
    score.rtfs.push(elapsed / utterance.seconds);
  }
  scores.set(config.name, score);
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`.padStart(6);
const stock = scores.get('stock');
const tuned = scores.get('tuned');
if (stock && tuned) {
  console.log('Per utterance (WER, RTF):');
  console.log(
    `${'utterance'.padEnd(26)} ${'audio'.padStart(6)}  ${'stock WER'.padStart(9)} ${'RTF'.padStart(5)}  ${'tuned WER'.padStart(9)} ${'RTF'.padStart(5)}  tuned transcript`,
  );
  utterances.forEach((utterance, i) => {
    console.log(
      `${utterance.label.padEnd(26)} ${utterance.seconds.toFixed(1).padStart(5)}s  ${percent(stock.rates[i] ?? 0).padStart(9)} ${(stock.rtfs[i] ?? 0).toFixed(2).padStart(5)}  ` +
        `${percent(tuned.rates[i] ?? 0).padStart(9)} ${(tuned.rtfs[i] ?? 0).toFixed(2).padStart(5)}  ${tuned.hypotheses[i] ?? ''}`,
    );
  });
}

// A whole voicemail in one recording: the per-process start-up cost is spread over a minute of
// speech, as it is in real use, so this real-time factor is the one to plan capacity with.
const longText = HELD_OUT_SENTENCES.join('. ');
const longWebm = await wavTo('webm', await speechWav(longText, VOICES[0]));
const longSeconds = await probeDurationSeconds(longWebm);
const longResults: string[] = [];
for (const config of configs.filter((candidate) => !candidate.ablation)) {
  const start = performance.now();
  const { text: hypothesis } = await createPocketsphinxEngine(config.options).transcribe({
    bytes: longWebm,
    mimeType: 'audio/webm',
  });
  const elapsed = (performance.now() - start) / 1000;
  const result = wordErrors(longText, hypothesis);
  longResults.push(
    `${config.name.padEnd(13)} WER ${percent(result.rate)} (${result.errors}/${result.referenceWords} words)  RTF ${(elapsed / longSeconds).toFixed(2)} (${elapsed.toFixed(1)} s for ${longSeconds.toFixed(1)} s of audio)`,
  );
}

console.log('\nOverall (separate utterances):');
for (const config of configs) {
  const score = scores.get(config.name);
  if (!score) continue;
  console.log(
    `${config.name.padEnd(13)} WER ${percent(score.errors / score.words)} (${score.errors}/${score.words} words)  RTF ${(score.processing / score.audio).toFixed(2)} (${score.processing.toFixed(1)} s for ${score.audio.toFixed(1)} s of audio)`,
  );
}

console.log(
  `\nOne ${longSeconds.toFixed(0)} s voicemail of all the sentences (${VOICES[0]?.voice}@${VOICES[0]?.wordsPerMinute}):`,
);
for (const line of longResults) console.log(line);
