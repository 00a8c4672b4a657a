import { leadValueLabel } from '#shared/lead-fields.js';
import type { VoiceFeedback } from '#shared/voice-schemas.js';
import { leadMailHtml, mailtoLink, telLink } from '#server/mail/contact-links.js';
import type { MailContent } from '#server/mail/outbox.js';

const formatDuration = (seconds: number | null) =>
  seconds === null
    ? 'unknown length'
    : `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/**
 * The firm's new-voicemail e-mail: who called, with one-tap links to call back and to reply, what
 * was said (once transcribed), and where to listen.
 */
export function voiceEmail(message: VoiceFeedback, dashboardUrl: string): MailContent {
  const data = message.extractedData ?? {};
  const name = [data.firstName, data.lastName].filter(Boolean).join(' ');
  const rows: Array<[string, string | undefined | null]> = [
    ['Name', name],
    ['Company', data.company],
    ['Email', message.email],
    ['Phone', message.phone || data.phone],
    // In the form's words, as the new-lead e-mail writes them ('$500,000 – $1 million', not '500k-1m').
    ['Total debt', data.debtAmount && leadValueLabel('debtAmount', data.debtAmount)],
    ['Creditors', data.creditorsCount && leadValueLabel('creditorsCount', data.creditorsCount)],
    ['Summary', data.message],
    ['Location', [message.city, message.state].filter(Boolean).join(', ')],
    ['Length', formatDuration(message.duration)],
    ['Received', message.createdAt],
  ];
  const details = rows
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  const transcript = message.transcript
    ? `Transcript:\n${message.transcript}`
    : `The transcript is not ready${message.transcriptionError ? ` (${message.transcriptionError})` : ''}; it can be retried from the dashboard.`;
  const who = name || message.email;
  const tel = telLink(message.phone || data.phone || '');
  const actions = [
    ...(tel ? [{ label: `Call ${who}`, href: tel }] : []),
    { label: `E-mail ${who}`, href: mailtoLink(message.email, 'Your voicemail') },
  ];
  const links = actions.map((action) => `${action.label}: ${action.href}`).join('\n');
  return {
    subject: `New voicemail from ${who}`.replace(/[\r\n]+/g, ' '),
    text: `A voicemail was left on the website.\n\n${links}\n\n${details}\n\n${transcript}\n\nListen in the dashboard: ${dashboardUrl}\n`,
    html: leadMailHtml({
      heading: 'A voicemail was left on the website',
      actions,
      rows: rows.filter((row): row is [string, string] => Boolean(row[1])),
      footer: transcript,
      dashboardUrl,
    }),
  };
}
