/** Settings shared by playwright.config.ts (which starts the server) and the specs. */
/** E2E_PORT moves the run elsewhere, so two checkouts' suites can run side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
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
