import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app.js';

export { PRERENDERED_PAGES, SITE_URL } from './app/prerendered-pages.js';
// The pages carry the default retention periods; the server writes the ones in force at start.
export { DEFAULT_RETENTION_DAYS, RETENTION_META_NAME, retentionMetaContent } from '#shared/retention-periods.js';

/**
 * Build-time rendering of one page to HTML (scripts/prerender.mjs calls it for every route).
 * `prerender` waits for lazy parts, so pages arrive complete, readable without JavaScript.
 */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <App path={new URL(url, 'http://prerender.invalid').pathname} />,
    // One chunk: React would otherwise stream large boundaries out of order and put them back
    // with inline <script>s, which the CSP blocks (and pages without JavaScript would stay hidden).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
