import nodemailer from 'nodemailer';
import type { mailOutbox } from '#server/db/schema.js';

/** One stored message, as the worker hands it to the transport. */
export type OutboxMessage = typeof mailOutbox.$inferSelect;

/** Hands a message to the mail server; resolves once the server accepted it. */
export interface MailTransport {
  send(message: OutboxMessage): Promise<void>;
  close(): void;
}

export interface SmtpTransportOptions {
  smtpUrl: string;
  from: string;
  /** Connections kept open to the server (one message at a time on each). */
  maxConnections: number;
}

/**
 * Connections each instance keeps to the mail server. Sends beyond them wait in nodemailer's pool,
 * so each connection starts its next message at once: one message at a time per connection is
 * bound by the round trips of each message (about 150 ms each even to a local server,
 * bench/mail-outbox.ts), not by the server.
 */
export const SMTP_CONNECTIONS = 4;

/**
 * nodemailer over SMTP_URL, with a pool of connections: a burst of messages does not open one
 * connection per message. The stored Message-ID goes out as is, so a message sent a second time
 * (a crash between the server's acceptance and the row being marked sent) is recognisably the same.
 */
export function smtpTransport(options: SmtpTransportOptions): MailTransport {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: options.maxConnections,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (message) => {
      await transport.sendMail({
        from: options.from,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        ...(message.html === null ? {} : { html: message.html }),
        messageId: message.messageId,
        headers: message.headers,
        attachments: message.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
    close: () => transport.close(),
  };
}
