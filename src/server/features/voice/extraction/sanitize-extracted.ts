import { isEmailAddress } from '#shared/text-fields.js';
import { extractedDataSchema, type ExtractedData } from '#shared/voice-schemas.js';
import { isMailServiceName } from './company-domain.js';
import { MAX_MESSAGE_LENGTH } from './compose-message.js';
import { formatPhone } from './extract-phone.js';

/**
 * Keeps the usable fields of an untrusted object (an LLM's JSON answer) and drops the rest, one
 * field at a time: a bad band, a made-up e-mail or a mail service given as the company must not
 * cost the good name next to it.
 */
const MAX_LENGTH: Record<string, number> = {
  firstName: 100,
  lastName: 100,
  company: 200,
  email: 254,
  phone: 40,
  message: MAX_MESSAGE_LENGTH,
};

type Key = keyof ExtractedData;
const KEYS = Object.keys(extractedDataSchema.shape) as Key[];

export function sanitizeExtracted(raw: unknown): ExtractedData {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const source = raw as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const key of KEYS) {
    const value = clean(key, source[key]);
    if (value !== undefined && extractedDataSchema.shape[key].safeParse(value).success) out[key] = value;
  }
  return out;
}

function clean(key: Key, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  if (text === '' || /^(n\/a|none|null|unknown|not provided|not mentioned)$/i.test(text)) return undefined;
  if (text.length > (MAX_LENGTH[key] ?? Infinity))
    return key === 'message' ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : undefined;
  if (key === 'email') return isEmailAddress(text) ? text.toLowerCase() : undefined;
  // "Gmail", "example.com": a mail service or a placeholder is never the caller's company.
  if (key === 'company') return isMailServiceName(text) ? undefined : text;
  if (key === 'phone') {
    // A US number gets the same format as the local extractor's; any other plausible number stays as written.
    const digits = text.replace(/\D/g, '');
    return formatPhone(digits) ?? (/^[0-9+().\-\s]{7,40}$/.test(text) && digits.length >= 7 ? text : undefined);
  }
  return text;
}
