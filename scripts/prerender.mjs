#!/usr/bin/env node
/**
 * Turns the built app shell into complete HTML pages: every route is rendered by React at build
 * time (dist/ssr/entry-server.js) and written with its own title, description, canonical URL,
 * Open Graph tags and JSON-LD. Writes sitemap.xml and robots.txt too. Runs after `vite build`
 * (client and SSR) and before compression.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT = path.join(ROOT, 'dist/client');
const { renderPage, PRERENDERED_PAGES, SITE_URL, DEFAULT_RETENTION_DAYS, RETENTION_META_NAME, retentionMetaContent } =
  await import(pathToFileURL(path.join(ROOT, 'dist/ssr/entry-server.js')).href);

const template = readFileSync(path.join(CLIENT, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>'))
  throw new Error('index.html must contain an empty <div id="root"></div>');

const escapeHtml = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside <script> must not be able to close the tag.
const jsonForScript = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

function headFor(page) {
  const title = escapeHtml(page.meta.title);
  const description = escapeHtml(page.meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    // Replaced by the server at start with the settings in force (src/server/plugins/retention-figures.ts).
    `<meta name="${RETENTION_META_NAME}" content="${escapeHtml(retentionMetaContent(DEFAULT_RETENTION_DAYS))}" />`,
  ];
  if (page.noIndex) tags.push('<meta name="robots" content="noindex, nofollow" />');
  if (page.canonicalPath) {
    const url = escapeHtml(`${SITE_URL}${page.canonicalPath === '/' ? '/' : page.canonicalPath}`);
    tags.push(
      `<link rel="canonical" href="${url}" />`,
      '<meta property="og:type" content="website" />',
      `<meta property="og:url" content="${url}" />`,
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:image" content="${escapeHtml(`${SITE_URL}/og-image.png`)}" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
    );
  }
  for (const data of page.structuredData)
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.join('\n    ');
}

for (const page of PRERENDERED_PAGES) {
  const body = await renderPage(page.url);
  const html = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${headFor(page)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const file = path.join(CLIENT, page.file);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

const today = new Date().toISOString().slice(0, 10);
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...PRERENDERED_PAGES.filter((page) => page.inSitemap).map(
    (page) => `  <url><loc>${escapeHtml(`${SITE_URL}${page.canonicalPath}`)}</loc><lastmod>${today}</lastmod></url>`,
  ),
  '</urlset>',
  '',
].join('\n');
writeFileSync(path.join(CLIENT, 'sitemap.xml'), sitemap);
writeFileSync(path.join(CLIENT, 'robots.txt'), `User-agent: *\nDisallow: /admin\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);

console.log(`prerendered ${PRERENDERED_PAGES.length} pages, sitemap.xml and robots.txt`);
