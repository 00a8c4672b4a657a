import type { LeadSyncField, LeadSyncRecord } from './lead-sync-record.js';
import { islandStore, type LeadSyncMessage } from './island-store.js';

/**
 * The lead-sync part of the island store (island-store.ts): records sent on this page and the
 * consultation form's backlog. Apart from the store itself because only the forms' and the
 * voicemail's own chunks use it, and the home page's entry carries the store.
 */

/** A page that never shows the form keeps at most this many records for it. */
const BACKLOG_LIMIT = 20;

/**
 * Tells this page's consultation form about a record, already sanitized (send-lead-sync.ts does
 * that: it needs the shared field table, which the page-wide store must not pull in), and
 * which of its fields the voicemail heard. Kept for the form when it does not listen yet.
 */
export function pushLeadSync(record: LeadSyncRecord, heard: readonly LeadSyncField[] = []): void {
  const message: LeadSyncMessage = { record, heard };
  islandStore.setState((state) => ({
    lastLeadSync: { seq: (state.lastLeadSync?.seq ?? 0) + 1, ...message },
    leadSyncBacklog: state.consultationFormListening
      ? state.leadSyncBacklog
      : [...state.leadSyncBacklog, message].slice(-BACKLOG_LIMIT),
  }));
}

/** Calls `onMessage` with each record sent from now on; returns unsubscribe. */
export function onLeadSync(onMessage: (message: LeadSyncMessage) => void): () => void {
  return islandStore.subscribe((state, previous) => {
    const last = state.lastLeadSync;
    if (last && last !== previous.lastLeadSync) onMessage({ record: last.record, heard: last.heard });
  });
}

/** Called by the consultation form once it listens: hands over the records sent before. */
export function takeLeadSyncBacklog(): readonly LeadSyncMessage[] {
  const backlog = islandStore.getState().leadSyncBacklog;
  islandStore.setState({ consultationFormListening: true, leadSyncBacklog: [] });
  return backlog;
}

/** Called when the consultation form unmounts: keep records for the next one. */
export function releaseLeadSync(): void {
  islandStore.setState({ consultationFormListening: false });
}

/** Called by the consultation form after a request was accepted (see `consultationContact`). */
export function rememberConsultationContact(contact: { email: string; phone: string }): void {
  islandStore.setState({ consultationContact: contact });
}
