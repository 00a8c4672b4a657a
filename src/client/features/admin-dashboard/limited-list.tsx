import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.js';

/** Cards rendered at first, and added by each 'Show more'. */
export const LIST_STEP = 25;

interface LimitedListProps<T> {
  items: readonly T[];
  render: (item: T) => ReactNode;
  /** What the items are, for the button: 'leads', 'voice messages'. */
  noun: string;
}

/**
 * Renders the first items of a long list and the rest on request. A thousand lead cards at once
 * kept the dashboard from becoming interactive for seconds; the newest come first, so the ones
 * the principal works on are always in the first page.
 */
export function LimitedList<T>({ items, render, noun }: LimitedListProps<T>) {
  const [limit, setLimit] = useState(LIST_STEP);
  const hidden = items.length - limit;
  return (
    <>
      {items.slice(0, limit).map(render)}
      {hidden > 0 ? (
        <Button variant="outline" className="justify-self-center" onClick={() => setLimit((shown) => shown + LIST_STEP)}>
          Show {Math.min(hidden, LIST_STEP)} more {noun} ({hidden} not shown)
        </Button>
      ) : null}
    </>
  );
}
