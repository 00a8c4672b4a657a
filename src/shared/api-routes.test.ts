import { describe, expect, it } from 'vitest';
import { ADMIN_API_PREFIX, API_PREFIX, API_ROUTES, apiPath } from './api-routes.js';

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

describe('the prefixes', () => {
  it('start every API path, and admin login, verify and logout sit under the admin one', () => {
    expect(API_PREFIX).toBe('/api/');
    for (const path of Object.values(API_ROUTES)) expect(path.startsWith(API_PREFIX)).toBe(true);
    expect(ADMIN_API_PREFIX).toBe('/api/admin/');
    for (const path of [API_ROUTES.adminLogin, API_ROUTES.adminVerify, API_ROUTES.adminLogout]) {
      expect(path.startsWith(ADMIN_API_PREFIX)).toBe(true);
    }
  });
});
