import { lazy, Suspense, useState, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Content that needs no JavaScript once it is on screen (text, images, native <details>), kept
 * out of the page's bundle. The prerendered HTML is adopted as it is: while hydrating, the island
 * reads its own server markup and hands it back to React through dangerouslySetInnerHTML, which
 * React keeps without comparing or rebuilding it, so the component's code and copy are never
 * downloaded. When the page is reached by client-side navigation there is no server markup, and
 * the component is fetched as a lazy chunk instead. Internal links inside still navigate within
 * the app.
 */
const ATTRIBUTE = 'data-static-island';

function serverMarkup(id: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[${ATTRIBUTE}="${id}"]`)?.innerHTML ?? null;
}

/** A link to another page of the site, clicked without modifier keys. */
function internalPath(event: MouseEvent<HTMLElement>): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || url.hash) return null;
  return url.pathname + url.search;
}

export function staticIsland(id: string, load: () => Promise<ComponentType>): ComponentType {
  const Content = lazy(() => load().then((component) => ({ default: component })));
  return function StaticIsland() {
    const navigate = useNavigate();
    // Read once, on the render that hydrates the prerendered page.
    const [markup] = useState(() => serverMarkup(id));
    const onClick = (event: MouseEvent<HTMLDivElement>) => {
      const path = internalPath(event);
      if (path === null) return;
      event.preventDefault();
      // A promise only under a data router; this app's BrowserRouter navigates synchronously.
      void navigate(path);
    };
    const props = { [ATTRIBUTE]: id, onClick };
    if (markup !== null) return <div {...props} dangerouslySetInnerHTML={{ __html: markup }} />;
    return (
      <div {...props}>
        <Suspense fallback={null}>
          <Content />
        </Suspense>
      </div>
    );
  };
}
