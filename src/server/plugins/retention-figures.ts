import {
  RETENTION_FIGURE_ATTRIBUTE,
  RETENTION_META_NAME,
  retentionMetaContent,
  retentionPeriod,
  type RetentionDays,
} from '#shared/retention-periods.js';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const META = new RegExp(`<meta name="${RETENTION_META_NAME}"[^>]*>`);
const FIGURE = new RegExp(`(<span ${RETENTION_FIGURE_ATTRIBUTE}="(\\w+)">)[^<]*(</span>)`, 'g');

/**
 * A built page with the retention settings in force written in (decision 0031): each marked
 * figure of the privacy page gets its period's words, and the head gets the meta tag the browser
 * app reads when it renders the page itself (lib/retention-days.ts). The build prerenders the
 * defaults; the server fills this in once at start, so the page and the settings cannot disagree.
 */
export function withRetentionFigures(html: string, days: RetentionDays): string {
  const meta = `<meta name="${RETENTION_META_NAME}" content="${escapeAttribute(retentionMetaContent(days))}" />`;
  const withMeta = META.test(html)
    ? html.replace(META, () => meta)
    : html.replace('</head>', () => `  ${meta}\n</head>`);
  return withMeta.replace(FIGURE, (match, open: string, kind: string, close: string) =>
    Object.hasOwn(days, kind) ? `${open}${retentionPeriod(days[kind as keyof RetentionDays])}${close}` : match,
  );
}
