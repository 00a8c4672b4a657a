import { DashboardColumn } from '#client/components/dashboard/dashboard-column.js';
import { ListEmpty, ListError, ListLoading } from '#client/components/dashboard/list-states.js';
import { PagedList } from '#client/components/dashboard/paged-list.js';
import { useNow } from '#client/components/dashboard/use-now.js';
import { loadedItems } from '#client/lib/use-polled-pages.js';
import { useSessionFilter } from '#client/components/dashboard/session-filter.js';
import { useVoicePages } from '#client/features/voice/api/use-voice-feedback.js';
import { VoiceMessageCard } from './voice-message-card.js';

/**
 * The Voice Feedback column (SPEC §2): the voice messages, newest first, 25 at a time; under the
 * session filter, only those left in that session (as every other column and count).
 */
export function VoiceColumn() {
  const { sessionId } = useSessionFilter();
  const pages = useVoicePages(sessionId);
  const now = useNow();
  // SPEC §4: deleted messages are never listed, whatever the server sends.
  const messages = loadedItems(pages.data).filter((message) => !message.isDeleted);
  return (
    <DashboardColumn title="Voice Feedback">
      {pages.isPending ? (
        <ListLoading what="voice messages" />
      ) : pages.error && !pages.data ? (
        <ListError what="voice messages" error={pages.error} />
      ) : messages.length === 0 ? (
        <ListEmpty>{sessionId ? 'No voice messages in this session.' : 'No voice messages yet.'}</ListEmpty>
      ) : (
        <PagedList
          items={messages}
          noun="voice messages"
          render={(message) => <VoiceMessageCard key={message.id} message={message} now={now} />}
          pages={pages}
        />
      )}
    </DashboardColumn>
  );
}
