import { and, eq, gt, sql } from 'drizzle-orm';
import type { AcknowledgedPath } from '#content/acknowledgements.js';
import { bookings, mailAcknowledgements } from '#server/db/schema.js';
import { acknowledgementMail } from './acknowledgement-mail.js';
import type { DbOrTx, MailOutbox } from './outbox.js';
import type { UnsubscribeLinkMaker } from './unsubscribe-links.js';

export interface AcknowledgementsDeps {
  outbox: MailOutbox;
  links: UnsubscribeLinkMaker;
  /** An address's key (the workbench's emailKey): one acknowledgement a day per key. */
  addressKey: (address: string) => string | null;
  publicUrl: URL;
}

export interface AcknowledgementRequest {
  path: AcknowledgedPath;
  to: string;
  firstName?: string | undefined;
}

/**
 * The e-mail each new lead gets at once (issue 25), queued in the transaction that stores the
 * lead or voicemail. At most one per address per 24 hours: the address's row in
 * `mail_acknowledgements` is claimed by one upsert in the same transaction, so two submissions
 * at once (or on two instances) send one. No booking link when the address has a call booked.
 */
export class Acknowledgements {
  constructor(private readonly deps: AcknowledgementsDeps) {}

  get enabled(): boolean {
    return this.deps.outbox.enabled;
  }

  /** Queues the acknowledgement on `tx`; its Message-ID, or null when none is due (or mail is off). */
  async queue(tx: DbOrTx, request: AcknowledgementRequest): Promise<string | null> {
    const { outbox, links, addressKey, publicUrl } = this.deps;
    if (!outbox.enabled) return null;
    const key = addressKey(request.to);
    const unsubscribe = links.for(request.to);
    if (!key || !unsubscribe) return null;
    const claimed = await tx
      .insert(mailAcknowledgements)
      .values({ address: key, lastSentAt: sql`now()` })
      .onConflictDoUpdate({
        target: mailAcknowledgements.address,
        set: { lastSentAt: sql`excluded.last_sent_at` },
        setWhere: sql`${mailAcknowledgements.lastSentAt} <= now() - interval '24 hours'`,
      })
      .returning({ address: mailAcknowledgements.address });
    if (claimed.length === 0) return null;
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.emailKey, key), eq(bookings.status, 'booked'), gt(bookings.startsAt, sql`now()`)))
      .limit(1);
    const content = acknowledgementMail({
      path: request.path,
      firstName: request.firstName,
      publicUrl,
      callBooked: booked !== undefined,
      unsubscribeUrl: unsubscribe.pageUrl,
    });
    return outbox.enqueue(tx, { kind: 'acknowledgement', to: request.to, ...content, headers: unsubscribe.headers });
  }
}
