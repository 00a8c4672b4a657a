import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
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
    const files = await voicemailLanguageModel({ modelDir: DEFAULT_MODEL_DIR, cacheDir });
    const file = files.languageModel;
    expect(path.dirname(file)).toBe(cacheDir);
    expect(path.basename(file)).toMatch(/^voicemail-[0-9a-f]{16}\.lm\.bin$/);
    const base = path.basename(file);
    // The model, its dictionary and the class members list; no partial files left.
    expect((await readdir(cacheDir)).sort()).toEqual([base, `${base}.classes.json`, `${base}.dict`]);
    expect(files.members.first.length).toBeGreaterThan(1000);
    expect(files.members.last.length).toBeGreaterThan(10_000);
    expect(await readFile(files.dictionary, 'utf8')).toMatch(/^okafor /m);

    // Reused, not rebuilt: the file is the same one.
    const built = (await stat(file)).mtimeMs;
    expect(await voicemailLanguageModel({ modelDir: DEFAULT_MODEL_DIR, cacheDir })).toEqual(files);
    expect((await stat(file)).mtimeMs).toBe(built);

    await rm(file);
    expect((await voicemailLanguageModel({ modelDir: DEFAULT_MODEL_DIR, cacheDir })).languageModel).toBe(file);
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
