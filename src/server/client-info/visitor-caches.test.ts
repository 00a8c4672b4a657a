import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.js';
import { cachedGeoLookup } from './cached-geo-lookup.js';
import { openGeoLookup } from './geo-lookup.js';
import { cachedUserAgents, describeUserAgent, isBotUserAgent, USER_AGENT_CACHE_ENTRIES } from './user-agent.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('bounded cache', () => {
  it('holds at most its number of entries, however many distinct keys it is given', () => {
    const cache = new BoundedCache<string, number>(50);
    for (let n = 0; n < 5000; n++) cache.get(`key ${n}`, () => n);
    expect(cache.size).toBe(50);
  });

  it('computes a value once while it is cached and evicts the least recently used key first', () => {
    const cache = new BoundedCache<string, string>(3);
    const computed: string[] = [];
    const compute = (key: string) => {
      computed.push(key);
      return key.toUpperCase();
    };
    for (const key of ['a', 'b', 'c', 'a', 'd']) cache.get(key, compute);
    // 'a' was used again before 'd' came, so 'b' was the least recently used.
    expect(computed).toEqual(['a', 'b', 'c', 'd']);
    expect(cache.get('a', compute)).toBe('A');
    expect(cache.get('b', compute)).toBe('B');
    expect(computed).toEqual(['a', 'b', 'c', 'd', 'b']);
  });
});

describe('cached geo lookup', () => {
  it('gives the same places as the uncached lookup, on the first and on later requests', async () => {
    const geo = await openGeoLookup();
    const cached = cachedGeoLookup(geo);
    const addresses = ['24.48.0.1', '::ffff:24.48.0.1', '73.162.0.1', '8.8.8.8', '2001:4860:4860::8888'];
    for (const address of [...addresses, '127.0.0.1', '10.1.2.3', '::1', 'not-an-ip', '']) {
      const uncached = geo.lookup(address);
      expect(cached.lookup(address), address).toEqual(uncached);
      expect(cached.lookup(address), `${address} again`).toEqual(uncached);
    }
    expect(cached.lookup('24.48.0.1')).toEqual({ city: 'Montreal', state: 'Quebec' });
  });

  it('stays within its bound when every request comes from another address', async () => {
    const cached = cachedGeoLookup(await openGeoLookup(), 100);
    for (let n = 0; n < 2000; n++) cached.lookup(`24.48.${Math.floor(n / 256)}.${n % 256}`);
    expect(cached.size).toBe(100);
    expect(cached.lookup('24.48.0.1')).toEqual({ city: 'Montreal', state: 'Quebec' });
  });
});

describe('cached user agents', () => {
  it('stays within its bound when every request sends another header', () => {
    for (let n = 0; n < USER_AGENT_CACHE_ENTRIES + 1000; n++)
      describeUserAgent(CHROME.replace('131.0.0.0', `131.0.${n}.0`));
    expect(cachedUserAgents()).toBe(USER_AGENT_CACHE_ENTRIES);
  });

  it('describes a header and still knows a bot when the answer comes from the cache', () => {
    // Headers no other test sends, so the first call parses them.
    const browser = CHROME.replace('131.0.0.0', '131.0.6778.86');
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.86';
    for (const time of ['first', 'cached']) {
      expect(describeUserAgent(browser), time).toEqual({ deviceType: 'desktop', browserName: 'Chrome' });
      expect(isBotUserAgent(browser), time).toBe(false);
      expect(isBotUserAgent(bot), time).toBe(true);
    }
  });
});
