import { beforeEach, describe, expect, it } from 'vitest';
import {
  islandStore,
  onLeadSync,
  onVoicemailRequest,
  releaseLeadSync,
  requestVoicemail,
  takeLeadSyncBacklog,
} from './island-store.js';
import { sendLeadSync } from './send-lead-sync.js';

const initial = islandStore.getState();

describe('island store', () => {
  beforeEach(() => islandStore.setState(initial, true));

  it('keeps records for a consultation form that does not listen yet, and hands them over once', () => {
    sendLeadSync({ email: 'early@acme.example' });
    sendLeadSync({ firstName: 'Jane Q Public' });
    expect(takeLeadSyncBacklog()).toEqual([
      { email: 'early@acme.example' },
      { firstName: 'Jane', lastName: 'Q Public' },
    ]);
    // Listening now: later records go to the subscribers only.
    sendLeadSync({ company: 'Acme' });
    expect(takeLeadSyncBacklog()).toEqual([]);
    releaseLeadSync();
    sendLeadSync({ company: 'Later' });
    expect(takeLeadSyncBacklog()).toEqual([{ company: 'Later' }]);
  });

  it('drops junk and keeps at most 20 records for a page without the form', () => {
    sendLeadSync('nonsense');
    sendLeadSync({ debtAmount: 'lots' });
    expect(islandStore.getState().lastLeadSync).toBeNull();
    for (let i = 0; i < 25; i++) sendLeadSync({ message: `record ${i}` });
    const backlog = takeLeadSyncBacklog();
    expect(backlog).toHaveLength(20);
    expect(backlog[0]).toEqual({ message: 'record 5' });
  });

  it('tells each subscriber about each record, and stops after unsubscribe', () => {
    const received: unknown[] = [];
    const unsubscribe = onLeadSync((record) => received.push(record));
    sendLeadSync({ email: 'a@acme.example' });
    sendLeadSync({ email: 'a@acme.example' });
    unsubscribe();
    sendLeadSync({ email: 'b@acme.example' });
    expect(received).toEqual([{ email: 'a@acme.example' }, { email: 'a@acme.example' }]);
  });

  it('passes each Record request to the voicemail panel', () => {
    let opened = 0;
    const unsubscribe = onVoicemailRequest(() => opened++);
    requestVoicemail();
    requestVoicemail();
    unsubscribe();
    requestVoicemail();
    expect(opened).toBe(2);
  });
});
