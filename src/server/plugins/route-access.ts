import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '#shared/api-routes.js';
import { CROSS_SITE_MESSAGE, type CrossSiteRule } from './cross-site.js';

/**
 * Every API route states who may call it. Registering an `/api` route without that decision
 * fails at start, so an admin route can never be exposed by forgetting a guard.
 */
export type RouteAccess = 'public' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * State-changing call that must come from this site's own pages (CSRF defence; admin routes
     * always must): other websites' pages get 403 (cross-site.ts, decision 0032).
     */
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
  /** This site's own origins (PUBLIC_URL, ALLOWED_ORIGINS): refuses and counts the others. */
  crossSite: CrossSiteRule;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
    if (isMutation && (config.access === 'admin' || config.sameOrigin) && options.crossSite.isCrossSite(request)) {
      options.crossSite.refused(request);
      return reply.code(403).send({ message: CROSS_SITE_MESSAGE });
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
