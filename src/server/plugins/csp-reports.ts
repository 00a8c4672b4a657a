import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_ROUTES } from '#shared/api-routes.js';

/** Where browsers send Content-Security-Policy violation reports (the CSP's `report-uri`). */
export const CSP_REPORT_PATH = API_ROUTES.cspReport;

const REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json'];
const MAX_REPORT_BYTES = 16 * 1024;
/**
 * Lines one request may log. A 16 KB Reporting API body holds a few hundred entries; logged each,
 * any visitor could write a hundred lines with one request. The rest are counted in one more line.
 */
const MAX_LOGGED_VIOLATIONS = 3;
/** Longest logged field: a directive or a blocked keyword is a few words, a page path rarely longer. */
const MAX_FIELD_CHARS = 200;

/** The fields of a report (`report-uri` form, or one entry of the Reporting API form) that are logged. */
const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': z.string().optional(),
    'violated-directive': z.string().optional(),
    'effective-directive': z.string().optional(),
    'blocked-uri': z.string().optional(),
  }),
});
const reportingApiReports = z.array(
  z.object({
    type: z.string(),
    body: z.object({
      documentURL: z.string().optional(),
      effectiveDirective: z.string().optional(),
      blockedURL: z.string().optional(),
    }),
  }),
);

interface Violation {
  page: string | null;
  directive: string | null;
  blocked: string | null;
}

/**
 * Logs Content-Security-Policy violations that browsers report, one warning line each ('csp
 * violation'; at most three a request, each field cut to 200 characters), so a page that breaks
 * under the policy shows in the logs (and fails the end-to-end log check) instead of only in a
 * visitor's console. Only the page's path, the directive and where the blocked resource came from
 * are logged: never query strings, which can hold what someone searched for. Reports are public,
 * small and rate limited; any body gets 204.
 */
/** `rateLimitPerMinute`: per client IP, the tracking routes' limit (reports are browser telemetry too). */
export function registerCspReports(app: FastifyInstance, rateLimitPerMinute: number) {
  // eslint-disable-next-line @typescript-eslint/require-await -- a Fastify plugin: async so a throw fails register() instead of crashing the process
  app.register(async (scope) => {
    scope.addContentTypeParser(
      REPORT_CONTENT_TYPES,
      { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(null, null);
        }
      },
    );
    scope.post(
      CSP_REPORT_PATH,
      {
        config: { access: 'public', rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
        bodyLimit: MAX_REPORT_BYTES,
      },
      async (request, reply) => {
        const violations = violationsIn(request.body);
        for (const violation of violations.slice(0, MAX_LOGGED_VIOLATIONS))
          request.log.warn({ event: 'csp_violation', ...violation }, 'csp violation');
        if (violations.length > MAX_LOGGED_VIOLATIONS) {
          request.log.warn(
            { event: 'csp_violations_not_logged', count: violations.length - MAX_LOGGED_VIOLATIONS },
            'csp violations not logged: too many in one report',
          );
        }
        return reply.code(204).send();
      },
    );
  });
}

function violationsIn(body: unknown): Violation[] {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      {
        page: pathOf(report['document-uri']),
        directive: cut(report['effective-directive'] ?? report['violated-directive']),
        blocked: sourceOf(report['blocked-uri']),
      },
    ];
  }
  const modern = reportingApiReports.safeParse(body);
  if (modern.success) {
    return modern.data
      .filter((report) => report.type === 'csp-violation')
      .map(({ body: report }) => ({
        page: pathOf(report.documentURL),
        directive: cut(report.effectiveDirective),
        blocked: sourceOf(report.blockedURL),
      }));
  }
  return [];
}

const cut = (text: string | undefined): string | null => (text ? text.slice(0, MAX_FIELD_CHARS) : null);

/** A page's path, without its query or fragment. */
function pathOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return cut(new URL(url).pathname);
  } catch {
    return null;
  }
}

/** 'inline', 'eval' and the like as they are; a URL as its origin only. */
function sourceOf(blocked: string | undefined): string | null {
  if (!blocked) return null;
  if (/^[a-z-]+$/i.test(blocked)) return cut(blocked);
  try {
    return cut(new URL(blocked).origin);
  } catch {
    return 'unparsable';
  }
}
