import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_PASSWORD_MAX,
  INVALID_PASSWORD_MESSAGE,
  loginResponseSchema,
  logoutResponseSchema,
  verifyResponseSchema,
} from '#shared/admin-auth-schemas.js';
import type { Db } from '#server/db/client.js';
import type { AdminSessionStore } from './admin-session-store.js';
import { readPasswordHash } from './admin-password-store.js';
import { HashLimiterBusyError, type HashLimiter } from './hash-limiter.js';
import type { LoginThrottle } from './login-throttle.js';
import { verifyPassword } from './password-hash.js';
import type { SessionCookie } from './session-cookie.js';
import { API_ROUTES } from '#shared/api-routes.js';

export interface AdminAuthDeps {
  db: Db;
  sessions: AdminSessionStore;
  cookie: SessionCookie;
  throttle: LoginThrottle;
  hashLimiter: HashLimiter;
}

/** The one password field a login body may carry; any other shape counts as a wrong password. */
function passwordFrom(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { password } = body as { password?: unknown };
  if (typeof password !== 'string' || password.trim() === '' || password.length > ADMIN_PASSWORD_MAX) return null;
  return password;
}

export function adminAuthRoutes(app: FastifyInstance, deps: AdminAuthDeps) {
  const { db, sessions, cookie, throttle, hashLimiter } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    API_ROUTES.adminLogin,
    {
      config: { access: 'public', sameOrigin: true },
      schema: {
        response: {
          200: loginResponseSchema,
          401: loginResponseSchema,
          429: loginResponseSchema,
          503: loginResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const ip = request.ip;
      const waitMs = await throttle.retryAfterMs(ip);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        request.log.warn({ event: 'admin_login', outcome: 'throttled' }, 'admin login refused: too many failures');
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        return reply.code(429).send({
          success: false,
          sessionId: null,
          message: `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        });
      }

      const password = passwordFrom(request.body);
      const stored = password === null ? null : await readPasswordHash(db);
      let valid = false;
      if (password !== null && stored !== null) {
        try {
          valid = await hashLimiter.run(() => verifyPassword(password, stored));
        } catch (error) {
          if (!(error instanceof HashLimiterBusyError)) throw error;
          reply.header('retry-after', '5');
          request.log.warn({ event: 'admin_login', outcome: 'busy' }, 'admin login refused: hash queue full');
          return reply.code(503).send({ success: false, sessionId: null, message: error.message });
        }
      }

      if (!valid) {
        await throttle.recordFailure(ip);
        request.log.warn({ event: 'admin_login', outcome: 'failure' }, 'admin login failed');
        return reply.code(401).send({ success: false, sessionId: null, message: INVALID_PASSWORD_MESSAGE });
      }

      await throttle.recordSuccess(ip);
      // A fresh token at every login; a session this browser already had is ended.
      await sessions.revoke(cookie.read(request));
      await sessions.purgeExpired();
      const session = await sessions.create();
      cookie.set(reply, session.token);
      request.log.info({ event: 'admin_login', outcome: 'success' }, 'admin login succeeded');
      return { success: true, sessionId: session.id, message: 'Login successful' };
    },
  );

  api.get(
    API_ROUTES.adminVerify,
    { config: { access: 'admin' }, schema: { response: { 200: verifyResponseSchema } } },
    () => ({ success: true }),
  );

  api.post(
    API_ROUTES.adminLogout,
    { config: { access: 'public', sameOrigin: true }, schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await sessions.revoke(cookie.read(request));
      cookie.clear(reply);
      // The polled dashboard lists are revalidated from the browser's private cache
      // (`private, no-cache`); logging out empties that cache so nothing stays on a shared computer.
      reply.header('clear-site-data', '"cache"');
      request.log.info({ event: 'admin_logout' }, 'admin logged out');
      return { success: true as const };
    },
  );
}
