import { describe, expect, it } from 'vitest';
import { TOKEN_PAGE_ROUTES } from '#shared/site-routes.js';
import { tokenFromPath } from './page-for-path.js';

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
