/**
 * The upload is not audio ffmpeg can decode (corrupt, truncated, not audio at all). Callers answer
 * 4xx for it; anything else from the audio helpers (timeout, missing binary) is a server fault.
 */
export class AudioDecodeError extends Error {
  constructor(readonly reason: string) {
    super(`Audio could not be decoded: ${reason}`);
    this.name = 'AudioDecodeError';
  }
}
