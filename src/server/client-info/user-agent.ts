import Bowser from 'bowser';

/**
 * Device type and browser name from a User-Agent header. Parsing is not free and a visitor
 * sends the same header with every event, so results are cached (bounded).
 */
export type DeviceType = 'mobile' | 'tablet' | 'desktop' | 'unknown';

export interface ClientSoftware {
  deviceType: DeviceType;
  browserName: string | null;
}

const CACHE_LIMIT = 2000;
const cache = new Map<string, ClientSoftware>();

function parse(userAgent: string): ClientSoftware {
  if (!userAgent) return { deviceType: 'unknown', browserName: null };
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type;
  const deviceType: DeviceType =
    platform === 'mobile' || platform === 'tablet' || platform === 'desktop' ? platform : 'unknown';
  return { deviceType, browserName: parsed.browser.name || null };
}

export function describeUserAgent(userAgent: string | undefined): ClientSoftware {
  const key = (userAgent ?? '').slice(0, 512);
  const cached = cache.get(key);
  if (cached) return cached;
  const result = parse(key);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}
