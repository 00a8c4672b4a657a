import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { parseResponse, throwIfNotOk, urlFromQueryKey } from './api.js';

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

/** An infinite query's loader, parsing each page with the list's shared schema. */
export function pageFetcher<S extends z.ZodMiniType>(schema: S, limit: number) {
  return async ({
    queryKey,
    pageParam,
    signal,
  }: QueryFunctionContext<QueryKey, string | null>): Promise<z.output<S>> => {
    const url = pageUrl(queryKey, pageParam, limit);
    const response = await fetch(url, { credentials: 'include', signal });
    await throwIfNotOk(response);
    return parseResponse(schema, await response.json(), url);
  };
}
