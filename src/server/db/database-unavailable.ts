/**
 * Errors that mean the database cannot serve right now, rather than a fault in the request or the
 * code: the HTTP answer is 503 (try again later), not 500. PostgreSQL reports them by SQLSTATE
 * class: 53 insufficient resources (53100 disk full), 08 connection failures, 57P0x shutting
 * down or starting; node-postgres by socket error; the PGlite worker by DatabaseStoppedError.
 */
const UNAVAILABLE_CODE = /^(53|08|57P0[123]$)|^(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EAI_AGAIN)$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  let link = error;
  for (let depth = 0; depth < 5 && link && typeof link === 'object'; depth++) {
    const { code, name, cause } = link as { code?: unknown; name?: unknown; cause?: unknown };
    if (name === 'DatabaseStoppedError') return true;
    if (typeof code === 'string' && UNAVAILABLE_CODE.test(code)) return true;
    link = cause;
  }
  return false;
}
