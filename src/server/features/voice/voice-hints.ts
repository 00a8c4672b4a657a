import { readEmailHints } from './extraction/email-hints.js';
import type { ExtractionHints } from './extraction/understand-voicemail.js';
import type { TranscriptionHints } from './transcription/engine.js';

/**
 * What a visitor already told us before speaking: the e-mail address sent with the recording,
 * and the name and company typed into the brochure or consultation form in the same session.
 * They bias the recogniser towards those names (TranscriptionHints) and fill or confirm the
 * fields heard (ExtractionHints).
 */
export interface TypedNames {
  firstName: string;
  lastName: string;
  company: string;
}

/**
 * The names typed into a form in this session together with this e-mail address (newest lead,
 * addresses compared trimmed and case-insensitively), or null.
 */
export type TypedNamesLookup = (sessionId: string, email: string) => Promise<TypedNames | null>;

/**
 * A session id is no secret (it travels with every tracking request, and anyone may send one),
 * so it alone unlocks nothing: a form's names are hints only for a recording sent with the same
 * e-mail address as that form, that is by the visitor who typed them. The answer's understood
 * fields then carry nothing the caller did not give.
 */
export async function gatherHints(
  message: { email: string; sessionId: string | null },
  lookup: TypedNamesLookup | undefined,
): Promise<ExtractionHints> {
  const typed =
    message.sessionId && lookup && message.email.trim() !== '' ? await lookup(message.sessionId, message.email) : null;
  const form = typed
    ? Object.fromEntries(
        (['firstName', 'lastName', 'company'] as const)
          .map((field) => [field, typed[field].trim()] as const)
          .filter(([, value]) => value !== ''),
      )
    : {};
  return { email: message.email, ...(Object.keys(form).length > 0 ? { form } : {}) };
}

/** The names and companies to favour in recognition: the form's, then the e-mail's. */
export function transcriptionHints(hints: ExtractionHints): TranscriptionHints {
  const fromEmail = readEmailHints(hints.email);
  const names = [
    hints.form?.firstName,
    hints.form?.lastName,
    fromEmail.firstName?.value,
    fromEmail.lastName?.value,
    ...fromEmail.surnameCandidates,
  ];
  const companies = [hints.form?.company, fromEmail.company?.value];
  const words = (values: ReadonlyArray<string | undefined>) => [
    ...new Set(values.filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase())),
  ];
  return { names: words(names.flatMap((name) => name?.split(/[\s-]+/) ?? [])), companies: words(companies) };
}
