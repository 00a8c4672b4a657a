/**
 * Copy for /privacy (DESIGN "Tracking and privacy"): what the site collects and why, consent for
 * voice recordings and for calls and texts, retention, privacy signals, the GeoLite2 attribution
 * and how to ask for access or deletion.
 */
import type { RetentionKind } from '#shared/retention-periods.js';
import { claims, firm } from './firm.js';

/**
 * How long a copy of a sent e-mail stays in the outbox: fixed, not a setting, and enforced by the
 * retention job (src/server/mail/mail-retention.ts) from this figure. Long enough to see what a
 * lead was sent when they call about it.
 */
export const SENT_MAIL_KEPT_DAYS = 30;

/**
 * A retention period in the copy: shown as the setting in force words it ("90 days", "1 year"),
 * so the page always states what the server deletes (decision 0031).
 */
export interface RetentionFigure {
  retention: RetentionKind;
}

/** A bullet: plain text, or text with retention periods in it. */
export type PolicyItem = string | ReadonlyArray<string | RetentionFigure>;

/** One section of the privacy page; `list` is shown as bullets after the paragraphs. */
export interface PrivacySection {
  /** Kebab-case, unique; usable as an anchor. */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: PolicyItem[];
}

/** The whole privacy page. */
export interface PrivacyPage {
  heading: string;
  updated: 'November 28, 2026';
  /** Label shown before `updated`. */
  updatedLabel: string;
  intro: string;
  sections: PrivacySection[];
}

/** MaxMind's required attribution, word for word. */
export const geoLiteAttribution =
  'This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com.';

// firm.ts types these lists as plain arrays, so index access is possibly undefined.
const email = firm.emails[0]?.address ?? '';
const phone = firm.phones[0]?.display ?? '';

/** The /privacy page copy. */
export const privacyPage: PrivacyPage = {
  heading: 'Privacy Policy',
  updated: 'November 28, 2026',
  updatedLabel: 'Last updated',
  intro:
    `This policy explains what ${firm.name} collects when you use this website, why we collect it, how long we ` +
    'keep it and how to ask us to show you or delete it. We wrote it in plain English; if anything is unclear, ' +
    'contact us.',
  sections: [
    {
      id: 'information-you-give-us',
      heading: 'Information you give us',
      paragraphs: [
        'You can contact us through three forms on this site. Each one asks only for what we need to reply and to ' +
          'understand your situation.',
      ],
      list: [
        'Consultation form: your name, e-mail address and a description of your situation, and, if you choose, ' +
          'your company, phone number, approximate debt amount and number of creditors.',
        'Brochure form: your e-mail address and first name, and, if you choose, your company and phone number.',
        'Voicemail: your e-mail address, your phone number if you choose to give it, and your recorded message.',
      ],
    },
    {
      id: 'voice-recordings',
      heading: 'Voice recordings',
      paragraphs: [
        'If you press Record, your browser asks for permission to use your microphone, and we record the answers ' +
          'you speak. By recording and sending a message, you consent to us storing the recording, converting it ' +
          'to a written transcript, and automatically picking out details from it such as your name, company, ' +
          'contact details, an approximate debt amount and number of creditors, and a short summary.',
        'We use the recording, transcript and those details only to understand your situation and respond to you. ' +
          'Nothing is recorded until you press Record, and you can stop at any time before sending.',
      ],
    },
    {
      id: 'calls-and-texts',
      heading: 'Calls and text messages',
      paragraphs: [
        `By giving us your phone number on any form, you consent to receive calls and text messages from ${firm.name} ` +
          'about your inquiry. Message and data rates may apply. To stop, tell us on a call, reply to a text or ' +
          `e-mail ${email}.`,
      ],
    },
    {
      id: 'visitor-activity',
      heading: 'Visitor activity',
      paragraphs: [
        'Like many websites, this site records how visitors use it, so we can see which pages help business owners ' +
          'and follow up on inquiries with context. This happens for every visitor, whether or not you fill in a form. ' +
          'We record:',
      ],
      list: [
        'The pages you visit and when.',
        'What you click, including the visible text of the link or button (up to 100 characters).',
        'What you type into form fields on this site, including text you type but do not send. We never record ' +
          'passwords.',
        'Your approximate location (city, region and country), worked out from your IP address with an offline ' +
          'database; we do not use a third-party location service.',
        'Your type of device, browser and operating system.',
        'The referrer: the website or search engine that sent you here, and any search terms it passes on.',
        'A visit identifier kept in your browser, so pages viewed in one visit can be grouped together.',
      ],
    },
    {
      id: 'privacy-signals',
      heading: 'Global Privacy Control and Do Not Track',
      paragraphs: [
        'If your browser sends a Global Privacy Control or Do Not Track signal, we do not record anything you type ' +
          'into form fields until you submit a form. Pages visited and clicks are still recorded as described above. ' +
          'Forms you choose to submit are always received, because that is how you contact us.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Cookies and browser storage',
      paragraphs: [
        'We store a few small items in your browser: the visit identifier mentioned above, how you first reached our ' +
          'site (the page you landed on and the site that sent you, kept for up to 90 days so we know which of our ' +
          'notices and listings help business owners find us), and the details you have ' +
          'already entered, so that you do not have to type them twice. If you leave a voicemail, your e-mail address ' +
          'and phone number are kept in cookies for 30 days for the same reason. We do not use advertising cookies.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      paragraphs: [
        'We use what you give us to respond to your inquiry, to prepare for a consultation and, if we work together, ' +
          `to provide our services. ${claims.followUpPromise}`,
        'We use visitor activity to understand how the site is used, to improve it and to keep it secure.',
        'We do not sell or rent your personal information, and we do not share it for advertising. We share it only ' +
          'with service providers that help us run the site and reply to you (for example, e-mail delivery), or when ' +
          'the law requires it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: ['We keep information only as long as we need it:'],
      list: [
        [
          'Inquiries and the details you send us, with the record of the consent you gave: up to ',
          { retention: 'inquiries' },
          ' after you send them.',
        ],
        [
          'Voice recordings: up to ',
          { retention: 'voiceRecordings' },
          '. Their transcripts and extracted details are kept with your inquiry.',
        ],
        [
          'Raw visitor activity (individual page views, clicks and typed values): deleted after ',
          { retention: 'activity' },
          '.',
        ],
        [
          'IP addresses, including the one recorded with your consent: deleted after ',
          { retention: 'ipAddresses' },
          '.',
        ],
        `Copies of the e-mails we send you (acknowledgements, call confirmations and reminders): deleted ${SENT_MAIL_KEPT_DAYS} days after they are sent.`,
      ],
    },
    {
      id: 'location-data',
      heading: 'Location data',
      paragraphs: [
        'Approximate location is looked up on our own server from a downloaded database. It is not precise enough ' +
          'to identify a street address.',
        geoLiteAttribution,
      ],
    },
    {
      id: 'your-choices',
      heading: 'Access and deletion',
      paragraphs: [
        `You can ask us what we hold about you, ask us to correct it, or ask us to delete it. E-mail ${email} or ` +
          `call ${phone}. We may need to confirm that the request comes from you before we act on it, and we will ` +
          'reply promptly.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        `${firm.name}. E-mail ${email} or call ${phone}. Website: ${firm.website.display}.`,
        'If we change this policy, we will update the date at the top of this page.',
      ],
    },
  ],
};
