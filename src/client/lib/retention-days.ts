import {
  DEFAULT_RETENTION_DAYS,
  parseRetentionMeta,
  RETENTION_META_NAME,
  type RetentionDays,
} from '#shared/retention-periods.js';

/**
 * The retention periods in force: the server writes them into every page it serves (a meta tag,
 * filled in at start from its settings), so /privacy shows them whether it was loaded directly or
 * reached by a link inside the app, and hydrates to the same text. The build's prerender has no
 * document and renders the defaults, which the server replaces in the HTML.
 */
export function retentionDaysInForce(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): RetentionDays {
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[name="${RETENTION_META_NAME}"]`);
  return parseRetentionMeta(meta?.content) ?? DEFAULT_RETENTION_DAYS;
}
