import {
  FREE_MAIL_LABELS,
  RESERVED_DOMAIN_LABELS,
  RESERVED_TOP_LEVEL_NAMES,
  WEBMAIL_LABELS,
} from '#server/features/voice/language/mailbox-words.js';
import { TOP_LEVEL_DOMAINS } from '#server/features/voice/language/top-level-domains.js';

/**
 * Whether an e-mail domain, or a company name read from one, names the caller's company. A mail
 * provider's domain (gmail.com, yahoo.co.uk, comcast.net) names the provider, a reserved one
 * (example.com, acme.test, office.local) names nobody: neither ever becomes the company, whether
 * it is read from the address the caller typed, heard in the recording ("rachel at gmail dot
 * com") or returned by an LLM (decision 0035).
 */

/** Second-level labels under a country code: the name is the label before (acme.co.uk). */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc']);

/** The label that names the organisation: goldbergstaffing in mail.goldbergstaffing.com. */
export function registrableLabel(domain: string): string | undefined {
  const labels = domain
    .toLowerCase()
    .split('.')
    .filter((l) => l.length > 0);
  if (labels.length < 2) return undefined;
  labels.pop();
  if (labels.length >= 2 && SECOND_LEVEL.has(labels[labels.length - 1] ?? '')) labels.pop();
  return labels[labels.length - 1];
}

const asLabel = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A provider's or a reserved name, as the name part of a domain ("gmail", "t-online", "example"). */
export function isProviderOrReservedLabel(label: string): boolean {
  const key = asLabel(label);
  return FREE_MAIL_LABELS.has(key) || RESERVED_DOMAIN_LABELS.has(key);
}

/**
 * The organisation's label of an e-mail domain, or undefined when the domain names no company:
 * a mail provider's, a reserved one, or no domain at all.
 */
export function companyDomainLabel(domain: string): string | undefined {
  const topLevel = domain.toLowerCase().split('.').filter(Boolean).at(-1) ?? '';
  if (RESERVED_TOP_LEVEL_NAMES.has(topLevel)) return undefined;
  const label = registrableLabel(domain);
  return label === undefined || isProviderOrReservedLabel(label) ? undefined : label;
}

const SPOKEN_TLDS = new Set(TOP_LEVEL_DOMAINS);

/**
 * True when a company name is really a mail service or a placeholder: "Gmail", "Proton Mail",
 * "Example", a domain ("yahoo.com", "acme.test") or a spoken one ("Gmail Dot Com"). A provider
 * that is also a company in its own right (Verizon, Spectrum) only counts as a domain, written or
 * spoken: a caller may name it as a business.
 */
export function isMailServiceName(name: string): boolean {
  const text = name.trim().toLowerCase();
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(text)) return companyDomainLabel(text) === undefined;
  const words = text.split(/\s+/).filter(Boolean);
  const dot = words.findIndex((word, i) => i > 0 && word === 'dot' && SPOKEN_TLDS.has(words[i + 1] ?? ''));
  if (dot > 0) return isProviderOrReservedLabel(words.slice(0, dot).join(''));
  // "Yahoo Mail", "AOL Mail": the service by its product name.
  const service = words.length > 1 && words.at(-1) === 'mail' ? [words.slice(0, -1), words] : [words];
  return service.some((parts) => {
    const key = asLabel(parts.join(''));
    return WEBMAIL_LABELS.has(key) || RESERVED_DOMAIN_LABELS.has(key);
  });
}
