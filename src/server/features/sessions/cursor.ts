import { SESSIONS_LIMITS } from '#shared/session-schemas.js';

/**
 * The opaque paging cursor of GET /api/sessions: base64url of JSON {lastVisit, id}, the sort key
 * of the last session on the page. `lastVisit` keeps PostgreSQL's microseconds (a JavaScript
 * date would round them away and the next page could skip sessions).
 */
export interface SessionCursor {
  /** ISO 8601 in UTC with up to six fractional digits. */
  lastVisit: string;
  id: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** A real instant (not 30 February), from 1970 on, that PostgreSQL will parse. */
function isTimestamp(text: string): boolean {
  if (!TIMESTAMP.test(text)) return false;
  const at = Date.parse(text);
  return at >= 0 && new Date(at).toISOString().slice(0, 19) === text.slice(0, 19);
}

export function encodeCursor(cursor: SessionCursor): string {
  return Buffer.from(JSON.stringify({ lastVisit: cursor.lastVisit, id: cursor.id })).toString('base64url');
}

/** The cursor, or null when the text is not one this server made. */
export function decodeCursor(text: string): SessionCursor | null {
  if (text.length > SESSIONS_LIMITS.cursorMaxChars || !BASE64URL.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { lastVisit, id } = value as Record<string, unknown>;
  if (typeof lastVisit !== 'string' || !isTimestamp(lastVisit)) return null;
  if (typeof id !== 'string' || id.length === 0 || id.length > 200 || id.includes('\u0000')) return null;
  return { lastVisit, id };
}
