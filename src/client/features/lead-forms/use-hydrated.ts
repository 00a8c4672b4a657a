import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs in the browser. Submit
 * buttons stay disabled until then, so a click before hydration cannot fall back to a native form
 * submission that would put the visitor's details into the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
