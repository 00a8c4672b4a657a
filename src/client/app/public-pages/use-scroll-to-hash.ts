import { useEffect, useState } from 'react';

/** The address's #fragment, kept up to date as links and back/forward change it. */
function useLocationHash(): string {
  const [hash, setHash] = useState('');
  useEffect(() => {
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return hash;
}

/**
 * Arriving with a #section (a direct load of /#faq, a link to /#contact from another page, or a
 * link to a section of this page) scrolls to it with the navigation offset (scroll-to-hash.ts).
 * That code is fetched only when there is a #section, so most page loads never download it.
 */
export function useScrollToHashOnArrival(): void {
  const hash = useLocationHash();
  useEffect(() => {
    if (hash.length < 2) return;
    let active = true;
    let stop = () => {};
    import('./scroll-to-hash.js')
      .then((module) => {
        if (active) stop = module.scrollToHash(hash);
      })
      .catch(() => {});
    return () => {
      active = false;
      stop();
    };
  }, [hash]);
}
