import { DashboardColumn } from './dashboard-column.js';
import { LimitedList } from './limited-list.js';
import { ListEmpty, ListError, ListLoading } from './list-states.js';
import { useNow } from './use-now.js';
import { useVoiceFeedback } from './use-voice-feedback.js';
import { VoiceMessageCard } from './voice-message-card.js';

/** The Voice Feedback column (SPEC §2): every voice message, newest first. */
export function VoiceColumn() {
  const messages = useVoiceFeedback();
  const now = useNow();
  return (
    <DashboardColumn title="Voice Feedback">
      {messages.isPending ? (
        <ListLoading what="voice messages" />
      ) : messages.error && !messages.data ? (
        <ListError what="voice messages" error={messages.error} />
      ) : messages.data.length === 0 ? (
        <ListEmpty>No voice messages yet.</ListEmpty>
      ) : (
        <LimitedList
          items={messages.data}
          noun="voice messages"
          render={(message) => <VoiceMessageCard key={message.id} message={message} now={now} />}
        />
      )}
    </DashboardColumn>
  );
}
