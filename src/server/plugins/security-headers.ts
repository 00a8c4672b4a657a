import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from './csp-reports.js';

/**
 * The DESIGN.md header baseline, on every response (pages, API, files, errors). No inline
 * scripts are allowed; inline styles are, because components set style attributes.
 */
export function securityHeaders(secure: boolean): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Violations are logged (plugins/csp-reports.ts), so a page the policy breaks is noticed.
    `report-uri ${CSP_REPORT_PATH}`,
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(secure ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, secure: boolean) {
  const headers = securityHeaders(secure);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
