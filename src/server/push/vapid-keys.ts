import webPush from 'web-push';
import type { Db } from '#server/db/client.js';
import { loadStoredSetting } from '#server/db/stored-secret.js';

/** The `settings` row holding the VAPID key pair, as JSON { publicKey, privateKey } (base64url). */
const VAPID_SETTING = 'push:vapid-keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The key pair that signs every push (RFC 8292), made at the first start and kept in `settings`,
 * so every instance signs alike and a restart keeps the devices' subscriptions valid (a browser
 * subscribed with one public key rejects pushes signed with another).
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const stored = await loadStoredSetting(db, VAPID_SETTING, () => JSON.stringify(webPush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(stored) as VapidKeys;
  return { publicKey, privateKey };
}

/**
 * Who push services may contact about our pushes (the VAPID `sub` claim): the site's https URL,
 * else the firm's notify address, else the sender address. Push services refuse anything but an
 * https: or mailto: URL, so an http PUBLIC_URL (a local run) is not used.
 */
export function vapidSubject(publicUrl: URL, notifyEmail: string | undefined, senderAddress: string): string {
  if (publicUrl.protocol === 'https:') return publicUrl.origin;
  return `mailto:${notifyEmail ?? senderAddress}`;
}
