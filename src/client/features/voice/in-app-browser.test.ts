import { describe, expect, it } from 'vitest';
import { isInAppBrowser, openInBrowserHref } from './in-app-browser.js';

const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0.0.48.109;]';
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.0';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('in-app browsers', () => {
  it('tells app web views from real browsers', () => {
    expect(isInAppBrowser(FACEBOOK_ANDROID)).toBe(true);
    expect(isInAppBrowser(INSTAGRAM_IOS)).toBe(true);
    expect(isInAppBrowser(SAFARI_IOS)).toBe(false);
    expect(isInAppBrowser(CHROME_ANDROID)).toBe(false);
  });

  it('opens the page in the browser through an intent on Android only', () => {
    expect(openInBrowserHref(FACEBOOK_ANDROID, 'https://example.com/faq?x=1#contact')).toBe(
      'intent://example.com/faq?x=1#Intent;scheme=https;end',
    );
    expect(openInBrowserHref(INSTAGRAM_IOS, 'https://example.com/')).toBeNull();
  });
});
