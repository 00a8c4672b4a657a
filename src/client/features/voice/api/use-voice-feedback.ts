import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voicePageSchema } from '#shared/voice-list-schemas.js';
import type { VoiceFeedback } from '#shared/voice-schemas.js';
import { toast } from '#client/components/ui/use-toast.js';
import { apiRequest } from '#client/lib/api.js';
import { pagesOptions, replaceCachedItem, usePolledPages } from '#client/lib/use-polled-pages.js';
import { API_ROUTES, apiPath } from '#shared/api-routes.js';

/** Every voice query's key starts with this: a retry or a delete refreshes them. */
export const VOICE_FEEDBACK_KEY = [API_ROUTES.voiceFeedback] as const;
/** The pages of one view: every message, or those of the dashboard's filtered session. */
export const voicePagesKey = (sessionId: string | null = null) =>
  [VOICE_FEEDBACK_KEY[0], sessionId ? { sessionId } : {}] as const;

/** Where a message's recording is played and downloaded from. */
export const voiceAudioUrl = (id: number) => apiPath(API_ROUTES.voiceAudio, { id });

/** Voice messages, newest first as the server sends them, 25 at a time, polled every 10 s (SPEC §7). */
export function useVoicePages(sessionId: string | null = null) {
  return usePolledPages(voicePageSchema, voicePagesKey(sessionId));
}

/** How those pages are fetched, for a prefetch ahead of the column. */
export const voicePagesOptions = () => pagesOptions(voicePageSchema, voicePagesKey());

/** Asks the server to transcribe a message again; the poll then shows the outcome. */
export function useRetryTranscriptionRequest(id: number, onStarted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', apiPath(API_ROUTES.voiceRetry, { id })),
    onSuccess: async () => {
      onStarted();
      toast({ title: 'Transcription retry started' });
      await queryClient.invalidateQueries({ queryKey: VOICE_FEEDBACK_KEY });
    },
    onError: () => toast({ title: 'Failed to retry transcription', variant: 'destructive' }),
  });
}

/**
 * Deletes a message (soft delete on the server; SPEC §7 DELETE /api/voice-feedback/{id}, §8 toasts).
 * On success the cached copy is marked deleted at once, so its card leaves the column (which never
 * lists deleted messages) without waiting for the refetch behind it.
 */
export function useDeleteVoiceFeedback(message: VoiceFeedback) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', apiPath(API_ROUTES.voiceMessage, { id: message.id })),
    onSuccess: async () => {
      replaceCachedItem(queryClient, VOICE_FEEDBACK_KEY, { ...message, isDeleted: true });
      toast({ title: 'Voice feedback deleted successfully' });
      await queryClient.invalidateQueries({ queryKey: VOICE_FEEDBACK_KEY });
    },
    onError: () => toast({ title: 'Failed to delete voice feedback', variant: 'destructive' }),
  });
}
