import type { QueryKey } from '@tanstack/react-query';
import { SESSIONS_LIMITS } from '../../../shared/session-schemas.js';
import { urlFromQueryKey } from '../../lib/api.js';

/** SPEC §9: sessions come 20 to a page. */
export const SESSION_PAGE_SIZE = SESSIONS_LIMITS.defaultLimit;

/**
 * The URL of one page of GET /api/sessions: the key's path and params (search, sessionId) plus
 * the cursor, which lives in the page param and not in the key so all pages share one cache entry.
 */
export function sessionPageUrl(queryKey: QueryKey, cursor: string | null): string {
  const [path, params] = queryKey;
  const keyParams = typeof params === 'object' && params !== null ? params : {};
  return urlFromQueryKey([path, { ...keyParams, cursor, limit: SESSION_PAGE_SIZE }]);
}
