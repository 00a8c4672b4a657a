import type { FastifyInstance } from 'fastify';

/**
 * Behind an HTTPS proxy, a visitor who typed http:// is sent to the same address on https://
 * (PUBLIC_URL's origin, never the request's Host header, so no open redirect). Only a trusted
 * proxy's X-Forwarded-Proto counts: a direct request (a health check, a developer's curl) is
 * served as it is, and without TRUST_PROXY nothing is ever redirected.
 */
export interface HttpsRedirectOptions {
  /** PUBLIC_URL is https. */
  secure: boolean;
  /** A proxy is configured (TRUST_PROXY): only then does X-Forwarded-Proto mean anything. */
  behindProxy: boolean;
  origin: string;
}

export function registerHttpsRedirect(app: FastifyInstance, options: HttpsRedirectOptions) {
  if (!options.secure || !options.behindProxy) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-forwarded-proto'] === undefined || request.protocol !== 'http') return;
    const permanent = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    return reply.code(permanent).header('location', `${options.origin}${request.url}`).send();
  });
}
