import { fileURLToPath } from 'node:url';

/**
 * Where the e2e server's stdout (its JSON log) is written, for e2e/log-scrub.teardown.ts to check
 * after the run. Under test-results/, which Playwright empties before starting the server.
 */
export const E2E_SERVER_LOG = fileURLToPath(new URL('../../test-results/e2e-server.log', import.meta.url));
