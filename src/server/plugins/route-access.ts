import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '#shared/api-routes.js';

/**
 * Every API route states who may call it. Registering an `/api` route without that decision
 * fails at start, so an admin route can never be exposed by forgetting a guard.
 */
export type RouteAccess = 'public' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** State-changing call that must come from this site's own pages (CSRF defence). */
    sameOrigin?: boolean;
    /**
     * Admin GET answered with an ETag (polled lists): the browser may keep it privately but must
     * revalidate it on every use, so an unchanged poll becomes a 304. Other admin answers are no-store.
     */
    revalidate?: boolean;
  }
  interface FastifyInstance {
    /** Every registered API route with its access decision (for the authorization tests). */
    apiRoutes: Array<{ method: string; url: string; access: RouteAccess }>;
  }
}

export interface RouteAccessOptions {
  /** True when the request carries a valid admin session. */
  isAdmin(request: FastifyRequest): Promise<boolean>;
  /** This site's own origin, e.g. https://example.com. */
  origin: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSite(request: FastifyRequest, ownOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  // Browsers send Origin on every cross-origin and same-origin POST/PATCH/DELETE; tools like curl
  // send none and are not a CSRF vector.
  return origin !== undefined && origin !== ownOrigin;
}

// eslint-disable-next-line @typescript-eslint/require-await -- a Fastify plugin: async so a throw fails register() instead of crashing the process
async function routeAccessPlugin(app: FastifyInstance, options: RouteAccessOptions) {
  app.decorate('apiRoutes', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = route.config?.access;
    if (access !== 'public' && access !== 'admin') {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access ('public' or 'admin')`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    const isMutation = !SAFE_METHODS.has(request.method);
    if (config.access === 'admin' || request.url.startsWith(ADMIN_API_PREFIX)) {
      reply.header('cache-control', 'no-store');
    }
    if (isMutation && (config.access === 'admin' || config.sameOrigin) && isCrossSite(request, options.origin)) {
      return reply.code(403).send({ message: 'Cross-site requests are not allowed' });
    }
    if (config.access === 'admin' && !(await options.isAdmin(request))) {
      return reply.code(401).send({ success: false, message: 'Authentication required' });
    }
    // Only past the guard: a 401 stays no-store. `no-store` would forbid the browser from keeping
    // the list, so it could never send If-None-Match and the ETag would be of no use.
    if (config.access === 'admin' && config.revalidate && request.method === 'GET') {
      reply.header('cache-control', 'private, no-cache');
    }
  });
}

export const routeAccess = fp(routeAccessPlugin, { name: 'route-access' });
