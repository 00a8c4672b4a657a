import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A short spoken WAV, as a visitor's browser might upload it (espeak-ng, 16-bit mono). */
export function speechWav(text: string): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-speech-'));
  try {
    const file = path.join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-s', '160', '-w', file, text]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
