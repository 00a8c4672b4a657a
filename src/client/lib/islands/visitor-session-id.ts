/** Where the visitor tracker keeps the current session id (SPEC §3). */
export const VISITOR_SESSION_ID_KEY = 'visitorSessionId';

/** The server accepts only short printable tokens (src/shared/text-fields.ts sessionIdField). */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** A stored session id the server will accept, or null (no tracker yet, blocked storage, junk). */
export function sessionIdFrom(stored: string | null | undefined): string | null {
  return typeof stored === 'string' && SESSION_ID_PATTERN.test(stored) ? stored : null;
}

/** The tracker's session id for a lead, read at submit time (never during render). */
export function readVisitorSessionId(): string | null {
  try {
    return sessionIdFrom(window.localStorage.getItem(VISITOR_SESSION_ID_KEY));
  } catch {
    return null;
  }
}
