import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs `task` with a private temporary folder and always removes it afterwards. ffmpeg needs real
 * files: MP4 input can keep its index at the end (unreadable from a pipe), and both `+faststart`
 * and a WAV header with correct sizes need a seekable output.
 */
export async function withTempDir<T>(prefix: string, task: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  try {
    return await task(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
