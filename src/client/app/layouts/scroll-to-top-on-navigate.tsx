import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at its top, as with ordinary links. Links with a #section are handled by
 * the page that owns the section (it scrolls with the navigation offset), so they are left alone.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
