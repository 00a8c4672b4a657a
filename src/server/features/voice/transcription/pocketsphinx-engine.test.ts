import { beforeAll, describe, expect, it } from 'vitest';
import { shouldRunWithBinaries, speechWebm, wavTo } from '#server/test-support/speech.js';
import { AudioDecodeError } from '#server/features/voice/audio/audio-decode-error.js';
import { ProcessTimeoutError } from '#server/features/voice/audio/run-process.js';
import { createPocketsphinxEngine, DEFAULT_MODEL_DIR, pocketsphinxMissing } from './pocketsphinx-engine.js';
import { voicemailLanguageModel } from './voicemail-language-model.js';
import { wordErrors } from '#test-fixtures/voice/word-error-rate.js';

const SENTENCE = 'my name is john smith i owe about two million dollars to twelve creditors';

/** 16 kHz mono 16-bit PCM of digital silence. */
function silentWav(seconds: number): Buffer {
  const data = seconds * 32_000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

const run = shouldRunWithBinaries('ffmpeg', 'espeak-ng', 'pocketsphinx_continuous');

describe.runIf(run)('pocketsphinx engine', () => {
  beforeAll(async () => {
    // In CI a missing model must fail here, not skip.
    expect(pocketsphinxMissing()).toBeNull();
    await voicemailLanguageModel({ modelDir: DEFAULT_MODEL_DIR }); // built once, ~5 s
  }, 120_000);

  it('transcribes a spoken voicemail sentence uploaded as browser WebM', async () => {
    const engine = createPocketsphinxEngine();
    expect(engine).toMatchObject({ name: 'pocketsphinx', model: 'pocketsphinx-en-us-voicemail' });
    const { text: transcript, words } = await engine.transcribe({
      bytes: await speechWebm(SENTENCE),
      mimeType: 'audio/webm',
    });
    // Every word comes with the decoder's confidence, in transcript order.
    expect(words?.map((w) => w.word).join(' ')).toBe(transcript);
    for (const word of words ?? []) expect(word.confidence).toBeGreaterThanOrEqual(0);
    expect(words?.some((w) => w.confidence > 0.5)).toBe(true);
    const { rate } = wordErrors(SENTENCE, transcript);
    // Measured 0% for this sentence and voice (8.8% over the whole held-out set in the bench);
    // the stock decoder gets 28.6% here. The bound leaves room for other builds of the packages.
    expect(rate, transcript).toBeLessThan(0.3);
    expect(transcript).toMatch(/\bmillion dollars\b/);
    expect(transcript).toMatch(/\bcreditors\b/);
  }, 120_000);

  it('hears a rare name the e-mail gave as a hint, which it cannot hear without', async () => {
    const engine = createPocketsphinxEngine();
    const bytes = await speechWebm('hello my name is priya okafor and we owe about two million dollars');
    const plain = await engine.transcribe({ bytes, mimeType: 'audio/webm' });
    const hinted = await engine.transcribe({ bytes, mimeType: 'audio/webm' }, undefined, {
      names: ['priya', 'okafor'],
      companies: [],
    });
    // The general model has no "okafor": the decoder cannot say it without the message's class.
    expect(plain.text).not.toMatch(/\bokafor\b/);
    expect(hinted.text).toMatch(/\bpriya okafor\b/);
    expect(hinted.text).toMatch(/two million dollars/);
  }, 120_000);

  it('returns an empty transcript for silence', async () => {
    const engine = createPocketsphinxEngine();
    const silence = await wavTo('ogg', silentWav(2));
    expect((await engine.transcribe({ bytes: silence, mimeType: 'audio/ogg' })).text).toBe('');
  }, 60_000);

  it('refuses undecodable audio, stops at the timeout and on abort', async () => {
    const engine = createPocketsphinxEngine({ timeoutMs: 1 });
    const garbage = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(5000, 7)]);
    await expect(engine.transcribe({ bytes: garbage, mimeType: 'audio/webm' })).rejects.toBeInstanceOf(
      AudioDecodeError,
    );

    const webm = await speechWebm(SENTENCE);
    await expect(engine.transcribe({ bytes: webm, mimeType: 'audio/webm' })).rejects.toBeInstanceOf(
      ProcessTimeoutError,
    );

    const controller = new AbortController();
    const pending = createPocketsphinxEngine().transcribe({ bytes: webm, mimeType: 'audio/webm' }, controller.signal);
    setTimeout(() => controller.abort(new Error('server shutting down')), 200);
    await expect(pending).rejects.toThrow('server shutting down');
  }, 60_000);
});
