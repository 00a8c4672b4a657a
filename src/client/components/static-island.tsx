import { lazy, Suspense, useState, type ComponentType } from 'react';
import { followInPageLink } from '#client/lib/in-page-links.js';

/**
 * Content that needs no JavaScript once it is on screen (text, images, links, native <details>),
 * kept out of the page's bundle. The prerendered HTML is adopted as it is: while hydrating, the
 * island reads its own server markup and hands it back to React through dangerouslySetInnerHTML,
 * which React keeps without comparing or rebuilding it, so the component's code and copy are
 * never downloaded. Links inside are plain links (every page is a document of its own, decision
 * 0044); one to a place on the same page scrolls there with the navigation offset, as the
 * rendered links do (followInPageLink, delegated here). Without server markup (`npm run dev` renders pages in the browser)
 * the component is fetched as a lazy chunk instead.
 *
 * The wrapper is a <div>; `className: 'contents'` takes it out of the layout, so an island can
 * stand for some of a grid's or a flex box's items.
 */
const ATTRIBUTE = 'data-static-island';

function serverMarkup(id: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[${ATTRIBUTE}="${id}"]`)?.innerHTML ?? null;
}

export function staticIsland(
  id: string,
  load: () => Promise<ComponentType>,
  options: { className?: string } = {},
): ComponentType {
  const Content = lazy(() => load().then((component) => ({ default: component })));
  return function StaticIsland() {
    // Read once, on the render that hydrates the prerendered page.
    const [markup] = useState(() => serverMarkup(id));
    const props = { [ATTRIBUTE]: id, className: options.className, onClick: followInPageLink };
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
