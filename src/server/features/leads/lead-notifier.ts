import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Lead } from '../../../shared/lead-schemas.js';

/**
 * E-mails the firm about each new lead. Runs after the lead is committed and never blocks or
 * fails the visitor's request: failures are retried a few times and then only logged (by lead id;
 * no personal data goes to the log).
 */
export interface LeadNotifierOptions {
  smtpUrl: string | undefined;
  to: string | undefined;
  from: string;
  dashboardUrl: string;
  logger: FastifyBaseLogger;
  /** Pause before each retry; the number of entries is the number of retries. */
  retryDelaysMs?: number[];
}

const TYPE_LABELS: Record<Lead['type'], string> = {
  consultation: 'Consultation request',
  lead_magnet: 'Brochure download',
};

export function leadEmail(lead: Lead, dashboardUrl: string): { subject: string; text: string } {
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['Company', lead.company],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Total debt', lead.debtAmount],
    ['Creditors', lead.creditorsCount],
    ['Message', lead.message],
    ['Received', lead.createdAt],
  ];
  const details = rows
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  return {
    subject: `New lead: ${TYPE_LABELS[lead.type]} from ${name}`.replace(/[\r\n]+/g, ' '),
    text: `${TYPE_LABELS[lead.type]} from the website.\n\n${details}\n\nReview it in the dashboard: ${dashboardUrl}\n`,
  };
}

export class LeadNotifier {
  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: LeadNotifierOptions) {
    this.transport =
      options.smtpUrl && options.to
        ? nodemailer.createTransport(options.smtpUrl, { connectionTimeout: 10_000, socketTimeout: 20_000 })
        : undefined;
  }

  get enabled(): boolean {
    return this.transport !== undefined;
  }

  /** Starts sending in the background and returns at once. */
  notify(lead: Lead): void {
    if (!this.transport) return;
    const sending = this.send(lead).finally(() => this.pending.delete(sending));
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

  private async send(lead: Lead): Promise<void> {
    const { subject, text } = leadEmail(lead, this.options.dashboardUrl);
    const delays = this.options.retryDelaysMs ?? [2000, 10_000, 30_000];
    for (let attempt = 0; ; attempt++) {
      try {
        await this.transport!.sendMail({ from: this.options.from, to: this.options.to, subject, text });
        return;
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) {
          this.options.logger.error(
            { leadId: lead.id, attempts: attempt + 1, reason: (error as Error).message },
            'new-lead e-mail could not be sent',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  }
}
