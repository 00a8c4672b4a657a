/**
 * DESIGN.md "Tracking and privacy": nothing at all is tracked on these paths. Kept apart from the
 * other privacy rules because the public layout checks it on every route change, so it ships in
 * the main bundle while the rest waits in the tracker's chunk.
 */
import { SITE_ROUTES } from '#shared/site-routes.js';

const PRIVATE = new RegExp(`^${SITE_ROUTES.admin}(/|$)`, 'i');

/**
 * /admin and everything below it. React Router matches paths case-insensitively, so /ADMIN is
 * the admin page too; a malformed escape cannot be the admin page and is simply not decoded.
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
