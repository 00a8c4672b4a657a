import { useSyncExternalStore } from 'react';
import type { LeadSyncField, LeadSyncRecord } from './lead-sync-record.js';

/**
 * A lead-sync record as sent on this page, with the fields in it that the voicemail heard rather
 * than the visitor typed (the form marks those, decision 0035); empty for the brochure's records.
 */
export interface LeadSyncMessage {
  record: LeadSyncRecord;
  heard: readonly LeadSyncField[];
}

/**
 * The state the page's islands share. The public pages are prerendered HTML with several small
 * React roots (the brochure card, the consultation form, the floating voicemail button and its
 * panel), each loaded on its own schedule, so they cannot share a React context. They share this
 * one typed store instead of window events and module-level variables: a value set before its
 * reader's code arrived is still there when it does (decision 0022).
 */
export interface IslandState {
  /** The newest lead-sync record sent on this page; `seq` grows with each one. */
  lastLeadSync: ({ seq: number } & LeadSyncMessage) | null;
  /** Records sent while no consultation form listened: the form takes them when it mounts. */
  leadSyncBacklog: readonly LeadSyncMessage[];
  /** A consultation form on this page applies records as they come. */
  consultationFormListening: boolean;
  /** Grows each time a 'Record' button asks the voicemail panel to open. */
  voicemailOpenRequests: number;
  /** A recording waits in this browser's outbox to be sent (the floating button says so). */
  voicemailOutboxWaiting: boolean;
  /**
   * The e-mail and phone of the consultation request sent from this page (the form clears itself
   * and the stored hand-offs): the voicemail's welcome step starts with them. Memory only.
   */
  consultationContact: { email: string; phone: string } | null;
}

type IslandListener = (state: IslandState, previous: IslandState) => void;

/**
 * The store itself: a value, its listeners and an update that merges, in a few lines on React's
 * useSyncExternalStore (decision 0044: a library for this cost the home page more bytes than it).
 */
function createIslandStore(initial: IslandState) {
  let state = initial;
  const listeners = new Set<IslandListener>();
  return {
    getState: (): IslandState => state,
    /** Merges `update` into the state, or with `replace` puts it in place of the state. */
    setState: (
      update: Partial<IslandState> | ((state: IslandState) => Partial<IslandState>),
      replace = false,
    ): void => {
      const previous = state;
      const next = typeof update === 'function' ? update(state) : update;
      state = replace ? (next as IslandState) : { ...state, ...next };
      for (const listener of listeners) listener(state, previous);
    },
    /** Calls `listener` after every update; returns unsubscribe. */
    subscribe: (listener: IslandListener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const islandStore = createIslandStore({
  lastLeadSync: null,
  leadSyncBacklog: [],
  consultationFormListening: false,
  voicemailOpenRequests: 0,
  voicemailOutboxWaiting: false,
  consultationContact: null,
});

/**
 * A React view of one slice of the store (re-renders only when that slice changes). `select`
 * must return a value of the state, not a new object, or React would render without end.
 */
export function useIslandState<T>(select: (state: IslandState) => T): T {
  const read = () => select(islandStore.getState());
  return useSyncExternalStore(islandStore.subscribe, read, read);
}

/** Asks the voicemail panel, wherever it is mounted, to open its welcome view (SPEC §2). */
export function requestVoicemail(): void {
  islandStore.setState((state) => ({ voicemailOpenRequests: state.voicemailOpenRequests + 1 }));
}

/** Calls `onRequest` each time a 'Record' button asks for the panel; returns unsubscribe. */
export function onVoicemailRequest(onRequest: () => void): () => void {
  return islandStore.subscribe((state, previous) => {
    if (state.voicemailOpenRequests !== previous.voicemailOpenRequests) onRequest();
  });
}
