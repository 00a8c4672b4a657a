import type { Page } from '@playwright/test';

/** Console errors and uncaught exceptions: where hydration mismatches and CSP violations show. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The unknown-path page is itself served with status 404, which Chromium logs as an error.
    const { url } = message.location();
    if (/status of 404/.test(message.text()) && url === page.url()) return;
    errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Waits until the window has stopped scrolling (the same scrollY over several frames). */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const start = window.scrollY;
        let frames = 0;
        const tick = () => {
          if (window.scrollY !== start) return resolve(false);
          if (++frames >= 6) return resolve(true);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    undefined,
    { polling: 50 },
  );
}

/** Distance from the viewport's top to the element's top, in CSS pixels. */
export function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    if (!element) throw new Error(`no element #${elementId}`);
    return element.getBoundingClientRect().top;
  }, id);
}

/**
 * Waits until React has hydrated the page (it then keeps its fiber on each DOM node it owns);
 * before that, links behave as plain anchors and the menu button does nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
}

/** The home page's consultation form and its fields, by their visible labels. */
export function consultationForm(page: Page) {
  const form = page.locator('#consultation-form');
  return {
    form,
    firstName: form.getByLabel('First Name'),
    lastName: form.getByLabel('Last Name'),
    email: form.getByLabel('Email Address'),
    company: form.getByLabel('Company Name'),
    phone: form.getByLabel('Phone Number'),
    debtAmount: form.getByLabel('Total Business Debt'),
    creditorsCount: form.getByLabel('Number of Creditors'),
    message: form.getByLabel('Describe Your Situation'),
    submit: form.getByRole('button', { name: /Request Free Consultation|Submitting/ }),
  };
}
