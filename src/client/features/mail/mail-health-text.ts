import type { MailHealth } from '#shared/booking-schemas.js';

/**
 * The dashboard's warning about mail that keeps failing, or null when there is nothing to warn
 * about (mail off, or nothing failing for over an hour). `since` writes a time the dashboard's way.
 */
export function mailHealthWarning(health: MailHealth | undefined, since: (iso: string) => string): string | null {
  if (!health?.enabled || health.failingOverAnHour <= 0) return null;
  const count = health.failingOverAnHour;
  const what = count === 1 ? '1 e-mail has' : `${count} e-mails have`;
  const from = health.oldestFailingSince ? ` (the oldest since ${since(health.oldestFailingSince)})` : '';
  return `${what} failed to send for over an hour${from}. Visitors may not have their confirmations; check the mail settings.`;
}
