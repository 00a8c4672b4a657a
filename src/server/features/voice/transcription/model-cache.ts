import { randomUUID } from 'node:crypto';
import { access, lstat, mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The folder built language models are cached in (voicemail-language-model.ts,
 * answer-language-models.ts), and how files are put there: each written aside and renamed, so
 * another process never reads half a file.
 */
export function defaultModelCacheDir(): string {
  return path.join(tmpdir(), `voicemail-lm-${process.getuid?.() ?? 'user'}`);
}

export async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    await write(partial);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

export async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The cache folder may sit in the shared temporary folder: refuse it unless it is a real folder
 * owned by this user and closed to others, so nobody else can plant a model for us to load.
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const info = await lstat(dir);
  const uid = process.getuid?.();
  if (!info.isDirectory() || (uid !== undefined && info.uid !== uid) || (info.mode & 0o077) !== 0) {
    throw new Error(`Language-model cache folder ${dir} is not a private folder of this user`);
  }
}
