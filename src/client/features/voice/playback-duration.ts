/**
 * The length the player shows (SPEC §5): the audio element's own figure only when it is a finite
 * number above 0 (before loading it is NaN, and a streamed WebM reports Infinity), otherwise the
 * duration the server measured when the message was stored.
 */
export function playbackDuration(elementDuration: number, storedDuration: number | null): number {
  if (Number.isFinite(elementDuration) && elementDuration > 0) return elementDuration;
  return storedDuration ?? 0;
}
