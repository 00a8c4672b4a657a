import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as the visitor typed it, in E.164 ('+13125550188'): read as a US number unless
 * it says otherwise; null when it is not a possible number. The workbench links people by it and
 * the e-mails dial it.
 */
export function phoneE164(phone: string): string | null {
  const text = phone.trim();
  if (!/\d/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, 'US');
  return parsed?.isPossible() ? parsed.number : null;
}
