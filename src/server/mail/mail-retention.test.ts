import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENT_MAIL_KEPT_DAYS } from '#content/privacy.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { mailOutbox } from '#server/db/schema.js';
import { DATABASE_KINDS, openTestDatabase } from '#server/test-support/databases.js';
import { deleteOldSentMail } from './mail-retention.js';

const DAY = 24 * 3_600_000;
const NOW = Date.parse('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * DAY);

describe.each(DATABASE_KINDS)('sent mail retention on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const row = (
    subject: string,
    status: 'pending' | 'sent' | 'cancelled' | 'suppressed',
    createdDaysAgo: number,
    sentDaysAgo?: number,
  ) => ({
    messageId: `<${subject}@test.example>`,
    kind: 'acknowledgement' as const,
    recipient: 'lead@example.com',
    subject,
    text: 'Thank you',
    status,
    createdAt: daysAgo(createdDaysAgo),
    sentAt: sentDaysAgo === undefined ? null : daysAgo(sentDaysAgo),
  });

  it(`deletes copies of mail done with for over ${SENT_MAIL_KEPT_DAYS} days, never mail still to send`, async () => {
    await database.db.insert(mailOutbox).values([
      row('old-sent', 'sent', 60, 59),
      // Queued long ago but sent recently (a long outage): kept until 30 days after sending.
      row('late-sent', 'sent', 60, 2),
      row('old-withdrawn', 'cancelled', 45),
      row('old-suppressed', 'suppressed', 31),
      row('recent-sent', 'sent', 3, 3),
      // Failing for two months: still to send, so kept.
      row('old-pending', 'pending', 60),
    ]);
    expect(await deleteOldSentMail(database.db, NOW)).toBe(3);
    const left = await database.db.select({ subject: mailOutbox.subject }).from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(left.map((mail) => mail.subject)).toEqual(['late-sent', 'recent-sent', 'old-pending']);
    expect(await deleteOldSentMail(database.db, NOW)).toBe(0);
  });
});
