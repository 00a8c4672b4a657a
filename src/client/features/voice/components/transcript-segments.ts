/** A run of the transcript: plain text, or one word the recogniser was unsure of. */
export interface TranscriptSegment {
  text: string;
  unsure: boolean;
}

/**
 * Cuts a transcript into runs of plain text and the unsure words at `unsureWords` (indexes into
 * `transcript.split(' ')`, as the server counts them). Joined, the runs give back the transcript
 * exactly; indexes out of range, repeated or pointing at an empty word (two spaces) are ignored.
 */
export function transcriptSegments(transcript: string, unsureWords: readonly number[]): TranscriptSegment[] {
  const words = transcript.split(' ');
  const marked = new Set(unsureWords.filter((index) => Number.isInteger(index) && words[index]));
  const segments: TranscriptSegment[] = [];
  let plain = '';
  words.forEach((word, index) => {
    if (index > 0) plain += ' ';
    if (!marked.has(index)) {
      plain += word;
      return;
    }
    if (plain) segments.push({ text: plain, unsure: false });
    segments.push({ text: word, unsure: true });
    plain = '';
  });
  if (plain) segments.push({ text: plain, unsure: false });
  return segments;
}
