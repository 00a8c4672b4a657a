import Bowser from 'bowser';
import { isbot } from 'isbot';
import { BoundedCache } from './bounded-cache.js';

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

/** Distinct user agents remembered (most recently seen); there are far fewer in use at once. */
export const USER_AGENT_CACHE_ENTRIES = 2000;
/** Longest part of a header that is parsed and used as a key, so the cache's memory is bounded too. */
const USER_AGENT_KEY_CHARS = 512;
const cache = new BoundedCache<string, Readonly<ParsedUserAgent>>(USER_AGENT_CACHE_ENTRIES);

function parse(userAgent: string): ParsedUserAgent {
  if (!userAgent) return { deviceType: 'unknown', browserName: null, isBot: false };
  const parsed = Bowser.parse(userAgent);
  const platform = parsed.platform.type;
  const deviceType: DeviceType =
    platform === 'mobile' || platform === 'tablet' || platform === 'desktop' ? platform : 'unknown';
  return { deviceType, browserName: parsed.browser.name || null, isBot: isbot(userAgent) };
}

const parseOnce = (key: string) => Object.freeze(parse(key));

function parsedUserAgent(userAgent: string | undefined): Readonly<ParsedUserAgent> {
  return cache.get((userAgent ?? '').slice(0, USER_AGENT_KEY_CHARS), parseOnce);
}

/** User agents cached now (never more than USER_AGENT_CACHE_ENTRIES); for the tests. */
export const cachedUserAgents = () => cache.size;

export function describeUserAgent(userAgent: string | undefined): ClientSoftware {
  const { deviceType, browserName } = parsedUserAgent(userAgent);
  return { deviceType, browserName };
}

/** isbot's verdict (crawlers, headless browsers, HTTP libraries); an absent header is not a bot here. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  return parsedUserAgent(userAgent).isBot;
}
