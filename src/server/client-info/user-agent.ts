import Bowser from 'bowser';
import { isbot } from 'isbot';

/**
 * Device type, browser name and whether it is a bot, from a User-Agent header. Parsing (and
 * isbot's large regular expression) is not free and a visitor sends the same header with every
 * event, so results are cached (bounded).
 */
export type DeviceType = 'mobile' | 'tablet' | 'desktop' | 'unknown';

export interface ClientSoftware {
  deviceType: DeviceType;
  browserName: string | null;
}

interface ParsedUserAgent extends ClientSoftware {
  isBot: boolean;
}

const CACHE_LIMIT = 2000;
const cache = new Map<string, ParsedUserAgent>();

function parse(userAgent: string): ParsedUserAgent {
  if (!userAgent) return { deviceType: 'unknown', browserName: null, isBot: false };
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type;
  const deviceType: DeviceType =
    platform === 'mobile' || platform === 'tablet' || platform === 'desktop' ? platform : 'unknown';
  return { deviceType, browserName: parsed.browser.name || null, isBot: isbot(userAgent) };
}

function parsedUserAgent(userAgent: string | undefined): ParsedUserAgent {
  const key = (userAgent ?? '').slice(0, 512);
  const cached = cache.get(key);
  if (cached) return cached;
  const result = parse(key);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}

export function describeUserAgent(userAgent: string | undefined): ClientSoftware {
  const { deviceType, browserName } = parsedUserAgent(userAgent);
  return { deviceType, browserName };
}

/** isbot's verdict (crawlers, headless browsers, HTTP libraries); an absent header is not a bot here. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  return parsedUserAgent(userAgent).isBot;
}
