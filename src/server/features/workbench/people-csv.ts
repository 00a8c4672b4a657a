import { leadValueLabel } from '#shared/lead-fields.js';
import { TOUCHPOINT_LABELS, type ConsentEntry } from '#shared/people-schemas.js';
import { originCsvText, scoreReasonText } from '#shared/value-origins.js';
import { csvFile } from '#server/http/csv.js';
import type { DatedWords, PersonExport } from './people-repository.js';

/**
 * The workbench's CSV: one row per person, in the words the dashboard shows (the form's labels
 * for the answers, 'Called' / 'Not called', Yes/No), with the score's reasons, where the person
 * came from and the consent ledger (each consent's notice version, time, address and page, and the
 * notices' exact words). The last columns say where each summarised value came from
 * ('chosen in the Consultation form', 'from voicemail, 82% sure', 'inferred from their message'),
 * added after the older columns so a sheet that reads those by position still does; after them,
 * what the visitor wrote in their consultation requests and their voicemails' transcripts.
 */

export const consentLine = (consent: ConsentEntry) =>
  [
    consent.kind === 'phone' ? `Calls and texts to ${consent.phone}` : 'Recording',
    `(${TOUCHPOINT_LABELS[consent.touchpoint]})`,
    `notice ${consent.noticeVersion}`,
    `at ${consent.givenAt}`,
    `from ${consent.ipAddress ?? 'unknown address'}`,
    `on ${consent.page ?? 'unknown page'}`,
  ].join(' ');

const HEADER = [
  'ID',
  'First touch (UTC)',
  'Last touch (UTC)',
  'Name',
  'Company',
  'Emails',
  'Phones',
  'Debt amount',
  'Creditors',
  'Legal actions',
  'Bankruptcy',
  'Revenue',
  'Score',
  'Score reasons',
  'Came from',
  'Landing page',
  'Last source',
  'Touchpoints',
  'Status',
  'Hidden',
  'First called (UTC)',
  'Consents',
  'Consent notices',
  'Name source',
  'Company source',
  'Debt amount source',
  'Creditors source',
  'Legal actions source',
  'Bankruptcy source',
  'Revenue source',
  'Messages',
  'Voicemail transcripts',
];

/** Each entry on its own lines, dated, newest first: '2026-03-05T12:00:00.000Z: We owe…'. */
const datedCell = (entries: readonly DatedWords[]) => entries.map((entry) => `${entry.at}: ${entry.text}`).join('\n\n');

export function peopleToCsv(details: readonly PersonExport[]): string {
  const rows = details.map(({ person, touchpoints, consents, messages, transcripts }) => {
    const s = person.summary;
    return [
      person.id,
      person.firstTouchAt,
      person.lastTouchAt,
      `${s.firstName} ${s.lastName}`.trim(),
      s.company,
      s.emails.join('; '),
      s.phones.join('; '),
      leadValueLabel('debtAmount', s.debtAmount),
      leadValueLabel('creditorsCount', s.creditorsCount),
      s.legalActions,
      s.bankruptcy,
      s.revenue,
      person.score,
      s.scoreReasons.map(scoreReasonText).join('; '),
      s.firstSource?.label ?? 'Unknown',
      s.firstSource?.landingPage ?? '',
      s.lastSource?.label ?? 'Unknown',
      touchpoints.map((t) => `${TOUCHPOINT_LABELS[t.kind]} ${t.at}`).join('; '),
      person.isContacted ? 'Called' : 'Not called',
      person.isHidden ? 'Yes' : 'No',
      person.firstContactedAt,
      consents.map(consentLine).join(' | '),
      [...new Set(consents.map((c) => `${c.noticeVersion}: ${c.noticeText}`))].join(' | '),
      originCsvText(s.nameOrigin),
      originCsvText(s.origins.company),
      originCsvText(s.origins.debtAmount),
      originCsvText(s.origins.creditorsCount),
      originCsvText(s.origins.legalActions),
      originCsvText(s.origins.bankruptcy),
      originCsvText(s.origins.revenue),
      datedCell(messages),
      datedCell(transcripts),
    ];
  });
  return csvFile(HEADER, rows);
}
