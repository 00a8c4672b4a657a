/**
 * DESIGN.md "Tracking and privacy": nothing at all is tracked on these paths. Kept apart from the
 * other privacy rules because the public layout checks it on every page, so it ships in
 * the main bundle while the rest waits in the tracker's chunk.
 */
import { SITE_ROUTES, TOKEN_PAGE_PATHS } from '#shared/site-routes.js';

/** /admin, and the pages whose address holds an e-mail's token (which must never be stored). */
const PRIVATE = new RegExp(
  `^(${[SITE_ROUTES.admin, ...TOKEN_PAGE_PATHS.map((route) => route.replace('/:token', ''))].join('|')})(/|$)`,
  'i',
);

/**
 * /admin and everything below it, and the token pages (/book/manage/…, /unsubscribe/…), in any
 * letter case (a stricter rule than the server's routes, which are exact); a malformed escape
 * cannot be one of them and is simply not decoded.
 */
export function isPrivatePath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Keep the raw path.
  }
  return PRIVATE.test(path);
}
