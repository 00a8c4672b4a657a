/**
 * Compares engine settings on a sample of the evaluation set's DEV split (never the test split):
 * word errors, name and band accuracy, and real-time factor per setting. This is how the
 * shipped settings were chosen; the test split then reports them (bench/voice-eval.ts).
 *
 * Run: `npx tsx bench/voice-tune.ts [--per-voice N] [--conditions clean,phone] [--settings a,b]`
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { understandVoicemail } from '../src/server/features/voice/extraction/understand-voicemail.js';
import {
  createPocketsphinxEngine,
  type PocketsphinxOptions,
} from '../src/server/features/voice/transcription/pocketsphinx-engine.js';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { decodeToPcm } from './voice-eval/audio.js';
import { loadScripts, ROOT, type Dataset } from './voice-eval/dataset.js';
import { renderMessages, type Message } from './voice-eval/render-split.js';
import { spokenWordErrors } from './voice-eval/measure/wer.js';

const SETTINGS: Record<string, PocketsphinxOptions> = {
  'no-classes': { nameClassShare: 0, parallelParts: 1 },
  shipped: { parallelParts: 1 },
  'classes-0.3': { nameClassShare: 0.3, parallelParts: 1 },
  'no-fwdflat': { parallelParts: 1, extraDecoderArgs: ['-fwdflat', 'no'] },
  'no-fwdflat-bestpath': { parallelParts: 1, extraDecoderArgs: ['-fwdflat', 'no', '-bestpath', 'no'] },
  'parts-2': { parallelParts: 2 },
  denoise: { parallelParts: 1, audioFilter: 'afftdn=nf=-25' },
  bandpass: { parallelParts: 1, audioFilter: 'highpass=f=100,lowpass=f=3800' },
  loudnorm: { parallelParts: 1, audioFilter: 'loudnorm' },
};

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const perVoice = Number(arg('per-voice') ?? 2);
const conditions = (arg('conditions') ?? 'clean,noise,phone').split(',');
const chosen = (arg('settings') ?? Object.keys(SETTINGS).join(',')).split(',');

const dataset = await loadScripts(console.log);
const sample = (await devSample(dataset, perVoice)).filter((m) => conditions.includes(m.condition));
console.log(
  `dev sample: ${sample.length} messages (${conditions.join(', ')}), ${new Date().toISOString().slice(0, 10)}`,
);

const same = (a: string | undefined, b: string | undefined) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
for (const name of chosen) {
  const engine = createPocketsphinxEngine(SETTINGS[name]);
  const rows: Record<
    string,
    { errors: number; words: number; audio: number; wall: number; name: number; bands: number; n: number }
  > = {};
  for (const message of sample) {
    const audio = await readFile(path.join(ROOT, message.file));
    const started = performance.now();
    const heard = await engine.transcribe({ bytes: audio, mimeType: 'audio/webm' });
    const wall = (performance.now() - started) / 1000;
    const understood = understandVoicemail(heard.text, heard.words ? { words: heard.words } : {});
    const found = understood.extractedData;
    const u = understood.understanding.fields;
    const wer = spokenWordErrors(message.text, heard.text);
    const row = (rows[message.condition] ??= { errors: 0, words: 0, audio: 0, wall: 0, name: 0, bands: 0, n: 0 });
    row.errors += wer.errors;
    row.words += wer.referenceWords;
    row.audio += message.seconds;
    row.wall += wall;
    row.n += 1;
    if (same(u.firstName?.value, message.truth.firstName) && same(u.lastName?.value, message.truth.lastName))
      row.name += 1;
    if (found.debtAmount === message.truth.debtAmount && found.creditorsCount === message.truth.creditorsCount)
      row.bands += 1;
  }
  for (const [condition, r] of Object.entries(rows))
    console.log(
      `${name.padEnd(22)} ${condition.padEnd(6)} WER ${((100 * r.errors) / r.words).toFixed(1)}%  RTF ${(r.wall / r.audio).toFixed(2)}  ` +
        `full name ${r.name}/${r.n}  both bands ${r.bands}/${r.n}`,
    );
}

/** The first `perVoice` dev scripts of each dev voice, rendered once into audio/dev-sample/. */
async function devSample(data: Dataset, count: number): Promise<Message[]> {
  const manifest = path.join(data.dir, `manifest-dev-sample-${count}.json`);
  if (existsSync(manifest)) return JSON.parse(await readFile(manifest, 'utf8')) as Message[];
  const taken = new Map<string, number>();
  const scripts = data.scripts.filter((script) => {
    if (script.split !== 'dev') return false;
    taken.set(script.voice, (taken.get(script.voice) ?? 0) + 1);
    return (taken.get(script.voice) ?? 0) <= count;
  });
  const babble = path.join(data.dir, 'babble.wav');
  if (!existsSync(babble)) throw new Error('Run bench/voice-eval.ts once first: it renders the noise');
  console.log(`rendering ${scripts.length} dev scripts...`);
  const messages = await renderMessages(
    scripts,
    await decodeToPcm(babble),
    path.join(data.dir, 'audio', 'dev-sample'),
    ROOT,
    () => {},
  );
  await writeFile(manifest, JSON.stringify(messages));
  return messages;
}
