import { PENDING_RESULTS_KEY } from '#client/features/voice/voicemail-outbox-flag.js';
import { VOICE_STREAM_PATHS, VOICE_TOKEN_HEADER, voiceResultSchema, type VoiceResult } from '#shared/voice-schemas.js';

/**
 * A voicemail answered "pending" is not a dead end (decision 0020): its id and result token are
 * kept in localStorage, and whichever page the visitor is on asks for the result until it is
 * ready, then fills in the consultation form and says so.
 */
export interface PendingVoiceResult {
  id: number;
  token: string;
  email: string;
  phone: string;
  since: number;
}

/** Ask every 3 s for the first two minutes, then every 15 s; give up after 30 minutes. */
const FAST_POLL_MS = 3000;
const SLOW_POLL_MS = 15_000;
const FAST_FOR_MS = 2 * 60_000;
export const GIVE_UP_AFTER_MS = 30 * 60_000;

export function readPendingResults(): PendingVoiceResult[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(PENDING_RESULTS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as PendingVoiceResult[]).filter(
          (entry) => typeof entry?.id === 'number' && typeof entry.token === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function writePendingResults(entries: PendingVoiceResult[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(PENDING_RESULTS_KEY);
    else window.localStorage.setItem(PENDING_RESULTS_KEY, JSON.stringify(entries));
  } catch {
    // Storage blocked: this page still polls for what it was told in memory.
  }
}

export function rememberPendingResult(entry: PendingVoiceResult): void {
  writePendingResults([...readPendingResults().filter((other) => other.id !== entry.id), entry]);
}

function forget(id: number): void {
  writePendingResults(readPendingResults().filter((entry) => entry.id !== id));
}

async function fetchResult(entry: PendingVoiceResult): Promise<VoiceResult | 'gone' | null> {
  try {
    const response = await fetch(VOICE_STREAM_PATHS.result(entry.id), {
      headers: { [VOICE_TOKEN_HEADER]: entry.token },
      cache: 'no-store',
    });
    if (response.status === 404) return 'gone';
    if (!response.ok) return null;
    const parsed = voiceResultSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Polls every pending result (one loop per page, however often it is called) and calls `onDone`
 * once for each that is transcribed.
 */
export function watchPendingResults(onDone: (entry: PendingVoiceResult, result: VoiceResult) => void): void {
  if (timer !== undefined) return;
  const tick = async () => {
    const entries = readPendingResults();
    const now = Date.now();
    for (const entry of entries) {
      if (now - entry.since > GIVE_UP_AFTER_MS) {
        forget(entry.id);
        continue;
      }
      const result = await fetchResult(entry);
      if (result === 'gone') forget(entry.id);
      else if (result?.status === 'transcribed') {
        forget(entry.id);
        onDone(entry, result);
      }
    }
    const left = readPendingResults();
    if (left.length === 0) {
      timer = undefined;
      return;
    }
    const youngest = Math.max(...left.map((entry) => entry.since));
    timer = setTimeout(() => void tick(), Date.now() - youngest < FAST_FOR_MS ? FAST_POLL_MS : SLOW_POLL_MS);
  };
  timer = setTimeout(() => void tick(), FAST_POLL_MS);
}
