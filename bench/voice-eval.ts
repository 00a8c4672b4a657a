/**
 * Voicemail evaluation: word error rate, speed and field accuracy of the product's voice pipeline
 * on generated voicemails it was never built or tuned on, per recording condition, on the test
 * split (`--split dev` to choose settings). The set is made on first run and cached under
 * .cache/voice-eval/ (bench/voice-eval/dataset.ts); the pipeline is reached through one adapter,
 * bench/voice-eval/run-pipeline.ts. Options: bench/voice-eval/measure/args.ts.
 *
 * Run: `npm run bench:voice` (installs the speech engines first), or
 * `npx tsx bench/voice-eval.ts --limit 3 --conditions clean,phone`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pocketsphinxMissing } from '../src/server/features/voice/transcription/pocketsphinx-engine.js';
import { onPath, wavTo } from '../src/server/test-support/speech.js';
import { pcmToWav, silence } from './voice-eval/audio.js';
import { CONDITIONS } from './voice-eval/conditions.js';
import { CACHE_ROOT, loadMessages, loadScripts, ROOT } from './voice-eval/dataset.js';
import { parseArgs, type BenchOptions } from './voice-eval/measure/args.js';
import { markdownReport, writeResults } from './voice-eval/measure/report.js';
import { scoreFields } from './voice-eval/measure/score.js';
import { byVoice, summarise, type MessageResult } from './voice-eval/measure/summary.js';
import { spokenWordErrors } from './voice-eval/measure/wer.js';
import type { Message } from './voice-eval/render-split.js';
import { MESSAGES_AT_ONCE, runPipeline, USES_HINTS } from './voice-eval/run-pipeline.js';
import { mapLimited } from './voice-eval/tools.js';

/**
 * Decodes a default run may take, for about 15 minutes on two cores. Measured here (2026-11-26,
 * the pocketsphinx engine splitting each message over both cores, one message at a time, while
 * another session's tests also ran): 39–44 s messages took about 25 s to decode clean or quiet,
 * 34 s on the phone line and 49 s in noise, 133 s for one message in each condition; 6 per
 * condition is ~13 minutes (plus ~4 minutes to render the test split on the first run). The
 * default --limit divides the budget among conditions and hint settings: 6 per condition for the
 * default run, which the voice order (voices.ts) spreads over all three speech engines. Use
 * --limit 24 (every test voice three times, about an hour) for figures worth quoting.
 */
const DECODE_BUDGET = 24;

const log = (line: string) => console.log(line);

function missingTool(): string | null {
  return pocketsphinxMissing() ?? ['ffmpeg', 'espeak-ng', 'flite', 'text2wave'].find((tool) => !onPath(tool)) ?? null;
}

function hintSettings(hints: BenchOptions['hints']): boolean[] {
  if (!USES_HINTS) return [false];
  return hints === 'both' ? [false, true] : [hints === 'on'];
}

async function measure(message: Message, hints: boolean): Promise<MessageResult> {
  const audio = await readFile(path.join(ROOT, message.file));
  const result = await runPipeline(audio, message.email, hints);
  const words = spokenWordErrors(message.text, result.transcript);
  return {
    id: message.id,
    condition: message.condition,
    hints,
    voice: message.voice,
    emailCarriesName: message.emailCarriesName,
    audioSeconds: message.seconds,
    seconds: result.seconds,
    errors: words.errors,
    referenceWords: words.referenceWords,
    transcript: result.transcript,
    fields: result.fields,
    truth: message.truth,
    outcomes: scoreFields(message.truth, result.fields),
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseArgs(argv);
  const missing = missingTool();
  if (missing) throw new Error(`Cannot run: ${missing}. Install with: node scripts/bootstrap.mjs bench-voice`);

  const dataset = await loadScripts(log);
  const messages = await loadMessages(dataset, options.split, log);
  if (options.generateOnly) return;

  const settings = hintSettings(options.hints);
  const limit = options.limit ?? Math.floor(DECODE_BUDGET / (options.conditions.length * settings.length));
  // The same scripts in every condition (a paired comparison), taken in order: the split's
  // voices come in turn, so the first N cover them evenly.
  const byCondition = options.conditions.map((c) => messages.filter((m) => m.condition === c).slice(0, limit));
  const jobs = Array.from({ length: limit }, (_, i) =>
    byCondition.flatMap((list) => (list[i] ? settings.map((hints) => ({ message: list[i] as Message, hints })) : [])),
  ).flat();
  const first = jobs[0];
  if (!first) throw new Error('no messages selected');

  // The first decode builds (or loads) the language model: not part of any message's time.
  log('Warming up the pipeline on a second of silence (not measured)...');
  await runPipeline(await wavTo('webm', pcmToWav(silence(1))), first.message.email, false);

  log(
    `Decoding ${jobs.length} messages (${limit} per condition × ${options.conditions.length} conditions × ${settings.length} hint settings), ${MESSAGES_AT_ONCE} at a time...`,
  );
  const started = performance.now();
  let done = 0;
  const results = await mapLimited(jobs, MESSAGES_AT_ONCE, async ({ message, hints }) => {
    const result = await measure(message, hints);
    done++;
    log(
      `  [${done}/${jobs.length}] ${message.id.padEnd(16)} ${hints ? 'hints' : 'speech'}  ${message.seconds.toFixed(1)} s audio, ` +
        `${result.seconds.toFixed(1)} s, WER ${((100 * result.errors) / Math.max(1, result.referenceWords)).toFixed(1)}%`,
    );
    return result;
  });
  const wallSeconds = (performance.now() - started) / 1000;

  const order = (condition: string) => (CONDITIONS as readonly string[]).indexOf(condition);
  const rows = summarise(results).sort(
    (a, b) => order(a.condition) - order(b.condition) || Number(a.hints) - Number(b.hints),
  );
  const now = new Date();
  const info = {
    date: now.toISOString().slice(0, 10),
    command: `npm run bench:voice${argv.length > 0 ? ` -- ${argv.join(' ')}` : ''}`,
    split: options.split,
    dataset: path.basename(dataset.dir),
    limit,
    messagesAtOnce: MESSAGES_AT_ONCE,
    wallSeconds,
    ...(USES_HINTS
      ? {}
      : {
          hintsNote:
            'With hints: not run, the pipeline takes no hints yet (USES_HINTS in bench/voice-eval/run-pipeline.ts).',
        }),
  };
  log(`\n${markdownReport(rows, byVoice(results), info)}\n`);
  const file = path.join(CACHE_ROOT, `results-${now.toISOString().slice(0, 16).replace(':', '-')}.json`);
  await writeResults(file, info, rows, results);
  log(`Every message's transcript, fields and truth: ${path.relative(ROOT, file)}`);
}

await main();
