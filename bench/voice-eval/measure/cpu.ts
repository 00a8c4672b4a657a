import { readFileSync } from 'node:fs';

/**
 * Processor seconds used so far by this process and the children it has waited for (the
 * decoders and ffmpeg): user and system time, from process.cpuUsage() and /proc/self/stat's
 * cutime and cstime. Unlike wall-clock time it does not grow when other work shares the machine,
 * so a run's processor seconds per audio second stay comparable on a busy machine. Linux only;
 * elsewhere the children's share is missing (0).
 */
const CLOCK_TICKS_PER_SECOND = 100;

export function cpuSeconds(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1e6 + childrenSeconds();
}

function childrenSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; cutime is 16, cstime 17.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(rest[13]) + Number(rest[14])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
