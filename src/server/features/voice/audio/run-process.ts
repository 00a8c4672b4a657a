import { spawn } from 'node:child_process';
import { BoundedText } from './bounded-text.js';

/**
 * Spawns a helper binary (ffmpeg, the speech decoder) without a shell, with a hard timeout and
 * abort support. On either the process is SIGKILLed and this still waits for it to exit, so the
 * caller can safely delete the files it was using. Output is bounded (see BoundedText).
 */
export interface RunProcessOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Receives stdout as it arrives, for callers that stream or count it; otherwise it is kept (bounded). */
  onStdout?: (chunk: Buffer) => void;
}

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export class ProcessTimeoutError extends Error {
  constructor(command: string, timeoutMs: number) {
    super(`${command} did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped`);
    this.name = 'ProcessTimeoutError';
  }
}

export class ProcessUnavailableError extends Error {
  constructor(command: string, cause: Error) {
    super(`${command} could not be started (${cause.message}); is it installed?`, { cause });
    this.name = 'ProcessUnavailableError';
  }
}

export function runProcess(command: string, args: readonly string[], options: RunProcessOptions): Promise<ProcessResult> {
  const { timeoutMs, signal, onStdout } = options;
  return new Promise<ProcessResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const stdout = new BoundedText();
    const stderr = new BoundedText();
    let failure: Error | undefined;

    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new ProcessTimeoutError(command, timeoutMs)), timeoutMs);
    const onAbort = () => stop(abortReason(signal));
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => (onStdout ? onStdout(chunk) : stdout.append(chunk)));
    child.stderr.on('data', (chunk: Buffer) => stderr.append(chunk));
    child.on('error', (error) => {
      // 'error' without a process (ENOENT, EACCES) is followed by 'close'; record why.
      failure ??= new ProcessUnavailableError(command, error);
    });
    child.on('close', (exitCode, exitSignal) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else resolve({ exitCode, signal: exitSignal, stdout: stdout.toString(), stderr: stderr.toString() });
    });
  });
}

function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new Error('The operation was aborted');
}
