import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { focusSection, scrollToSection } from '../../lib/scroll-to-section.js';

/**
 * Arriving with a #section (a direct load of /#faq, or a link to /#contact from another page)
 * scrolls to it with the navigation offset. On a direct load the browser has usually jumped
 * there already (sections carry the same scroll margin); this then changes nothing.
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
    if (scrollToSection(id)) focusSection(id);
  }, [hash]);
}
