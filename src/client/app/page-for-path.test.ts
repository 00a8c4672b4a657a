import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SITE_ROUTES, TOKEN_PAGE_ROUTES } from '#shared/site-routes.js';
import { pageForPath, tokenFromPath } from './page-for-path.js';

/** The page component inside the layout and its Suspense boundary. */
function pageOf(path: string): unknown {
  const layout = pageForPath(path) as ReactElement<{ children: ReactElement<{ children: ReactElement }> }>;
  return layout.props.children.props.children.type;
}

describe('the page for an address', () => {
  it('matches paths exactly, as the server routes them: anything else is the 404 page', () => {
    const notFound = pageOf('/no-such-page');
    const pages = [SITE_ROUTES.home, SITE_ROUTES.faq, SITE_ROUTES.privacy, SITE_ROUTES.book].map(pageOf);
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).not.toContain(notFound);
    for (const path of ['/faq/', '/FAQ', '/constructor', '/toString', '/book/nope']) {
      expect(pageOf(path), path).toBe(notFound);
    }
    expect(pageOf('/unsubscribe/abc')).not.toBe(notFound);
  });
});

describe('a token page address', () => {
  it('gives the token after the route, decoded', () => {
    expect(tokenFromPath(TOKEN_PAGE_ROUTES.unsubscribe, '/unsubscribe/abc.DEF-123_~')).toBe('abc.DEF-123_~');
    expect(tokenFromPath(TOKEN_PAGE_ROUTES.bookingManage, '/book/manage/t0k%2Den')).toBe('t0k-en');
  });

  it('is not a token page when the token is missing, malformed or the route differs', () => {
    expect(tokenFromPath(TOKEN_PAGE_ROUTES.unsubscribe, '/unsubscribe/')).toBeNull();
    expect(tokenFromPath(TOKEN_PAGE_ROUTES.unsubscribe, '/unsubscribe/a/b')).toBeNull();
    expect(tokenFromPath(TOKEN_PAGE_ROUTES.unsubscribe, '/unsubscribe/%E0%A4%A')).toBeNull();
    expect(tokenFromPath(TOKEN_PAGE_ROUTES.bookingManage, '/unsubscribe/abc')).toBeNull();
    expect(tokenFromPath(TOKEN_PAGE_ROUTES.bookingManage, `/book/manage/${'a'.repeat(513)}`)).toBeNull();
  });
});
