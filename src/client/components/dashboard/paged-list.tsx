import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.js';
import { ListError } from './list-states.js';
import { itemsNotLoaded, LIST_STEP, type ListPage } from '#client/lib/use-polled-pages.js';

interface PagedListProps<T> {
  /** The cards to show: the pages' items, as the column narrows them. */
  items: readonly T[];
  render: (item: T) => ReactNode;
  /** What the items are, for the button: 'leads', 'voice messages'. */
  noun: string;
  pages: UseInfiniteQueryResult<InfiniteData<ListPage<unknown>>, Error>;
}

/**
 * The cards loaded so far and a button for the next 25. The newest come first, so the ones the
 * principal works on are always in the first page; the rest is fetched only on request. No
 * button while the pages shown belong to the previous filter or search.
 */
export function PagedList<T>({ items, render, noun, pages }: PagedListProps<T>) {
  const notShown = pages.isPlaceholderData ? 0 : itemsNotLoaded(pages.data);
  const showMore = () => void pages.fetchNextPage();
  return (
    <>
      {items.map(render)}
      {pages.isFetchNextPageError ? (
        <ListError what={`more ${noun}`} error={pages.error} onRetry={showMore} />
      ) : notShown > 0 ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={showMore}
          disabled={pages.isFetchingNextPage}
          aria-busy={pages.isFetchingNextPage}
        >
          Show {Math.min(notShown, LIST_STEP)} more {noun} ({notShown} not shown)
        </Button>
      ) : null}
    </>
  );
}
