import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RetentionDays } from '#shared/retention-periods.js';
import { SITE_ROUTE_PATHS, SITE_ROUTES } from '#shared/site-routes.js';
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
 * A page as the build wrote it, with the retention settings in force filled in. The build's
 * compressed copies hold the defaults: when the settings differ they are made again here, once.
 */
function loadPage(file: string, retention: RetentionDays): HtmlPage {
  const optional = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  const built = readFileSync(file, 'utf8');
  const html = withRetentionFigures(built, retention);
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

function sendPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: number) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
  reply.header('vary', 'Accept-Encoding');
  if (page.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/** An HTML file of the build, or its compressed copy. */
const BUILT_PAGE = /\.html(\.br|\.gz)?$/;

/** `/faq` → `faq/index.html` when prerendered, else the app shell. */
function htmlFileFor(clientDir: string, route: string): string {
  const prerendered = path.join(clientDir, route.slice(1), 'index.html');
  return route !== '/' && existsSync(prerendered) ? prerendered : path.join(clientDir, 'index.html');
}

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
    const page = loadPage(htmlFileFor(clientDir, route), retention);
    // The admin page must never be indexed; the header also covers crawlers that run no script.
    const extraHeaders = route === SITE_ROUTES.admin ? { 'x-robots-tag': 'noindex, nofollow' } : {};
    app.get(route, { config: { access: 'public' } }, (request, reply) =>
      sendPage(request, reply.headers(extraHeaders), page, 200),
    );
  }
  const notFoundFile = path.join(clientDir, '404.html');
  const notFoundPage = loadPage(
    existsSync(notFoundFile) ? notFoundFile : path.join(clientDir, 'index.html'),
    retention,
  );

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
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith(API_PREFIX);
    return wantsPage ? sendPage(request, reply, notFoundPage, 404) : sendNotFound(request, reply);
  });
  return true;
}
