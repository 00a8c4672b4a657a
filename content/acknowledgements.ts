/**
 * The e-mail each new lead gets at once (brochure, consultation, voicemail): what happens next,
 * the follow-up promise, the firm's phone numbers, a link to book a call (left out when one is
 * already booked), and for the brochure a link to the guide. The server adds the links and the
 * unsubscribe line (src/server/mail/acknowledgement-mail.ts). Pure data: the owner edits it here.
 */
import { brochureFiles } from './brochure.js';
import { claims, firm } from './firm.js';

/** The three ways a visitor becomes a lead. */
export type AcknowledgedPath = 'brochure' | 'consultation' | 'voicemail';

export interface AcknowledgementCopy {
  subject: string;
  /** The first paragraph: what the visitor did, and thanks. */
  received: string;
  /** What happens next on the firm's side. */
  nextSteps: string;
}

export const acknowledgementCopy = {
  paths: {
    brochure: {
      subject: `Your free debt negotiation guide from ${firm.name}`,
      received: 'Thank you for requesting our free debt negotiation guide. Your copy is linked below.',
      nextSteps:
        `${firm.principal.fullName} reads every request personally. If the guide raises questions about ` +
        'your own situation, we will go through them with you in a free, confidential consultation.',
    },
    consultation: {
      subject: `We received your consultation request - ${firm.name}`,
      received: 'Thank you for your consultation request. It has reached us.',
      nextSteps:
        `${firm.principal.fullName} will review what you told us about your debts and creditors, then call you ` +
        'to talk through your options. The consultation is free and confidential.',
    },
    voicemail: {
      subject: `We received your voicemail - ${firm.name}`,
      received: 'Thank you for your voicemail. It has reached us safely.',
      nextSteps:
        `${firm.principal.fullName} will listen to your message and call you back to talk through your ` +
        'options. The consultation is free and confidential.',
    },
  } satisfies Record<AcknowledgedPath, AcknowledgementCopy>,
  /** "Hello Maria," or, without a name, this alone. */
  greeting: 'Hello',
  followUpPromise: claims.followUpPromise,
  guideLabel: 'Your guide (PDF)',
  guidePath: brochureFiles.flyer.path,
  bookLabel: 'Prefer to pick the time yourself? Book your free consultation call',
  bookPath: '/book',
  phonesLabel: 'Would you rather talk now? Call us',
  phones: firm.phones,
  signature: [firm.principal.fullName, firm.principal.title, firm.name],
  notLawFirm: claims.notLawFirm,
  unsubscribeLabel: 'To stop these acknowledgement e-mails, unsubscribe here',
} as const;
