import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

/** The nearest-rank percentile (p in 0…100) of some timings; NaN for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** A running process's resident memory, from /proc (Linux); 0 when it has gone. */
export function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

const execFileAsync = promisify(execFile);
const SPIN = `const b = process.cpuUsage(), t = performance.now(); while (performance.now() - t < 300) {}
const u = process.cpuUsage(b); console.log((u.user + u.system) / 1000 / (performance.now() - t));`;

/**
 * The share of a core each of two processes gets while both spin for 300 ms: about 1 on an idle
 * two-core machine, less when something outside the suite competes.
 */
export async function cpuShare(): Promise<number> {
  const spin = async () => Math.min(1, Number((await execFileAsync(process.execPath, ['-e', SPIN])).stdout));
  const shares = await Promise.all([spin(), spin()]);
  return (shares[0] + shares[1]) / 2;
}

/**
 * Timing tests run alone after the suite, but the machine may still be shared with other jobs: a
 * wall-clock bound is stretched by how much less than a whole core each spinning process got just
 * before the measurement (at most 4x), and the figures are reported, so a busy machine neither
 * fails the test nor hides a slow result.
 */
export function stretchFor(share: number): number {
  return Math.min(4, 1 / Math.max(share, 0.01));
}
