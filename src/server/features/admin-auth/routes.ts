import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_PASSWORD_MAX,
  INVALID_PASSWORD_MESSAGE,
  loginResponseSchema,
  logoutResponseSchema,
  verifyResponseSchema,
} from '#shared/admin-auth-schemas.js';
import { apiErrorSchema } from '#shared/api-error.js';
import { addressKeyOf } from '#server/client-info/address-key.js';
import type { Db } from '#server/db/client.js';
import type { AdminCookie } from './admin-cookie.js';
import type { AdminSessionStore } from './admin-session-store.js';
import { readPasswordHash } from './admin-password-store.js';
import type { DeviceTokens } from './device-token.js';
import { HashLimiterBusyError, type HashLimiter } from './hash-limiter.js';
import type { Admission, LoginBudgets, LoginSender } from './login-budgets.js';
import { verifyPassword } from './password-hash.js';
import { API_ROUTES } from '#shared/api-routes.js';

export interface AdminAuthDeps {
  db: Db;
  sessions: AdminSessionStore;
  sessionCookie: AdminCookie;
  /** The device token's cookie (decision 0028): set at every login, kept at logout. */
  deviceCookie: AdminCookie;
  deviceTokens: DeviceTokens;
  budgets: LoginBudgets;
  hashLimiter: HashLimiter;
}

/** The one password field a login body may carry; any other shape counts as a wrong password. */
function passwordFrom(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { password } = body as { password?: unknown };
  if (typeof password !== 'string' || password.trim() === '' || password.length > ADMIN_PASSWORD_MAX) return null;
  return password;
}

function refusalMessage(refusal: Admission & { admitted: false }): string {
  const minutes = Math.max(1, Math.ceil(refusal.retryAfterMs / 60_000));
  const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return refusal.budget === 'global'
    ? `The site is receiving too many login attempts right now. Please try again in ${wait}.`
    : `Too many failed attempts. Please try again in ${wait}.`;
}

export function adminAuthRoutes(app: FastifyInstance, deps: AdminAuthDeps) {
  const { db, sessions, sessionCookie, deviceCookie, deviceTokens, budgets, hashLimiter } = deps;
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
          // Load shedding answers before the handler with `{ message }`: a login-shaped 503 schema made that a 500.
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // A tampered, expired or foreign token is no token: the attempt is counted against the address.
      const device = deviceTokens.verify(deviceCookie.read(request));
      const sender: LoginSender = device
        ? { kind: 'device', nonce: device.nonce }
        : { kind: 'address', address: addressKeyOf(request) };
      // Never the token or the password: whether the attempt came with a token, and whether it cost a hash.
      const logged = { event: 'admin_login', device: device !== null };

      // Counted before any hashing, so a sender over its budget (or a spent global budget) costs no hash.
      const admission = await budgets.admit(sender);
      if (!admission.admitted) {
        request.log.warn(
          { ...logged, outcome: 'throttled', budget: admission.budget, hashed: false },
          'admin login refused: over its budget',
        );
        reply.header('retry-after', String(Math.max(1, Math.ceil(admission.retryAfterMs / 1000))));
        return reply.code(429).send({ success: false, sessionId: null, message: refusalMessage(admission) });
      }

      const password = passwordFrom(request.body);
      const stored = password === null ? null : await readPasswordHash(db);
      let valid = false;
      if (password !== null && stored !== null) {
        try {
          valid = await hashLimiter.run(() => verifyPassword(password, stored), device ? 'device' : 'open');
        } catch (error) {
          if (!(error instanceof HashLimiterBusyError)) throw error;
          reply.header('retry-after', '5');
          request.log.warn({ ...logged, outcome: 'busy', hashed: false }, 'admin login refused: hash queue full');
          return reply.code(503).send({ message: error.message });
        }
      }
      const hashed = password !== null && stored !== null;

      if (!valid) {
        request.log.warn({ ...logged, outcome: 'failure', hashed }, 'admin login failed');
        return reply.code(401).send({ success: false, sessionId: null, message: INVALID_PASSWORD_MESSAGE });
      }

      await budgets.forgive(sender);
      // A fresh token at every login; a session this browser already had is ended.
      await sessions.revoke(sessionCookie.read(request));
      await sessions.purgeExpired();
      const session = await sessions.create();
      sessionCookie.set(reply, session.token);
      // A new device token too (the old one keeps its own budget until it expires).
      deviceCookie.set(reply, deviceTokens.issue());
      request.log.info({ ...logged, outcome: 'success', hashed }, 'admin login succeeded');
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
      await sessions.revoke(sessionCookie.read(request));
      sessionCookie.clear(reply);
      // The polled dashboard lists are revalidated from the browser's private cache
      // (`private, no-cache`); logging out empties that cache so nothing stays on a shared computer.
      reply.header('clear-site-data', '"cache"');
      request.log.info({ event: 'admin_logout' }, 'admin logged out');
      return { success: true as const };
    },
  );
}
