import type { Transcription, TranscriptWord } from './engine.js';

/**
 * Reads pocketsphinx_continuous's standard output under `-time yes`: for each utterance, a
 * hypothesis line, then one line per segment, "word start end posterior" ("goldberg 1.230 1.780
 * 0.412318", times in seconds from the start of the input). The segments are the words with their
 * confidences and times; fillers (<s>, </s>, <sil>,
 * [NOISE]) and pronunciation-variant marks ("the(2)") are dropped. Output without segment lines
 * (a decoder run without `-time`) falls back to the hypothesis lines, with no confidences.
 */
const SEGMENT = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/i;
const FILLER = /^(<\/?s>|<sil>|\[[a-z_]+\]|\+\+[a-z_]+\+\+)$/i;

export function parseDecoderOutput(stdout: string): Transcription {
  const words: TranscriptWord[] = [];
  const hypotheses: string[] = [];
  for (const line of stdout.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const segment = SEGMENT.exec(trimmed);
    if (!segment) {
      hypotheses.push(trimmed);
      continue;
    }
    const word = (segment[1] ?? '').replace(/\(\d+\)$/, '').toLowerCase();
    if (FILLER.test(word)) continue;
    words.push({
      word,
      confidence: clamp(Number(segment[4])),
      startMs: Math.round(Number(segment[2]) * 1000),
      endMs: Math.round(Number(segment[3]) * 1000),
    });
  }
  if (words.length > 0) return { text: words.map((w) => w.word).join(' '), words };
  return { text: hypothesisText(hypotheses.join('\n')) };
}

/** One hypothesis line per detected utterance; the transcript is all of them, in order. */
export function hypothesisText(stdout: string): string {
  return stdout
    .split('\n')
    .map((line) => line.replace(/<\/?s>|<sil>|\[[a-z]+\]|\(\d+\)/gi, ' ').trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

function clamp(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}
