import { useCallback, useEffect, useState } from 'react';

/**
 * A link to one person's row in Active Leads: `#person-<id>`. The voice cards, "Call next" and
 * the phone's alerts use it; the list (people-column.tsx) scrolls to the row, opens it and moves
 * focus there, first bringing the person into the list when they are not on a loaded page.
 * No element carries that id, so the browser's own jump never fights the list's.
 */
export const personAnchor = (personId: number) => `#person-${personId}`;

/** The person a location hash names, or null. */
export function personIdFromHash(hash: string): number | null {
  const match = /^#person-([1-9]\d{0,15})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/**
 * The person the address names, until `done` is called; done also takes the hash off the
 * address, so the same link followed again names the person again.
 */
export function usePersonAnchorTarget(): { target: number | null; done: () => void } {
  const [target, setTarget] = useState(() => personIdFromHash(window.location.hash));
  useEffect(() => {
    const onHashChange = () => setTarget(personIdFromHash(window.location.hash));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  const done = useCallback(() => {
    setTarget(null);
    if (personIdFromHash(window.location.hash) !== null) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
  }, []);
  return { target, done };
}
