import { TOP_LEVEL_DOMAINS } from '#server/features/voice/language/top-level-domains.js';
import { parseNumberPhrase } from './number-words.js';
import type { Token } from './tokenize.js';

/**
 * An e-mail address, written ("john@acme.com", "john at acme.com") or spoken ("j smith at gmail
 * dot com" → jsmith@gmail.com, "maria dot lopez at lopez landscaping dot com"). The spoken form
 * needs "at", a domain and a known top-level domain after "dot", so "we're at about two million"
 * is never read as an address.
 */
const TLDS = new Set(TOP_LEVEL_DOMAINS);
/** What pocketsphinx hears for "com". */
const TLD_ALIASES: Record<string, string> = { calm: 'com', come: 'com', comb: 'com', con: 'com', nett: 'net' };
const SYMBOLS: Record<string, string> = { dot: '.', period: '.', underscore: '_', dash: '-', hyphen: '-' };
/** Words that end the local part when reading backwards from "at". */
const LOCAL_STOP = new Set(
  `is email e mail address me at my it's its and or uh um reach contact that's thats also you can send write to the
   our was it under via by on with if please name reached best is email's`.split(/\s+/),
);
const MAX_LOCAL_WORDS = 5;
const MAX_DOMAIN_WORDS = 8;
const VALID = /^[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/;

export interface EmailMatch {
  address: string;
  /** Token range the address was read from. */
  first: number;
  next: number;
  /** Written as an address by the recogniser, not assembled from spoken words. */
  written: boolean;
}

export function extractEmail(tokens: readonly Token[]): string | undefined {
  return extractEmailMatch(tokens)?.address;
}

export function extractEmailMatch(tokens: readonly Token[]): EmailMatch | undefined {
  const writtenAt = tokens.findIndex((t) => t.kind === 'email');
  const written = tokens[writtenAt];
  if (written)
    return { address: written.text.replace(/\.$/, ''), first: writtenAt, next: writtenAt + 1, written: true };
  for (let i = 1; i < tokens.length; i++) {
    const at = tokens[i]?.text;
    if (at !== 'at' && at !== '@') continue;
    const skip = ['sign', 'symbol'].includes(tokens[i + 1]?.text ?? '') ? 2 : 1;
    const domain = readDomain(tokens, i + skip);
    const local = domain && readLocal(tokens, i);
    const address = local && domain ? `${local.text}@${domain.text}` : undefined;
    if (local && domain && address && VALID.test(address))
      return { address, first: local.first, next: domain.next, written: false };
  }
  return undefined;
}

/** Spoken word to the characters it stands for in an address. */
function spell(token: Token): string | undefined {
  if (SYMBOLS[token.text]) return SYMBOLS[token.text];
  if (token.kind === 'number') return /^\d+$/.test(token.text) ? token.text : undefined;
  if (token.kind !== 'word' && token.kind !== 'domain') return undefined;
  const number = parseNumberPhrase([token.text]);
  if (number !== undefined && Number.isInteger(number)) return String(number);
  return token.text.replace(/'/g, '');
}

/** The spelled text and where it was read; `first`/`next` are token indexes. */
interface Read {
  text: string;
  first: number;
  next: number;
}

function readLocal(tokens: readonly Token[], atIndex: number): Read | undefined {
  const parts: string[] = [];
  let first = atIndex;
  for (let k = atIndex - 1; k >= 0 && parts.length < MAX_LOCAL_WORDS; k--) {
    const token = tokens[k];
    if (!token || token.pauseAfter || LOCAL_STOP.has(token.text)) break;
    const spelled = spell(token);
    if (spelled === undefined) break;
    parts.unshift(spelled);
    first = k;
  }
  const local = parts.join('').replace(/^[.-]+|[.-]+$/g, '');
  return local.length > 0 ? { text: local, first, next: atIndex } : undefined;
}

function readDomain(tokens: readonly Token[], from: number): Read | undefined {
  const first = tokens[from];
  if (first?.kind === 'domain') return { text: first.text, first: from, next: from + 1 };
  const labels: string[][] = [[]];
  for (let k = from; k < from + MAX_DOMAIN_WORDS; k++) {
    const token = tokens[k];
    if (!token) break;
    const label = labels[labels.length - 1] ?? [];
    if (token.text === 'dot' || token.text === 'period') {
      if (label.length === 0) return undefined;
      labels.push([]);
      continue;
    }
    const afterDot = labels.length > 1 && label.length === 0;
    const tld = TLD_ALIASES[token.text] ?? token.text;
    if (afterDot && TLDS.has(tld) && tokens[k + 1]?.text !== 'dot') {
      return { text: [...labels.slice(0, -1).map((l) => l.join('')), tld].join('.'), first: from, next: k + 1 };
    }
    if (token.kind === 'domain') {
      const text = [...labels.slice(0, -1).map((l) => l.join('')), label.join('') + token.text].join('.');
      return { text, first: from, next: k + 1 };
    }
    const spelled = spell(token);
    if (spelled === undefined || spelled === '.' || label.length >= 3 || token.pauseAfter) return undefined;
    label.push(spelled);
  }
  return undefined;
}
