import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callNextOptions } from '#client/features/workbench/api/use-call-next.js';
import { peoplePagesOptions } from '#client/features/workbench/api/use-people.js';
import { rememberedListView } from '#client/features/workbench/list-view-memory.js';
import { voicePagesOptions } from '#client/features/voice/api/use-voice-feedback.js';

/**
 * Asks for "Call next", the first page of leads (people, in the order this device last chose) and
 * of voice messages as the dashboard starts to render,
 * ahead of its other requests. Queries otherwise start once the whole dashboard has rendered,
 * children first, and the analytics summary (the costliest read) could go before the leads; on
 * PGlite the database answers one query at a time, so the order of the requests is the order of
 * the answers. The leads are what the principal acts on, so they come first.
 */
export function useFirstPagesFirst() {
  const queryClient = useQueryClient();
  // Once per dashboard, during its first render. A repeated call (Strict Mode renders twice)
  // joins the request already under way; data already held is not fetched again.
  useState(() => {
    void queryClient.prefetchQuery(callNextOptions(null));
    void queryClient.prefetchInfiniteQuery(
      peoplePagesOptions({ ...rememberedListView(), search: '', sessionId: null }),
    );
    void queryClient.prefetchInfiniteQuery(voicePagesOptions());
    return null;
  });
}
