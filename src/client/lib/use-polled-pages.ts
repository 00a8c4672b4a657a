import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { LIST_PAGE_LIMITS } from '#shared/list-page.js';
import { pageFetcher } from './page-url.js';

/** What the lead and voice pages share (docs/decisions/0013). */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

/** The shared schema of one page of a list (src/shared/list-page.ts listPageShape). */
type PageSchema = z.ZodMiniType<ListPage<unknown>>;

/** The columns' page size: 25 cards, then 25 more on request. */
export const LIST_STEP = LIST_PAGE_LIMITS.defaultLimit;

/**
 * A newest-first list the server sends 25 at a time, polled every 10 s (SPEC §7): each poll
 * revalidates every page loaded so far (a 304 each while nothing changed). While a new key loads
 * (another filter or search), the previous pages stay on screen instead of a loading state.
 */
export function usePolledPages<S extends PageSchema>(schema: S, queryKey: QueryKey) {
  return useInfiniteQuery({
    ...pagesOptions(schema, queryKey),
    refetchInterval: 10_000,
    placeholderData: keepPreviousData,
  });
}

/** How a list's pages are fetched: shared by the columns' queries and the first-page prefetch. */
export const pagesOptions = <S extends PageSchema>(schema: S, queryKey: QueryKey) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: pageFetcher(schema, LIST_STEP),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: z.output<S>) => lastPage.nextCursor,
  });

/** Every item loaded so far, in order, each once (React keys them by id). */
export function loadedItems<T extends { id: number }>(data: InfiniteData<ListPage<T>> | undefined): T[] {
  const seen = new Set<number>();
  return (data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    });
}

/** How many items the server holds beyond those loaded (per its latest page). */
export function itemsNotLoaded(data: InfiniteData<ListPage<unknown>> | undefined): number {
  const pages = data?.pages ?? [];
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return Math.max((pages.at(-1)?.total ?? 0) - loaded, 0);
}

/** Replaces one item wherever the cached pages under `queryKey` (a prefix) hold it. */
export function replaceCachedItem<T extends { id: number }>(queryClient: QueryClient, queryKey: QueryKey, item: T) {
  queryClient.setQueriesData<InfiniteData<ListPage<T>>>({ queryKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((old) => (old.id === item.id ? item : old)),
          })),
        }
      : data,
  );
}
