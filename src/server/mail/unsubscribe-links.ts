import { API_ROUTES, apiPath } from '#shared/api-routes.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** What an unsubscribable message (acknowledgement, reminder) carries. */
export interface UnsubscribeLinks {
  /** `List-Unsubscribe` (the API's one-click URL) and `List-Unsubscribe-Post` (RFC 8058). */
  headers: Record<string, string>;
  /** The page to show in the body: it asks before it unsubscribes (a GET never does). */
  pageUrl: string;
}

/** The unsubscribe page's path (the client's route); the token follows it. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe/';

/**
 * Unsubscribe links for an address (decision 0037). The header points at the API, which mail
 * providers POST to with `List-Unsubscribe=One-Click`; the body links to a page with a button,
 * since mail scanners fetch every link in a message and a GET must not unsubscribe anyone.
 */
export class UnsubscribeLinkMaker {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly publicUrl: URL,
    /** An address's key in the unsubscribe list (emailKey). */
    private readonly addressKey: (address: string) => string | null,
  ) {}

  /** The links for `address`, or null when it is no address (it then gets no unsubscribable mail either). */
  for(address: string): UnsubscribeLinks | null {
    const key = this.addressKey(address);
    if (!key) return null;
    const token = this.tokens.issue(key);
    const oneClick = new URL(apiPath(API_ROUTES.mailUnsubscribe, { token }), this.publicUrl).href;
    return {
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      pageUrl: new URL(UNSUBSCRIBE_PAGE_PATH + token, this.publicUrl).href,
    };
  }
}
