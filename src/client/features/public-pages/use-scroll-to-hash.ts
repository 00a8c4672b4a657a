import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { focusSection, scrollToSection } from '../../lib/scroll-to-section.js';

/** How long to wait for a section that is still loading (a lazy section after client navigation). */
const WAIT_FOR_SECTION_MS = 5000;

/**
 * Arriving with a #section (a direct load of /#faq, or a link to /#contact from another page)
 * scrolls to it with the navigation offset. On a direct load the browser has usually jumped
 * there already (sections carry the same scroll margin); this then changes nothing. After a
 * client-side navigation some sections are still being fetched, so it waits for the section to
 * appear (and for the sections above it, which would otherwise push it down once they render).
 */
export function useScrollToHashOnArrival(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const scroll = () => {
      if (scrollToSection(id)) focusSection(id);
    };
    const pending = () => !document.getElementById(id) || document.querySelector('[data-static-island]:empty');
    if (!pending()) {
      scroll();
      return;
    }
    const observer = new MutationObserver(() => {
      if (pending()) return;
      stop();
      scroll();
    });
    const timer = window.setTimeout(() => {
      stop();
      scroll();
    }, WAIT_FOR_SECTION_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash]);
}
