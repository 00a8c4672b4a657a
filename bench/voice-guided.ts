/**
 * Guided voicemails (issue 24): the seven answers read one at a time, joined with a caller's
 * pauses and "Next question" taps (bench/voice-eval/guided/), each recording decoded twice:
 *   without marks — as one whole message, today's path (runPipeline);
 *   with marks    — cut at the marks and read answer by answer (guided/run-guided.ts), when the
 *                   product has that path.
 * Reports per condition the bands, names, company, legal and bankruptcy answers, the share of
 * bands that would be prefilled wrong, and the real-time factor. Test split by default; the dev
 * split is for choosing settings (and calibrating confidences: bench/voice-calibrate.ts).
 *
 * Run: `npm run bench:voice-guided -- --limit 6` (installs the speech engines first), or
 * `npx tsx bench/voice-guided.ts --split dev --limit 6 --marks both`.
 *
 * Options:
 *   --split test|dev       which split (train is for building and never measured)
 *   --limit N              scripts per condition (default 6: about 15 minutes with and without marks)
 *   --conditions a,b       a subset of clean,noise,phone,quiet
 *   --marks both|on|off    decode with marks, without, or both (default both, or off while the
 *                          product has no guided path)
 *   --hints off|on         speech alone (default: names and company from speech only) or with the
 *                          e-mail's hints
 *   --generate-only        make the scripts and the first N recordings and stop
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RULE_CONFIDENCE } from '../src/server/features/voice/extraction/field-confidence.js';
import { GUIDED_CONFIDENCE } from '../src/server/features/voice/guided/read-answers.js';
import { pocketsphinxMissing } from '../src/server/features/voice/transcription/pocketsphinx-engine.js';
import { onPath } from '../src/server/test-support/speech.js';
import { CONDITIONS, type Condition } from './voice-eval/conditions.js';
import { CACHE_ROOT, ROOT } from './voice-eval/dataset.js';
import { loadGuidedMessages, loadGuidedScripts } from './voice-eval/guided/dataset.js';
import type { GuidedMessage } from './voice-eval/guided/render.js';
import { runWithMarks } from './voice-eval/guided/run-guided.js';
import { cpuSeconds } from './voice-eval/measure/cpu.js';
import { guidedMarkdown, type GuidedRunInfo } from './voice-eval/measure/guided-report.js';
import { summariseGuided, type GuidedResult } from './voice-eval/measure/guided-summary.js';
import { scoreFields } from './voice-eval/measure/score.js';
import { spokenWordErrors } from './voice-eval/measure/wer.js';
import { MESSAGES_AT_ONCE, runPipeline, type PipelineResult } from './voice-eval/run-pipeline.js';
import { mapLimited } from './voice-eval/tools.js';

interface Options {
  split: 'test' | 'dev';
  limit: number;
  conditions: Condition[];
  marks: 'both' | 'on' | 'off';
  hints: boolean;
  generateOnly: boolean;
}

const USAGE =
  'Usage: npm run bench:voice-guided -- [--split test|dev] [--limit N] [--conditions clean,phone] [--marks both|on|off] [--hints off|on] [--generate-only]';

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    split: 'test',
    limit: 6,
    conditions: [...CONDITIONS],
    marks: runWithMarks ? 'both' : 'off',
    hints: false,
    generateOnly: false,
  };
  const fail = (message: string): never => {
    throw new Error(`${message}\n${USAGE}`);
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? fail(`${flag} needs a value`);
    switch (flag) {
      case '--split': {
        const split = value();
        if (split !== 'test' && split !== 'dev') fail(`--split must be test or dev, not ${split}`);
        options.split = split as Options['split'];
        break;
      }
      case '--limit': {
        const limit = Number(value());
        if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a whole number above 0');
        options.limit = limit;
        break;
      }
      case '--conditions': {
        const names = value().split(',').filter(Boolean);
        if (names.length === 0 || names.some((n) => !(CONDITIONS as readonly string[]).includes(n)))
          fail(`--conditions takes ${CONDITIONS.join(',')}`);
        options.conditions = CONDITIONS.filter((c) => names.includes(c));
        break;
      }
      case '--marks': {
        const marks = value();
        if (marks !== 'both' && marks !== 'on' && marks !== 'off') fail('--marks must be both, on or off');
        options.marks = marks as Options['marks'];
        break;
      }
      case '--hints': {
        const hints = value();
        if (hints !== 'on' && hints !== 'off') fail('--hints must be on or off');
        options.hints = hints === 'on';
        break;
      }
      case '--generate-only':
        options.generateOnly = true;
        break;
      default:
        fail(`unknown option ${flag}`);
    }
  }
  if (options.marks !== 'off' && !runWithMarks)
    fail('--marks on|both: the product has no guided path yet (bench/voice-eval/guided/run-guided.ts)');
  return options;
}

const log = (line: string) => console.log(line);

type Decoded = PipelineResult & { answers: number; failed?: string };

/** One decode, tried twice: a failure is reported (and scored as nothing understood), never fatal. */
async function twice(id: string, work: () => Promise<Decoded>): Promise<Decoded> {
  const started = performance.now();
  try {
    return await work();
  } catch (first) {
    log(`  ${id}: ${first instanceof Error ? first.message : String(first)}; trying once more`);
    try {
      return await work();
    } catch (second) {
      const failed = second instanceof Error ? second.message : String(second);
      return { transcript: '', fields: {}, seconds: (performance.now() - started) / 1000, answers: 0, failed };
    }
  }
}

/**
 * One recording in the run's settings. With both, the guided path reuses the whole message's
 * decode (as the server reuses the live decode), so the two readings share one transcript and
 * the guided path's time is the whole decode's plus its answers'. `measureCpu`: processor
 * seconds per setting, exact when one recording decodes at a time.
 */
async function decode(
  message: GuidedMessage,
  settings: readonly boolean[],
  hints: boolean,
  measureCpu: boolean,
): Promise<GuidedResult[]> {
  const audio = await readFile(path.join(ROOT, message.file));
  const out: GuidedResult[] = [];
  let whole: (Decoded & { cpuSeconds?: number }) | undefined;
  if (settings.includes(false)) {
    const cpu = cpuSeconds();
    whole = await twice(message.id, async () => ({ ...(await runPipeline(audio, message.email, hints)), answers: 0 }));
    if (measureCpu) whole.cpuSeconds = cpuSeconds() - cpu;
    out.push(scored(message, false, whole));
  }
  const guided = runWithMarks;
  if (settings.includes(true) && guided) {
    const cpu = cpuSeconds();
    const heard = whole && !whole.failed ? whole.heard : undefined;
    const result = await twice(message.id, () => guided(audio, message.marks, message.email, hints, heard));
    const ownCpu = measureCpu ? cpuSeconds() - cpu : undefined;
    out.push(
      scored(message, true, {
        ...result,
        ...(heard && whole ? { seconds: whole.seconds + result.seconds, answersSeconds: result.seconds } : {}),
        ...(ownCpu !== undefined ? { cpuSeconds: ownCpu + (heard ? (whole?.cpuSeconds ?? 0) : 0) } : {}),
      }),
    );
  }
  return out;
}

function scored(
  message: GuidedMessage,
  withMarks: boolean,
  result: Decoded & { cpuSeconds?: number; answersSeconds?: number },
): GuidedResult {
  const words = spokenWordErrors(message.text, result.transcript);
  return {
    id: message.id,
    scriptId: message.scriptId,
    condition: message.condition,
    withMarks,
    tapping: message.tapping,
    marksSent: message.marks.length,
    voice: message.voice,
    audioSeconds: message.seconds,
    seconds: result.seconds,
    ...(result.answersSeconds !== undefined ? { answersSeconds: result.answersSeconds } : {}),
    ...(result.cpuSeconds !== undefined ? { cpuSeconds: result.cpuSeconds } : {}),
    errors: words.errors,
    referenceWords: words.referenceWords,
    transcript: result.transcript,
    answers: result.answers,
    fields: result.fields,
    ...(result.failed ? { failed: result.failed } : {}),
    truth: message.truth,
    outcomes: scoreFields(message.truth, result.fields),
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseOptions(argv);
  const missing =
    pocketsphinxMissing() ?? ['ffmpeg', 'espeak-ng', 'flite', 'text2wave'].find((tool) => !onPath(tool)) ?? null;
  if (missing) throw new Error(`Cannot run: ${missing}. Install with: node scripts/bootstrap.mjs bench-voice`);

  const dataset = await loadGuidedScripts(log);
  const messages = await loadGuidedMessages(dataset, options.split, options.limit, ROOT, log);
  if (options.generateOnly) return;

  const settings = options.marks === 'both' ? [false, true] : [options.marks === 'on'];
  // The same scripts in every condition (and both settings): a paired comparison, taken in turn
  // so the first N cover the split's voices.
  const byCondition = options.conditions.map((c) => messages.filter((m) => m.condition === c));
  const jobs = Array.from({ length: options.limit }, (_, i) =>
    byCondition.flatMap((list) => (list[i] ? [list[i]] : [])),
  ).flat();
  const first = jobs[0];
  if (!first) throw new Error('no messages selected');

  // The first decode of each path builds (or loads) its language models: not part of any figure.
  log('Warming up on the first recording (not measured)...');
  await decode(first, settings, options.hints, false);

  // The guided path decodes answers two at a time: its recordings go one at a time, which also
  // makes each one's processor time its own. Whole messages alone go two at a time, as bench:voice.
  const atOnce = settings.includes(true) ? 1 : MESSAGES_AT_ONCE;
  log(
    `Decoding ${jobs.length} recordings (${options.limit} per condition × ${options.conditions.length} conditions), ` +
      `${settings.map((s) => (s ? 'with marks' : 'without')).join(' and ')}, ${atOnce} at a time...`,
  );
  const started = performance.now();
  const cpuStarted = cpuSeconds();
  let done = 0;
  const decoded = await mapLimited(jobs, atOnce, async (message) => {
    const results = await decode(message, settings, options.hints, atOnce === 1);
    done++;
    for (const result of results) {
      const right = (['debtAmount', 'creditorsCount', 'fullName', 'company', 'legal', 'bankruptcy'] as const)
        .filter((f) => result.outcomes[f].correct)
        .join(',');
      log(
        `  [${done}/${jobs.length}] ${message.id.padEnd(20)} ${result.withMarks ? `marks ${message.marks.length}` : 'whole  '}  ` +
          `${message.seconds.toFixed(1)} s audio, ${result.seconds.toFixed(1)} s, ` +
          `WER ${((100 * result.errors) / Math.max(1, result.referenceWords)).toFixed(1)}%  right: ${right || '-'}${result.failed ? '  FAILED' : ''}`,
      );
    }
    return results;
  });
  const results = decoded.flat();
  const audioSeconds = jobs.reduce((sum, m) => sum + m.seconds, 0);
  const cpu: GuidedRunInfo['cpu'] = {
    messagesAtOnce: atOnce,
    cpuPerAudioSecond: (cpuSeconds() - cpuStarted) / Math.max(1e-9, audioSeconds),
    wallPerAudioSecond: (performance.now() - started) / 1000 / Math.max(1e-9, audioSeconds),
  };
  const wallSeconds = (performance.now() - started) / 1000;

  const order = (condition: string) => (CONDITIONS as readonly string[]).indexOf(condition);
  const rows = summariseGuided(results).sort(
    (a, b) => order(a.condition) - order(b.condition) || Number(a.withMarks) - Number(b.withMarks),
  );
  const now = new Date();
  const info: GuidedRunInfo = {
    date: now.toISOString().slice(0, 10),
    command: `npm run bench:voice-guided${argv.length > 0 ? ` -- ${argv.join(' ')}` : ''}`,
    split: options.split,
    dataset: path.basename(dataset.dir),
    limit: options.limit,
    wallSeconds,
    cpu,
    hints: options.hints,
    confidences: {
      debt: RULE_CONFIDENCE.debt,
      creditors: RULE_CONFIDENCE.creditors,
      repairedNumber: RULE_CONFIDENCE.repairedNumber,
      guided: GUIDED_CONFIDENCE,
      repairedAfterFloor: true,
    },
    ...(runWithMarks
      ? {}
      : { marksNote: 'With marks: not run, the product has no guided path yet (guided/run-guided.ts).' }),
  };
  const report = guidedMarkdown(rows, results, info);
  log(`\n${report}\n`);

  const stamp = now.toISOString().slice(0, 16).replace(':', '-');
  const json = path.join(CACHE_ROOT, `guided-results-${options.split}-${stamp}.json`);
  await mkdir(CACHE_ROOT, { recursive: true });
  await writeFile(json, JSON.stringify({ ...info, rows, messages: results }, null, 1));
  const table = path.join(ROOT, 'bench/voice-eval/results', `guided-${options.split}-${stamp}.md`);
  await mkdir(path.dirname(table), { recursive: true });
  await writeFile(table, `${report}\n`);
  log(
    `The table: ${path.relative(ROOT, table)}; every message's transcript, fields and truth: ${path.relative(ROOT, json)}`,
  );
}

await main();
