import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { throwIfNotOk, urlFromQueryKey } from '../../lib/api.js';

/**
 * The URL of one page of a paged list (sessions, leads, voice messages): the key's path and
 * params plus the page's cursor and size. The cursor lives in the page param, not in the key, so
 * all pages of one list share one cache entry.
 */
export function pageUrl(queryKey: QueryKey, cursor: string | null, limit: number): string {
  const [path, params] = queryKey;
  const keyParams = typeof params === 'object' && params !== null ? params : {};
  return urlFromQueryKey([path, { ...keyParams, cursor, limit }]);
}

/** An infinite query's loader: the default one knows nothing of cursors. */
export function pageFetcher<TPage>(limit: number) {
  return async ({ queryKey, pageParam, signal }: QueryFunctionContext<QueryKey, string | null>): Promise<TPage> => {
    const response = await fetch(pageUrl(queryKey, pageParam, limit), { credentials: 'include', signal });
    await throwIfNotOk(response);
    return (await response.json()) as TPage;
  };
}
