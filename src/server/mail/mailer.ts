import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

/**
 * Notification e-mail to the firm (new leads, new voicemails). Sending runs in the background
 * and never blocks or fails a visitor's request: failures are retried a few times and then only
 * logged, with the caller's reference (an id) and never the message's personal details.
 */
export interface MailerOptions {
  smtpUrl: string | undefined;
  to: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
  /** Pause before each retry; the number of entries is the number of retries. */
  retryDelaysMs?: number[];
}

export interface Mail {
  subject: string;
  text: string;
  /** The same message with one-tap call and mail buttons (contact-links.ts). */
  html?: string;
}

export class Mailer {
  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: MailerOptions) {
    this.transport =
      options.smtpUrl && options.to
        ? nodemailer.createTransport(options.smtpUrl, { connectionTimeout: 10_000, socketTimeout: 20_000 })
        : undefined;
  }

  get enabled(): boolean {
    return this.transport !== undefined;
  }

  /** Starts sending in the background and returns at once. `reference` identifies it in logs. */
  send(mail: Mail, reference: Record<string, string | number>): void {
    if (!this.transport) return;
    const sending = this.deliver(mail, reference).finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Waits (bounded) for sends in flight, for a clean shutdown. */
  async drain(timeoutMs = 5000): Promise<void> {
    if (this.pending.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.pending]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }

  close(): void {
    this.transport?.close();
  }

  private async deliver(mail: Mail, reference: Record<string, string | number>): Promise<void> {
    const delays = this.options.retryDelaysMs ?? [2000, 10_000, 30_000];
    for (let attempt = 0; ; attempt++) {
      try {
        await this.transport!.sendMail({ from: this.options.from, to: this.options.to, ...mail });
        return;
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) {
          this.options.logger.error(
            { ...reference, attempts: attempt + 1, reason: (error as Error).message },
            'notification e-mail could not be sent',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  }
}
