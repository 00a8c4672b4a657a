import { beforeEach, describe, expect, it } from 'vitest';
import { islandStore, onVoicemailRequest, requestVoicemail } from './island-store.js';
import { onLeadSync, releaseLeadSync, takeLeadSyncBacklog } from './lead-sync-store.js';
import { sendLeadSync } from './send-lead-sync.js';

const initial = islandStore.getState();

describe('island store', () => {
  beforeEach(() => islandStore.setState(initial, true));

  it('keeps records for a consultation form that does not listen yet, and hands them over once', () => {
    sendLeadSync({ email: 'early@acme.example' });
    sendLeadSync({ firstName: 'Jane Q Public' });
    expect(takeLeadSyncBacklog()).toEqual([
      { record: { email: 'early@acme.example' }, heard: [] },
      { record: { firstName: 'Jane', lastName: 'Q Public' }, heard: [] },
    ]);
    // Listening now: later records go to the subscribers only.
    sendLeadSync({ company: 'Acme' });
    expect(takeLeadSyncBacklog()).toEqual([]);
    releaseLeadSync();
    sendLeadSync({ company: 'Later' });
    expect(takeLeadSyncBacklog()).toEqual([{ record: { company: 'Later' }, heard: [] }]);
  });

  it('drops junk and keeps at most 20 records for a page without the form', () => {
    sendLeadSync('nonsense');
    sendLeadSync({ debtAmount: 'lots' });
    expect(islandStore.getState().lastLeadSync).toBeNull();
    for (let i = 0; i < 25; i++) sendLeadSync({ message: `record ${i}` });
    const backlog = takeLeadSyncBacklog();
    expect(backlog).toHaveLength(20);
    expect(backlog[0]).toEqual({ record: { message: 'record 5' }, heard: [] });
  });

  it('tells each subscriber about each record, and stops after unsubscribe', () => {
    const received: unknown[] = [];
    const unsubscribe = onLeadSync(({ record }) => received.push(record));
    sendLeadSync({ email: 'a@acme.example' });
    sendLeadSync({ email: 'a@acme.example' });
    unsubscribe();
    sendLeadSync({ email: 'b@acme.example' });
    expect(received).toEqual([{ email: 'a@acme.example' }, { email: 'a@acme.example' }]);
  });

  it('carries the fields the voicemail heard with a record, split names included', () => {
    const received: unknown[] = [];
    const unsubscribe = onLeadSync((message) => received.push(message));
    sendLeadSync({ firstName: 'Rachel Goldberg', email: 'r@acme.example', company: 'Acme' }, [
      'firstName',
      'company',
      'debtAmount',
      'nonsense',
    ]);
    unsubscribe();
    expect(received).toEqual([
      {
        record: { firstName: 'Rachel', lastName: 'Goldberg', email: 'r@acme.example', company: 'Acme' },
        heard: ['firstName', 'lastName', 'company'],
      },
    ]);
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
