import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { setPriority } from 'node:os';
import { BoundedText } from './bounded-text.js';

/**
 * Every helper process the voice feature has started and that has not exited yet. A child is not
 * killed when its parent exits, so shutdown (and an unexpected exit) kills what is left here:
 * no decoder or ffmpeg outlives the server.
 */
const liveChildren = new Set<ChildProcess>();

/** Scheduling priority of helpers (0 normal, 19 lowest). */
const HELPER_NICENESS = 10;

/**
 * spawn(), with the child recorded until it exits (see killChildProcesses). Background work
 * (decoding, MP4 copies) yields the CPU to the web process: a burst of voicemails slows
 * transcription, never the site's answers (lead submissions, pages, the dashboard). Work a
 * visitor's request waits on (measuring an upload) keeps normal priority.
 */
export function spawnTracked(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
  background = true,
): ChildProcess {
  const child = spawn(command, args, { windowsHide: true, ...options });
  if (background && child.pid !== undefined) {
    try {
      setPriority(child.pid, HELPER_NICENESS);
    } catch {
      // Not permitted here: the helper runs at normal priority.
    }
  }
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  child.once('error', () => liveChildren.delete(child));
  return child;
}

/** Helper processes still running. */
export function childProcessCount(): number {
  return liveChildren.size;
}

/** SIGKILLs every helper process still running; their callers see them fail. */
export function killChildProcesses(): number {
  const count = liveChildren.size;
  for (const child of liveChildren) child.kill('SIGKILL');
  return count;
}

// The last chance: a process exiting for any reason takes its helpers with it.
process.once('exit', () => killChildProcesses());

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
  /** Work a request waits on: run at normal priority (default: background, lower priority). */
  foreground?: boolean;
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

export function runProcess(
  command: string,
  args: readonly string[],
  options: RunProcessOptions,
): Promise<ProcessResult> {
  const { timeoutMs, signal, onStdout, foreground = false } = options;
  return new Promise<ProcessResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const child = spawnTracked(
      command,
      args,
      { stdio: ['ignore', 'pipe', 'pipe'] },
      !foreground,
    ) as ChildProcessWithPipes;
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

type ChildProcessWithPipes = ChildProcess & { stdout: NodeJS.ReadableStream; stderr: NodeJS.ReadableStream };

function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new Error('The operation was aborted');
}
