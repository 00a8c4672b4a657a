import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath } from './api-routes.js';

describe('apiPath', () => {
  it('fills every parameter of a pattern, encoded', () => {
    expect(apiPath(API_ROUTES.voiceAudio, { id: 7 })).toBe('/api/voice-feedback/7/audio');
    expect(apiPath(API_ROUTES.voiceStreamChunk, { streamId: 'a b/c', seq: 3 })).toBe(
      '/api/voice-streams/a%20b%2Fc/chunks/3',
    );
    expect(apiPath(API_ROUTES.leadStatus, { id: 12 })).toBe('/api/consultation-requests/12/status');
  });

  it('leaves a pattern without parameters as it is', () => {
    expect(apiPath(API_ROUTES.leads, {})).toBe('/api/consultation-requests');
  });
});
