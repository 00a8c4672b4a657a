import { emailField, optionalPhoneField } from '#shared/text-fields.js';
import { EMAIL_REQUIRED_MESSAGE } from './voicemail-copy.js';

/** SPEC §5: required, then the shared address rule (same as the server's). */
export function emailProblem(value: string): string | undefined {
  if (value.trim() === '') return EMAIL_REQUIRED_MESSAGE;
  const result = emailField.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Optional, but when given it must pass the server's phone rule (it would answer 400). */
export function phoneProblem(value: string): string | undefined {
  const result = optionalPhoneField.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
