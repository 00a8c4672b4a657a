import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SessionPage } from '../../src/shared/session-schemas.js';
import type { TrackingEvent } from '../../src/shared/tracking-schemas.js';
import { E2E_ADMIN_PASSWORD, E2E_BASE_URL } from './e2e-env.js';

/** What the dashboard specs share: signing in, unique test data, leads made through the API. */

/** Admin and lead calls must come from the server's own origin (the CSRF check). */
export const ORIGIN = { origin: E2E_BASE_URL };

/** Other specs share the database: a short unique tag names each test's data. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });
export const toastTitled = (page: Page, title: string) =>
  notifications(page).getByRole('listitem').filter({ hasText: title });

/** Signs in through the API (the login form has its own spec) and opens the dashboard. */
export async function openDashboard(page: Page): Promise<void> {
  const login = await page.request.post('/api/admin/login', {
    data: { password: E2E_ADMIN_PASSWORD },
    headers: ORIGIN,
  });
  expect(login.ok()).toBe(true);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export interface NewLead {
  type: 'consultation' | 'lead_magnet';
  firstName: string;
  lastName?: string;
  email: string;
  company?: string;
  phone?: string;
  debtAmount?: string;
  /** A consultation's 'Describe Your Situation' (a default one otherwise). */
  message?: string;
  sessionId?: string | null;
}

export async function createLead(request: APIRequestContext, lead: NewLead): Promise<void> {
  const data =
    lead.type === 'consultation'
      ? { lastName: 'Tester', message: 'We owe several suppliers.', sessionId: null, ...lead }
      : { sessionId: null, ...lead };
  const response = await request.post('/api/consultation-request', { data, headers: ORIGIN });
  expect(response.status(), await response.text()).toBe(201);
}

/** Headless and bot user agents are dropped by the server: this is an ordinary desktop Chrome. */
export const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export const sessionIdOf = (tag: string, name: string) => `session_1700000000000_${tag}_${name}`;

/** Sends tracking events as a visitor's desktop browser would. */
export async function track(request: APIRequestContext, events: TrackingEvent[]): Promise<void> {
  const response = await request.post('/api/track-events', {
    data: events,
    headers: { ...ORIGIN, 'user-agent': DESKTOP_CHROME },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Events are written in batches within a second: waits until the sessions API has them all (admin only). */
export async function waitForSessions(request: APIRequestContext, search: string, count: number): Promise<void> {
  await expect
    .poll(async () => {
      const response = await request.get(`/api/sessions?search=${encodeURIComponent(search)}&limit=100`);
      return ((await response.json()) as SessionPage).items.length;
    })
    .toBe(count);
}
