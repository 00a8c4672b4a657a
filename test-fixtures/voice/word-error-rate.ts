/**
 * Word error rate: word-level Levenshtein distance (substitutions + deletions + insertions) over the
 * reference length, after lower-casing and dropping punctuation so only recognition errors count.
 */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9'\s]/g, ' ')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export interface WordErrors {
  errors: number;
  referenceWords: number;
  /** errors / referenceWords (0 for an empty reference and hypothesis). */
  rate: number;
}

export function wordErrors(reference: string, hypothesis: string): WordErrors {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  const errors = previous[hyp.length] ?? 0;
  return { errors, referenceWords: ref.length, rate: ref.length === 0 ? (errors === 0 ? 0 : 1) : errors / ref.length };
}
