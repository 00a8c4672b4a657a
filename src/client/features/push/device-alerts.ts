import { API_ROUTES } from '#shared/api-routes.js';
import { pushKeySchema } from '#shared/push-schemas.js';
import { apiJson, apiRequest } from '#client/lib/api.js';

/** The dashboard's service worker and what it controls: /admin itself and everything under it (decision 0039). */
export const ADMIN_SERVICE_WORKER = '/admin/sw.js';
export const ADMIN_SCOPE = '/admin';

/**
 * Where alerts stand on this device, said honestly:
 * - `unsupported`: no Push API (an iPhone's Safari outside the installed app, an old browser);
 * - `denied`: the browser was told to block this site's notifications;
 * - `on` / `off`: this browser holds a subscription or not.
 */
export type AlertState = 'unsupported' | 'denied' | 'on' | 'off';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Registers the dashboard's worker (it also keeps the app shell for the installed app). */
export function registerAdminWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(ADMIN_SERVICE_WORKER, { scope: ADMIN_SCOPE });
}

export async function readAlertState(): Promise<AlertState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await registerAdminWorker();
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Asks for permission (this must follow a click), subscribes with the server's key, and stores the subscription. */
export async function turnAlertsOn(): Promise<AlertState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await registerAdminWorker();
  await navigator.serviceWorker.ready;
  const { publicKey } = await apiJson(pushKeySchema, 'GET', API_ROUTES.adminPushKey);
  const key = base64UrlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's keys were remade) cannot take our pushes.
  const existingKey = subscription?.options.applicationServerKey;
  if (subscription && existingKey && !sameBytes(new Uint8Array(existingKey), key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await apiRequest('POST', API_ROUTES.adminPushSubscriptions, subscription.toJSON());
  } catch (error) {
    // Refused (too many devices): the browser does not keep a subscription the server lacks.
    await subscription.unsubscribe();
    throw error;
  }
  return 'on';
}

export async function turnAlertsOff(): Promise<AlertState> {
  if (!pushSupported()) return 'unsupported';
  const registration = await registerAdminWorker();
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) {
    await apiRequest('DELETE', API_ROUTES.adminPushSubscriptions, { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return 'off';
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);
