import { FIRST_NAMES } from '#server/features/voice/language/first-names.js';
import { LAST_NAMES } from '#server/features/voice/language/last-names.js';
import { ROLE_MAILBOXES } from '#server/features/voice/language/mailbox-words.js';
import { companyDomainLabel, registrableLabel } from './company-domain.js';
import { splitDomainLabel, type DomainWord } from './split-domain.js';
import { companyNameFromWords, titleCaseWord } from './title-case.js';

/**
 * What the e-mail address a caller gave says about them, to check and complete what the
 * recogniser heard: rachel.goldberg@goldbergstaffing.com → Rachel Goldberg of Goldberg Staffing.
 * The local part gives the name (first.last, flast, first, firstlast), the domain the company,
 * split into words (split-domain.ts). A free-mail or reserved domain (gmail.com, example.com,
 * acme.test: company-domain.ts) gives no company, a role mailbox (info@, office@, owner123@) no name.
 *
 * Each guess carries a confidence on the same 0–1 scale as a heard field (field-confidence.ts):
 * - 0.80 a first name the lists know, written apart from the surname (rachel.goldberg)
 * - 0.75 the surname of such an address; a known first name alone (rachel@); a domain made only
 *        of known words (blueridgetrucking)
 * - 0.70 an initial and a known surname (rgoldberg; r.goldberg 0.75); a first name run
 *        together with a surname (rachelgoldberg); a domain with one unknown word and a business
 *        word (walshexcavating)
 * - 0.60–0.65 weaker shapes: an unknown first name before a dot, a surname alone, an initial and
 *        an unknown surname (kbrandt), a one-word domain (acme)
 * A surname that the domain repeats (goldberg@goldbergstaffing.com) gains 0.05.
 * - 0.55 a domain split with several unknown stretches: shown, never prefilled
 */
export interface HintValue {
  value: string;
  confidence: number;
}

export interface EmailHints {
  firstName?: HintValue;
  lastName?: HintValue;
  company?: HintValue;
  /** rgoldberg@: only the first name's initial, lower case. It confirms a heard first name, never fills one. */
  initial?: string;
  /** Words of the domain that may be the caller's surname (walsh in walshexcavating): confirm only. */
  surnameCandidates: string[];
}

/** Word-initial consonant pairs of English: "rg" in rgoldberg cannot start a name, so r is an initial. */
const ONSETS = new Set(
  'bl br ch cl cr dr dw fl fr gh gl gn gr kl kn kr ph pl pr ps qu rh sc sh sk sl sm sn sp st sv sw th tr ts tw wh wr zh'.split(
    ' ',
  ),
);
const VOWEL = /[aeiouy]/;
const MIN_NAME = 2;
/** A one-word domain longer than this that no list knows is probably several words run together. */
const MAX_PLAIN_LABEL = 10;
/** A surname run together after a first name must be this long unless the lists know it ("markus" is not Mark Us). */
const MIN_RUN_ON_SURNAME = 4;

interface NameGuess {
  firstName?: HintValue;
  lastName?: HintValue;
  initial?: string;
}

export function readEmailHints(address: string | undefined): EmailHints {
  const at = address?.lastIndexOf('@') ?? -1;
  if (!address || at <= 0) return { surnameCandidates: [] };
  const local = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  const label = registrableLabel(domain);
  const name = readName(local, label?.replace(/-/g, '') ?? '');
  const callerWords = [name.firstName?.value, name.lastName?.value].filter((w): w is string => !!w);
  const companyLabel = companyDomainLabel(domain);
  const company = companyLabel
    ? readCompany(
        companyLabel,
        callerWords.map((w) => w.toLowerCase()),
      )
    : undefined;
  return {
    ...(name.firstName ? { firstName: name.firstName } : {}),
    ...(name.lastName ? { lastName: name.lastName } : {}),
    ...(name.initial ? { initial: name.initial } : {}),
    ...(company?.value ? { company: company.value } : {}),
    surnameCandidates: name.lastName ? [] : (company?.surnames ?? []),
  };
}

function readName(local: string, domainText: string): NameGuess {
  const parts = (local.split('+')[0] ?? '')
    .split(/[._-]+/)
    .map((part) => part.replace(/\d+/g, ''))
    .filter((part) => part.length > 0);
  if (parts.length === 0 || parts.some((part) => ROLE_MAILBOXES.has(part) || !/^[a-z']+$/.test(part))) return {};
  const inDomain = (word: string) => word.length >= 3 && domainText.includes(word);
  const surname = (word: string, confidence: number): HintValue => ({
    value: titleCaseWord(word),
    // The surname in the domain too (goldberg@goldbergstaffing.com): a family business, surer.
    confidence: LAST_NAMES.has(word) || inDomain(word) ? Math.round((confidence + 0.05) * 100) / 100 : confidence,
  });
  const first = (word: string, confidence: number): HintValue => ({ value: titleCaseWord(word), confidence });

  if (parts.length === 1) return readOnePart(parts[0] ?? '', inDomain, first, surname);
  if (parts.length > 3) return {};
  let pair = parts;
  if (parts.length === 3) {
    // jose.luis.garcia: the first and the last part; the middle one is a second name.
    if ((parts[1] ?? '').length > 1)
      return { firstName: first(parts[0] ?? '', 0.65), lastName: surname(parts[2] ?? '', 0.6) };
    // rachel.m.goldberg: a middle initial, then as rachel.goldberg.
    pair = [parts[0] ?? '', parts[2] ?? ''];
  }
  const [a = '', b = ''] = pair;
  if (a.length === 1 && b.length >= MIN_NAME) return { initial: a, lastName: surname(b, 0.7) };
  if (b.length === 1) return a.length >= MIN_NAME ? { firstName: first(a, FIRST_NAMES.has(a) ? 0.75 : 0.6) } : {};
  if (a.length < MIN_NAME) return {};
  // goldberg.rachel: the surname first, which only the lists can tell.
  if (!FIRST_NAMES.has(a) && FIRST_NAMES.has(b) && LAST_NAMES.has(a))
    return { firstName: first(b, 0.65), lastName: surname(a, 0.6) };
  const knownFirst = FIRST_NAMES.has(a);
  return { firstName: first(a, knownFirst ? 0.8 : 0.65), lastName: surname(b, knownFirst ? 0.75 : 0.65) };
}

function readOnePart(
  part: string,
  inDomain: (word: string) => boolean,
  first: (word: string, confidence: number) => HintValue,
  surname: (word: string, confidence: number) => HintValue,
): NameGuess {
  if (part.length < MIN_NAME) return {};
  if (FIRST_NAMES.has(part)) return { firstName: first(part, 0.75) };
  if (LAST_NAMES.has(part)) return { lastName: surname(part, 0.55) };
  const runOn = splitRunOnName(part, inDomain);
  if (runOn) return { firstName: first(runOn[0], 0.7), lastName: surname(runOn[1], 0.6) };
  // rgoldberg: an initial, then a surname the lists or the domain know, or one no word starts like.
  const rest = part.slice(1);
  const initialShape = !VOWEL.test(part.charAt(0)) && !VOWEL.test(part.charAt(1)) && !ONSETS.has(part.slice(0, 2));
  if (rest.length >= 3 && VOWEL.test(rest) && (LAST_NAMES.has(rest) || inDomain(rest) || initialShape))
    return { initial: part.charAt(0), lastName: surname(rest, 0.65) };
  return {};
}

/**
 * rachelgoldberg: the longest known first name at the start, then a surname. Only the longest is
 * tried, so donaldson is not Don Aldson.
 */
function splitRunOnName(part: string, inDomain: (word: string) => boolean): [string, string] | undefined {
  for (let length = part.length - MIN_NAME; length >= 3; length--) {
    const head = part.slice(0, length);
    if (!FIRST_NAMES.has(head)) continue;
    const tail = part.slice(length);
    const surnameLike =
      LAST_NAMES.has(tail) || inDomain(tail) || (tail.length >= MIN_RUN_ON_SURNAME && VOWEL.test(tail));
    return surnameLike && !ROLE_MAILBOXES.has(tail) ? [head, tail] : undefined;
  }
  return undefined;
}

/** The company the domain names; `callerNames` are the names the local part gave, as spelled there. */
function readCompany(
  label: string,
  callerNames: readonly string[],
): { value?: HintValue; surnames: string[] } | undefined {
  // o'brien@obrienplumbing.com: the domain has no apostrophe, the company keeps the name's spelling.
  const spelling = new Map(callerNames.map((name) => [name.toLowerCase().replace(/[^a-z]/g, ''), name]));
  const words = splitDomainLabel(label, [...spelling.keys()]);
  if (words.length === 0) return undefined;
  const surnames = words
    .filter((w, i) => i < words.length - 1 && (w.kind === 'name' || w.kind === 'unknown') && w.text.length >= 3)
    .map((w) => titleCaseWord(w.text));
  // rachel@rachelgoldberg.com, info@heatherjones.com: a personal domain names a person, not a company.
  const personal =
    words.every((w) => w.kind === 'caller' || w.kind === 'name') &&
    words.some((w) => w.kind === 'caller' || FIRST_NAMES.has(w.text));
  if (personal) return { surnames };
  const name = companyNameFromWords(
    words.map((w) => (w.kind === 'caller' ? spelling.get(w.text) : undefined) ?? spelled(w)),
  );
  return { value: { value: name, confidence: companyConfidence(words) }, surnames };
}

function companyConfidence(words: readonly DomainWord[]): number {
  const unknown = words.filter((w) => w.kind === 'unknown').length;
  const business = words.filter((w) => w.kind === 'business' || w.kind === 'legal').length;
  // acme.com is a name; emeraldislepub.com, a long stretch no list splits, is only a guess.
  if (words.length === 1) return (words[0]?.text.length ?? 0) <= MAX_PLAIN_LABEL || unknown === 0 ? 0.6 : 0.5;
  if (unknown === 0) return 0.75;
  if (unknown === 1 && business > 0) return 0.7;
  return 0.55;
}

/** Initials stay capitals ("jm" → JM), a name the lists know ("kim") does not. */
function spelled(word: DomainWord): string {
  const short =
    word.kind === 'unknown' && word.text.length <= 3 && !FIRST_NAMES.has(word.text) && !LAST_NAMES.has(word.text);
  return short ? word.text.toUpperCase() : word.text;
}
