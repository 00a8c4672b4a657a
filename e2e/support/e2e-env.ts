/** Settings shared by playwright.config.ts (which starts the server) and the specs. */
/**
 * Playwright runs this many workers, each against its own server and database
 * (playwright.config.ts starts one per worker), so one worker's leads, voicemails and visits never
 * show up in what another's dashboard tests count.
 */
export const E2E_WORKERS = 2;

/** E2E_PORT moves the run elsewhere, so two checkouts' suites can run side by side. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3107);

/** The server of the worker with this parallel index (0 … E2E_WORKERS - 1). */
export const e2eBaseUrl = (index: number) => `http://127.0.0.1:${FIRST_PORT + index}`;

/**
 * This process's server. Playwright sets TEST_PARALLEL_INDEX in each worker process (a restarted
 * worker keeps its index); the main process, where the config and the teardown run, has none.
 */
export const E2E_BASE_URL = e2eBaseUrl(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-1234';

/** Debian's Chromium, headless, without background traffic (the brief's launch flags). */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];
