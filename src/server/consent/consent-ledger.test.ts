import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { consentContext } from './consent-ledger.js';

const SITE = ['https://summit.example', 'https://www.summit.example'];
const request = (referer?: string) =>
  ({ headers: referer === undefined ? {} : { referer }, ip: '203.0.113.9' }) as unknown as FastifyRequest;

describe('consentContext', () => {
  it('names the page of a Referer from any of the site own origins (PUBLIC_URL and ALLOWED_ORIGINS)', () => {
    expect(consentContext(request('https://summit.example/faq?x=1#top'), SITE)).toEqual({
      ipAddress: '203.0.113.9',
      page: '/faq?x=1',
    });
    expect(consentContext(request('https://www.summit.example/services'), SITE).page).toBe('/services');
  });

  it('names no page for another site, a look-alike host or no Referer', () => {
    for (const referer of ['https://evil.example/faq', 'https://summit.example.evil.example/', 'not a url', undefined])
      expect(consentContext(request(referer), SITE).page).toBeNull();
  });
});
