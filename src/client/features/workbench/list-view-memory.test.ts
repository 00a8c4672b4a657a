import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIST_VIEW, LIST_VIEW_STORAGE_KEY, rememberListView, rememberedListView } from './list-view-memory.js';

/** A browser's localStorage, as far as the memory uses it (Node has none; the e2e spec uses Chromium's). */
function fakeLocalStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the remembered Active Leads view', () => {
  let localStorage: ReturnType<typeof fakeLocalStorage>;
  beforeEach(() => {
    localStorage = fakeLocalStorage();
    vi.stubGlobal('window', { localStorage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is SPEC’s newest-first list of everyone until the principal chooses otherwise', () => {
    expect(rememberedListView()).toEqual({ filter: 'all', sort: 'newest' });
    expect(DEFAULT_LIST_VIEW).toEqual({ filter: 'all', sort: 'newest' });
  });

  it('gives back the filter and order last chosen on this device', () => {
    rememberListView({ filter: 'voicemail', sort: 'due' });
    expect(rememberedListView()).toEqual({ filter: 'voicemail', sort: 'due' });
  });

  it('falls back part by part when what is stored is unknown or unreadable', () => {
    localStorage.setItem(LIST_VIEW_STORAGE_KEY, JSON.stringify({ filter: 'everything', sort: 'score' }));
    expect(rememberedListView()).toEqual({ filter: 'all', sort: 'score' });
    localStorage.setItem(LIST_VIEW_STORAGE_KEY, '{not json');
    expect(rememberedListView()).toEqual(DEFAULT_LIST_VIEW);
    localStorage.setItem(LIST_VIEW_STORAGE_KEY, '"due"');
    expect(rememberedListView()).toEqual(DEFAULT_LIST_VIEW);
  });
});
