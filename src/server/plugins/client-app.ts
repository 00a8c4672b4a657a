import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RetentionDays } from '#shared/retention-periods.js';
import { PAGE_TOKEN_PATTERN, SITE_ROUTE_PATHS, SITE_ROUTES, TOKEN_PAGE_PATHS } from '#shared/site-routes.js';
import { sendNotFound } from './error-handler.js';
import { withRetentionFigures } from './retention-figures.js';
import { API_PREFIX } from '#shared/api-routes.js';

/**
 * Serves the built browser app. Hashed files under /assets/ never change and are cached for a
 * year; HTML is revalidated on every visit so a deploy shows at once. Files are sent
 * precompressed (brotli, then gzip) when the build made them and the browser accepts them.
 * Page paths get their own HTML (prerendered pages when present); any other path gets the app's
 * 404 page with status 404.
 */
interface HtmlPage {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * A page as the build wrote it, with the retention settings in force filled in (and `adapt`ed). The build's
 * compressed copies hold the defaults: when the settings differ they are made again here, once.
 */
function loadPage(file: string, retention: RetentionDays, adapt: (html: string) => string = (html) => html): HtmlPage {
  const optional = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  const built = readFileSync(file, 'utf8');
  const html = adapt(withRetentionFigures(built, retention));
  if (html === built) return { raw: Buffer.from(built), br: optional('.br'), gzip: optional('.gz') };
  const raw = Buffer.from(html);
  const remade = (suffix: string, compress: (bytes: Buffer) => Buffer) =>
    existsSync(file + suffix) ? compress(raw) : undefined;
  return {
    raw,
    br: remade('.br', (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: remade('.gz', (bytes) => gzipSync(bytes, { level: 9 })),
  };
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: HtmlPage,
  status: number,
  headers: Record<string, string> = {},
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  reply.header('vary', 'Accept-Encoding').headers(headers);
  if (page.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/** An HTML file of the build, or its compressed copy. */
const BUILT_PAGE = /\.html(\.br|\.gz)?$/;

/** `/faq` → `faq/index.html` when prerendered, else the app shell; `/book/manage/:token` → `book/manage/index.html`. */
function htmlFileFor(clientDir: string, route: string): string {
  const prerendered = path.join(clientDir, route.replace(/\/:token$/, '').slice(1), 'index.html');
  return route !== '/' && existsSync(prerendered) ? prerendered : path.join(clientDir, 'index.html');
}

/**
 * A page reached by a signed token from an e-mail: never indexed, never kept by a cache (a shared
 * computer's back button, a proxy), and no Referer from it anywhere, not even to this site, so the
 * token is not written into other sites' logs or this site's visitor tracking. Browsers still send
 * Origin with the page's POSTs, which the same-origin rule needs (decision 0032).
 */
const TOKEN_PAGE_HEADERS = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

/** The dashboard's install files (decision 0039), under /admin/ so that only the dashboard is installable. */
export const ADMIN_MANIFEST = '/admin/manifest.webmanifest';
export const ADMIN_SERVICE_WORKER = '/admin/sw.js';

/**
 * The admin page links its manifest; the public pages share its HTML shell and do not (their
 * weight stays as it is, and the site is not offered for install).
 */
const withAdminManifest = (html: string) =>
  html.replace('</head>', `<link rel="manifest" href="${ADMIN_MANIFEST}" /></head>`);

export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  retention: RetentionDays,
): Promise<boolean> {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    app.log.warn({ clientDir }, 'browser app not built: pages are not served (run npm run build)');
    app.setNotFoundHandler(sendNotFound);
    return false;
  }
  for (const route of SITE_ROUTE_PATHS) {
    const isAdmin = route === SITE_ROUTES.admin;
    const page = loadPage(htmlFileFor(clientDir, route), retention, isAdmin ? withAdminManifest : undefined);
    // The admin page must never be indexed; the header also covers crawlers that run no script.
    const extraHeaders: Record<string, string> = isAdmin ? { 'x-robots-tag': 'noindex, nofollow' } : {};
    app.get(route, { config: { access: 'public' } }, (request, reply) =>
      sendPage(request, reply, page, 200, extraHeaders),
    );
  }
  const notFoundFile = path.join(clientDir, '404.html');
  const notFoundPage = loadPage(
    existsSync(notFoundFile) ? notFoundFile : path.join(clientDir, 'index.html'),
    retention,
  );
  for (const route of TOKEN_PAGE_PATHS) {
    const page = loadPage(htmlFileFor(clientDir, route), retention);
    app.get<{ Params: { token: string } }>(route, { config: { access: 'public' } }, (request, reply) => {
      // The API says whether a token is valid; one that cannot be a token is simply not a page.
      const wellFormed = PAGE_TOKEN_PATTERN.test(request.params.token);
      return sendPage(request, reply, wellFormed ? page : notFoundPage, wellFormed ? 200 : 404, TOKEN_PAGE_HEADERS);
    });
  }

  const serviceWorkerFile = path.join(clientDir, ADMIN_SERVICE_WORKER.slice(1));
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    preCompressed: true,
    // Pages are answered by their routes above, settings filled in; the files as built are not.
    allowedPath: (pathName) => !BUILT_PAGE.test(pathName),
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The dashboard's worker controls /admin itself, above its own folder (decision 0039),
      // whichever copy is sent (the file's path is then the compressed copy's).
      if (filePath.replace(/\.(br|gz)$/, '') === serviceWorkerFile) {
        reply.header('service-worker-allowed', SITE_ROUTES.admin);
      }
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith(API_PREFIX);
    return wantsPage ? sendPage(request, reply, notFoundPage, 404) : sendNotFound(request, reply);
  });
  return true;
}
