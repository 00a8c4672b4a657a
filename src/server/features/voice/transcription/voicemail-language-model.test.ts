import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_DIR } from './pocketsphinx-engine.js';
import { voicemailLanguageModel } from './voicemail-language-model.js';

const installed = existsSync(path.join(DEFAULT_MODEL_DIR, 'en-us.lm.bin'));

describe.runIf(installed || process.env.CI)('voicemail language model cache', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lm-cache-test-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('builds once into a private cache folder and rebuilds a file that disappeared', async () => {
    const cacheDir = path.join(root, 'cache');
    const file = await voicemailLanguageModel({ modelDir: DEFAULT_MODEL_DIR, cacheDir });
    expect(path.dirname(file)).toBe(cacheDir);
    expect(path.basename(file)).toMatch(/^voicemail-[0-9a-f]{16}\.lm\.bin$/);
    expect(await readdir(cacheDir)).toEqual([path.basename(file)]); // no partial files left

    const started = performance.now();
    expect(await voicemailLanguageModel({ modelDir: DEFAULT_MODEL_DIR, cacheDir })).toBe(file);
    expect(performance.now() - started).toBeLessThan(1000);

    await rm(file);
    expect(await voicemailLanguageModel({ modelDir: DEFAULT_MODEL_DIR, cacheDir })).toBe(file);
    expect(existsSync(file)).toBe(true);
  }, 120_000);

  it('refuses a cache folder other users can write to', async () => {
    const shared = path.join(root, 'shared');
    await mkdir(shared);
    await chmod(shared, 0o777);
    await expect(voicemailLanguageModel({ modelDir: DEFAULT_MODEL_DIR, cacheDir: shared })).rejects.toThrow(
      /not a private folder/,
    );
  });
});
