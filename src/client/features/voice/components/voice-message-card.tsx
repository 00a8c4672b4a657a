import { Clock, Download, MapPin, Monitor, RefreshCw, Smartphone } from 'lucide-react';
import { memo, useRef } from 'react';
import type { VoiceListItem } from '#shared/voice-list-schemas.js';
import type { VoiceFeedback } from '#shared/voice-schemas.js';
import { Button, buttonClassName } from '#client/components/ui/button.js';
import { AudioPlayer, type AudioPlayerControls } from './audio-player.js';
import { DeleteVoiceButton } from './delete-voice-button.js';
import { RecordingDeleted } from './recording-deleted.js';
import { Badge } from '#client/components/dashboard/badge.js';
import { ContactLine, DETAIL_ICON_CLASS } from '#client/components/dashboard/contact-line.js';
import { CopyButton } from '#client/components/dashboard/copy-button.js';
import { CARD_CLASS } from '#client/components/dashboard/dashboard-column.js';
import { formatClock, formatDate, formatRelativeTime } from '#client/components/dashboard/format.js';
import { useRetryTranscription } from '#client/features/voice/api/use-retry-transcription.js';
import { voiceAudioUrl } from '#client/features/voice/api/use-voice-feedback.js';
import { TimelineButton } from '#client/components/dashboard/timeline-drawer.js';
import { ViewSessionButton } from '#client/components/dashboard/view-session-button.js';
import { WithTooltip } from '#client/components/dashboard/with-tooltip.js';
import { transcriptAnswers } from './transcript-answers.js';
import { TranscriptByAnswer } from './transcript-by-answer.js';
import { TranscriptText } from './transcript-text.js';
import { UnderstoodFields } from './understood-fields.js';
import { OriginTag } from '#client/components/dashboard/origin-tag.js';

/** The caller's name as heard in the message, for a message not yet linked to a person. */
function whoCalled(message: VoiceFeedback): string {
  const { firstName, lastName } = message.extractedData ?? {};
  return [firstName, lastName].filter(Boolean).join(' ') || 'Voice message';
}

/**
 * The card's title: the person the message is a touchpoint of, named as the workbench names them
 * (a name only heard in a voicemail keeps its tag, never shown as fact), as a link to their row
 * in Active Leads (the workbench scrolls to `#person-<id>`). Before the message is linked, the
 * name heard in it.
 */
function CardTitle({ message, id }: { message: VoiceListItem; id: string }) {
  const { person } = message;
  if (!person) {
    return (
      <h3 id={id} className="font-semibold wrap-anywhere text-navy-900">
        {whoCalled(message)}
      </h3>
    );
  }
  return (
    <h3 id={id} className="flex flex-wrap items-center gap-x-1.5 font-semibold text-navy-900">
      <a
        href={`#person-${person.id}`}
        title="Open lead in Active Leads"
        className="min-w-0 wrap-anywhere text-navy-800 underline underline-offset-2 hover:text-navy-600"
      >
        {person.name || whoCalled(message)}
      </a>
      {person.name && <OriginTag origin={person.nameOrigin} part="name" />}
    </h3>
  );
}

const placeOf = (message: VoiceFeedback) => [message.city, message.state].filter(Boolean).join(', ');

/**
 * One voice message (SPEC §2, §4, §5). Memoised and keyed by id in the list, so polls neither
 * re-create it nor stop its recording, fold its transcript or forget a retry in progress.
 */
export const VoiceMessageCard = memo(function VoiceMessageCard({
  message,
  now,
}: {
  message: VoiceListItem;
  now: number;
}) {
  const { retry, isTranscribing } = useRetryTranscription(message);
  const headingId = `voice-${message.id}-title`;
  const isPending = message.transcript === null;
  const place = placeOf(message);
  const software = [message.deviceType, message.browserName].filter(Boolean).join(' · ');
  const DeviceIcon = message.deviceType === 'mobile' ? Smartphone : Monitor;
  const player = useRef<AudioPlayerControls>(null);
  const unsureWords = message.understanding?.lowConfidenceWords ?? [];
  // A guided voicemail's answers; none for any other message, which shows its transcript whole.
  const answers = message.transcript ? transcriptAnswers(message.answers, message.transcript, unsureWords) : [];

  return (
    <article aria-labelledby={headingId} data-voice-id={message.id} className={CARD_CLASS}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle message={message} id={headingId} />
          <p className="text-xs text-slate-600">
            <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time> ·{' '}
            {formatRelativeTime(message.createdAt, now)}
          </p>
        </div>
        <Badge tone={isPending ? 'warning' : 'success'}>{isPending ? 'Pending' : 'Transcribed'}</Badge>
      </div>

      <ul className="grid gap-1 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <Clock className={DETAIL_ICON_CLASS} aria-hidden="true" />
          <span>
            <span className="sr-only">Duration </span>
            {message.duration === null ? 'Unknown length' : formatClock(message.duration)}
          </span>
        </li>
        {place && (
          <li className="flex items-center gap-2">
            <MapPin className={DETAIL_ICON_CLASS} aria-hidden="true" />
            {place}
          </li>
        )}
        {software && (
          <li className="flex items-center gap-2">
            <DeviceIcon className={DETAIL_ICON_CLASS} aria-hidden="true" />
            {software}
          </li>
        )}
      </ul>
      <ContactLine kind="e-mail" value={message.email} />
      <ContactLine kind="phone" value={message.phone} />

      {message.audioDeletedAt ? (
        <RecordingDeleted deletedAt={message.audioDeletedAt} />
      ) : (
        <AudioPlayer src={voiceAudioUrl(message.id)} storedDuration={message.duration} controls={player} />
      )}

      {isPending ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {message.transcriptionError
            ? `Transcription failed: ${message.transcriptionError}`
            : 'Waiting for the transcript.'}
        </p>
      ) : (
        <>
          {message.understanding && <UnderstoodFields understanding={message.understanding} />}
          {answers.length > 0 ? (
            <TranscriptByAnswer
              answers={answers}
              transcript={message.transcript!}
              onPlay={message.audioDeletedAt ? undefined : (answer) => player.current?.playFrom(answer.startMs / 1000)}
            />
          ) : (
            <div className="flex items-start gap-1">
              <TranscriptText
                className="min-w-0 flex-1 pt-2.5"
                transcript={message.transcript || 'No speech was recognised in this recording.'}
                unsureWords={message.transcript ? unsureWords : []}
              />
              {message.transcript && <CopyButton text={message.transcript} label="Copy transcript" />}
            </div>
          )}
        </>
      )}

      <div className="flex flex-wrap gap-2">
        {/* Without its audio a message has nothing to download or transcribe again. */}
        {!message.audioDeletedAt && (
          <>
            <WithTooltip label="Download recording">
              <a
                href={voiceAudioUrl(message.id)}
                download={`voice-feedback-${message.id}.mp4`}
                aria-label="Download recording"
                className={buttonClassName({ variant: 'outline', size: 'icon' })}
              >
                <Download className="size-4" aria-hidden="true" />
              </a>
            </WithTooltip>
            <Button variant="outline" onClick={retry} disabled={isTranscribing}>
              <RefreshCw className={isTranscribing ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
              {isTranscribing ? 'Transcribing...' : 'Retry Transcription'}
            </Button>
          </>
        )}
        <ViewSessionButton sessionId={message.sessionId} />
        {message.sessionId && <TimelineButton target={{ kind: 'session', sessionId: message.sessionId }} />}
        <DeleteVoiceButton message={message} />
      </div>
    </article>
  );
});
