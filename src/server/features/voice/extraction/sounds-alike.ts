/**
 * Whether a name heard in the recording and a name written by the visitor (in the e-mail address
 * or a form) are the same name. The recogniser splits and misspells what it does not know: "gold
 * berg" for Goldberg, "rachael" for Rachel, "gold bird staffing" for Goldberg Staffing, "dan" for
 * Daniel. So spacing and case are ignored, a small edit distance is allowed (growing with the
 * length), the consonants alone may match, and a clear beginning of the written name counts; the
 * first letter must agree, or "mike" and "mark" would be one name.
 */

/** Legal forms are left out of the comparison: "Walsh Excavating LLC" is "walsh excavating". */
const LEGAL_FORMS = /\b(llc|inc|incorporated|corp|corporation|co|company|ltd|pllc|llp|lp|pc)\b\.?/g;
/** The shortest spoken beginning that may stand for a longer written name ("Dan" for Daniel). */
const MIN_PREFIX = 3;
const MIN_PREFIX_SHARE = 0.4;

/** Lower case letters and digits only, accents and legal forms removed: "Gold Berg, LLC" → "goldberg". */
export function matchKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(LEGAL_FORMS, ' ')
    .replace(/^\s*the\s+/, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Edits allowed between two keys: one in a short name, about one in five in a long one. */
const allowedEdits = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : Math.min(4, Math.floor(length / 5)));

export function soundsAlike(spoken: string, written: string): boolean {
  const a = matchKey(spoken);
  const b = matchKey(written);
  if (a.length === 0 || b.length === 0) return false;
  if (a === b) return true;
  const ka = consonantKey(a);
  const kb = consonantKey(b);
  if (ka.charAt(0) !== kb.charAt(0)) return false;
  if (editDistance(a, b) <= allowedEdits(Math.max(a.length, b.length))) return true;
  // "rachael"/"rachel", "stephen"/"steven": the same consonants in the same order.
  if (ka.length >= 3 && editDistance(ka, kb) <= (Math.max(ka.length, kb.length) <= 5 ? 0 : 1)) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= MIN_PREFIX && short.length >= long.length * MIN_PREFIX_SHARE && long.startsWith(short);
}

/**
 * The consonants as they sound, vowels dropped after the first letter and repeats collapsed:
 * "rachael" → "rkl", "goldberg" → "gltbrk"… close enough that spelling variants meet.
 */
export function consonantKey(key: string): string {
  const sounded = key
    .replace(/ph/g, 'f')
    .replace(/ck|q/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/z/g, 's')
    .replace(/dg/g, 'j')
    .replace(/^kn/, 'n')
    .replace(/^wr/, 'r')
    .replace(/(?!^)gh/g, '')
    .replace(/d(?=$|[^aeiouy])/g, 't')
    .replace(/g(?=$|[^aeiouy])/g, 'k');
  const first = sounded.charAt(0);
  const rest = sounded.slice(1).replace(/[aeiouyhw]/g, '');
  return (first + rest).replace(/(.)\1+/g, '$1');
}

/** Levenshtein distance. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
