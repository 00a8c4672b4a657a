import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { mailOutbox, type MAIL_KINDS } from '#server/db/schema.js';

/** A database handle or an open transaction: mail is queued inside the transaction that caused it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * What a recipient can unsubscribe from (List-Unsubscribe, RFC 8058); checked when the message is
 * sent. Booking confirmations and cancellations are transactional: always sent.
 */
export const UNSUBSCRIBABLE_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(['acknowledgement', 'booking_reminder']);

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text content (an .ics invite). */
  content: string;
}

export interface OutgoingMail {
  kind: MailKind;
  /** An address, or 'firm' for NOTIFY_EMAIL (the type is `string` either way). */
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** The booking it is about: a move or cancellation withdraws the booking's pending reminder. */
  bookingId?: number;
  /** Not before this time (a reminder); now when absent. */
  sendAfter?: Date;
}

/** A message's words: what a mail's composer (lead-email.ts, acknowledgement-mail.ts, ...) returns. */
export type MailContent = Pick<OutgoingMail, 'subject' | 'text' | 'html'>;

export interface MailOutboxOptions {
  /** Whether SMTP_URL is set: without it nothing is queued. */
  enabled: boolean;
  /** NOTIFY_EMAIL: where 'firm' mail goes; without it, firm mail is not queued. */
  notifyEmail: string | undefined;
  /** The host part of every Message-ID (the site's host name). */
  messageIdDomain: string;
}

/**
 * The one way the product sends e-mail (decision 0037): `enqueue` writes the message into
 * `mail_outbox` on the caller's transaction, so the mail exists exactly when what caused it does;
 * the outbox worker (outbox-worker.ts) sends it. With SMTP unset nothing is written.
 */
export class MailOutbox {
  private readonly queuedListeners: Array<() => void> = [];

  constructor(private readonly options: MailOutboxOptions) {}

  /** Calls `listener` after each message is written (not yet committed): the worker looks soon after. */
  onQueued(listener: () => void): void {
    this.queuedListeners.push(listener);
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  /** Queues the mail on `tx`; returns its Message-ID, or null when it is not queued (mail off, no NOTIFY_EMAIL). */
  async enqueue(tx: DbOrTx, mail: OutgoingMail): Promise<string | null> {
    if (!this.options.enabled) return null;
    const recipient = mail.to === 'firm' ? this.options.notifyEmail : mail.to;
    if (!recipient) return null;
    const messageId = `<${randomUUID()}@${this.options.messageIdDomain}>`;
    await tx.insert(mailOutbox).values({
      messageId,
      kind: mail.kind,
      recipient,
      subject: mail.subject.replace(/[\r\n]+/g, ' '),
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? {},
      attachments: mail.attachments ?? [],
      bookingId: mail.bookingId ?? null,
      ...(mail.sendAfter ? { sendAfter: mail.sendAfter } : {}),
    });
    for (const listener of this.queuedListeners) listener();
    return messageId;
  }

  /** Withdraws a booking's unsent mail of these kinds (its reminder, when the call moves or is cancelled). */
  async withdraw(tx: DbOrTx, bookingId: number, kinds: MailKind[]): Promise<void> {
    await tx
      .update(mailOutbox)
      .set({ status: 'cancelled' })
      .where(
        and(eq(mailOutbox.bookingId, bookingId), eq(mailOutbox.status, 'pending'), inArray(mailOutbox.kind, kinds)),
      );
  }
}
