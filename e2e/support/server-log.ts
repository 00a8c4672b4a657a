import { fileURLToPath } from 'node:url';

/**
 * Where the stdout (the JSON log) of the e2e server with this index (one per worker) is written,
 * for e2e/log-scrub.teardown.ts to check after the run. Under test-results/, which Playwright
 * empties before starting the servers.
 */
export const e2eServerLog = (index: number) =>
  fileURLToPath(new URL(`../../test-results/e2e-server-${index}.log`, import.meta.url));
