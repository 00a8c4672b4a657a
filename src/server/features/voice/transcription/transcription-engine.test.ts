import { describe, expect, it } from 'vitest';
import { pocketsphinxMissing } from './pocketsphinx-engine.js';
import { createTranscriptionEngine, TranscriptionUnavailableError } from './transcription-engine.js';

const AUDIO = { bytes: Buffer.from('audio'), mimeType: 'audio/webm' };

describe('createTranscriptionEngine', () => {
  it("'none' refuses every transcription with TranscriptionUnavailableError", async () => {
    const engine = createTranscriptionEngine({ engine: 'none' });
    expect(engine.name).toBe('none');
    expect(engine.model).toBe('none');
    const failure = await engine.transcribe(AUDIO).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TranscriptionUnavailableError);
    expect((failure as TranscriptionUnavailableError).reason).toMatch(/turned off/);
  });

  it("'openai' needs a key and reports its model", () => {
    expect(() => createTranscriptionEngine({ engine: 'openai' })).toThrow(/API key/);
    const engine = createTranscriptionEngine({
      engine: 'openai',
      openai: { apiKey: 'sk-x', baseUrl: 'https://api.openai.com', model: 'gpt-4o-transcribe' },
    });
    expect(engine).toMatchObject({ name: 'openai', model: 'gpt-4o-transcribe' });
  });

  it("'pocketsphinx' without the binary fails at start; 'auto' falls back to none with the reason", async () => {
    const missing = { pocketsphinxBinary: '/nonexistent/pocketsphinx_continuous' };
    expect(() => createTranscriptionEngine({ engine: 'pocketsphinx', ...missing })).toThrow(/not usable: .*not found/);
    const fallback = createTranscriptionEngine({ engine: 'auto', ...missing });
    expect(fallback.name).toBe('none');
    await expect(fallback.transcribe(AUDIO)).rejects.toThrow(/No transcription engine is installed/);
    const noModel = createTranscriptionEngine({ engine: 'auto', modelDir: '/nonexistent/model' });
    expect(noModel.name).toBe('none');
  });

  it.runIf(pocketsphinxMissing() === null || process.env.CI)("'auto' picks pocketsphinx when it is installed", () => {
    expect(pocketsphinxMissing()).toBeNull();
    expect(createTranscriptionEngine({ engine: 'auto' })).toMatchObject({
      name: 'pocketsphinx',
      model: 'pocketsphinx-en-us-voicemail',
    });
  });
});
