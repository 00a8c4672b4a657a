import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { peoplePagesOptions } from '#client/features/workbench/api/use-people.js';
import { voicePagesOptions } from '#client/features/voice/api/use-voice-feedback.js';

/**
 * Asks for the first page of leads (people) and of voice messages as the dashboard starts to render,
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
    void queryClient.prefetchInfiniteQuery(
      peoplePagesOptions({ filter: 'all', sort: 'newest', search: '', sessionId: null }),
    );
    void queryClient.prefetchInfiniteQuery(voicePagesOptions());
    return null;
  });
}
