/**
 * What the voice recorder asks the browser for (SPEC §9) and how it names what it gets back.
 * Pure helpers, so the choices are unit-tested without a browser.
 */

/** SPEC §9: mono, 44.1 kHz, and none of the browser's voice processing (the server normalises). */
export const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  channelCount: 1,
  sampleRate: 44100,
  echoCancellation: false,
  noiseSuppression: false,
  autoGainControl: false,
};

/** SPEC §9: MediaRecorder hands over a chunk every second, so a crash loses at most one second. */
export const CHUNK_INTERVAL_MS = 1000;

/**
 * Recording formats, best first: WebM/Opus (Chromium, Firefox), plain WebM, MP4 (Safari), Ogg/Opus
 * (older Firefox). When none is supported the browser's default is used.
 */
export const PREFERRED_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/ogg;codecs=opus',
] as const;

/** The first preferred format the browser can record, or undefined for the browser's default. */
export function pickMimeType(isTypeSupported: (mimeType: string) => boolean): string | undefined {
  return PREFERRED_MIME_TYPES.find((mimeType) => {
    try {
      return isTypeSupported(mimeType);
    } catch {
      return false;
    }
  });
}

/** The media type without its parameters ('audio/webm;codecs=opus' -> 'audio/webm'). */
export function baseMimeType(mimeType: string): string {
  return mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** SPEC §7: the upload is named voice-feedback, with the extension of what was recorded. */
export function audioFileName(mimeType: string): string {
  const type = baseMimeType(mimeType);
  const extension = /mp4|m4a|aac/.test(type) ? 'mp4' : type.includes('ogg') ? 'ogg' : 'webm';
  return `voice-feedback.${extension}`;
}

/**
 * Can this browser record here? Both APIs are missing in old browsers, and
 * `navigator.mediaDevices` is also missing on pages not served over HTTPS (or localhost).
 * Call it from effects and handlers only.
 */
export function canRecordAudio(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/** Seconds as m:ss (SPEC §4), e.g. 0:07, 1:30, 10:00. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
