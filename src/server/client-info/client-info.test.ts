import { describe, expect, it } from 'vitest';
import { openGeoLookup } from './geo-lookup.js';
import { describeUserAgent } from './user-agent.js';

describe('geo lookup (offline GeoLite2)', () => {
  it('finds the city and region of public IPv4 and IPv6 addresses and nothing for private ones', async () => {
    const geo = await openGeoLookup();
    expect(geo.lookup('24.48.0.1')).toEqual({ city: 'Montreal', state: 'Quebec' });
    expect(geo.lookup('::ffff:24.48.0.1')).toEqual({ city: 'Montreal', state: 'Quebec' });
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.5', '::1', 'not-an-ip', '']) {
      expect(geo.lookup(address), address).toEqual({ city: null, state: null });
    }
  });
});

describe('user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'mobile',
      'Safari',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'tablet',
      'Safari',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'desktop',
      'Chrome',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'mobile',
      'Chrome',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'desktop', 'Firefox'],
  ])('describes %s', (userAgent, deviceType, browserName) => {
    expect(describeUserAgent(userAgent)).toEqual({ deviceType, browserName });
  });

  it('says unknown for a missing or unrecognisable header', () => {
    expect(describeUserAgent(undefined)).toEqual({ deviceType: 'unknown', browserName: null });
    expect(describeUserAgent('curl/8.5.0').deviceType).toBe('unknown');
  });
});
