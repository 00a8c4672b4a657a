import type { ReactNode } from 'react';
import type { TimelineTarget } from '#client/components/dashboard/timeline-drawer.js';
import type { TimelineEntry } from '#shared/timeline-schemas.js';
import { SessionTimeline } from '#client/features/sessions/components/session-timeline.js';
import { PersonTimeline } from '#client/features/workbench/components/person-timeline.js';
import { voiceAudioUrl } from '#client/features/voice/api/use-voice-feedback.js';
import { AudioPlayer } from '#client/features/voice/components/audio-player.js';
import { RecordingDeleted } from '#client/features/voice/components/recording-deleted.js';

/**
 * What the timeline drawer shows for each target, composed here because it joins features (a
 * session's or person's timeline plays voicemails with the voice feature's player).
 */
export function timelineContent(target: TimelineTarget): ReactNode {
  return target.kind === 'session' ? (
    <SessionTimeline sessionId={target.sessionId} renderVoicemail={voicemailPlayer} />
  ) : (
    <PersonTimeline personId={target.personId} renderVoicemail={voicemailPlayer} />
  );
}

const voicemailPlayer = (entry: Extract<TimelineEntry, { kind: 'voicemail' }>) =>
  entry.audioDeletedAt ? (
    <RecordingDeleted deletedAt={entry.audioDeletedAt} />
  ) : (
    <AudioPlayer src={voiceAudioUrl(entry.voiceMessageId)} storedDuration={entry.duration} />
  );
