import type { VoiceFeedback } from '#shared/voice-schemas.js';
import type { Mail } from '#server/mail/mailer.js';

const formatDuration = (seconds: number | null) =>
  seconds === null
    ? 'unknown length'
    : `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The firm's new-voicemail e-mail: who called, what was said (once transcribed), and where to listen. */
export function voiceEmail(message: VoiceFeedback, dashboardUrl: string): Mail {
  const data = message.extractedData ?? {};
  const name = [data.firstName, data.lastName].filter(Boolean).join(' ');
  const rows: Array<[string, string | undefined | null]> = [
    ['Name', name],
    ['Company', data.company],
    ['Email', message.email],
    ['Phone', message.phone || data.phone],
    ['Total debt', data.debtAmount],
    ['Creditors', data.creditorsCount],
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
  return {
    subject: `New voicemail from ${name || message.email}`.replace(/[\r\n]+/g, ' '),
    text: `A voicemail was left on the website.\n\n${details}\n\n${transcript}\n\nListen in the dashboard: ${dashboardUrl}\n`,
  };
}
