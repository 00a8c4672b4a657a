/**
 * Apps that open links in their own web view (Facebook, Instagram, LinkedIn, TikTok, Line, X …)
 * often give the page no microphone. Telling the caller so, with a way out, beats a recorder that
 * fails with a puzzling "access denied".
 */
const IN_APP_PATTERN =
  /FBAN|FBAV|FB_IAB|Instagram|LinkedInApp|TikTok|musical_ly|Line\/|Twitter|Snapchat|Pinterest|GSA\//i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_PATTERN.test(userAgent);
}

/**
 * A link that opens this page in the phone's own browser: Android understands an intent URL for
 * it; iOS has no such link, so there the caller copies the address instead (null).
 */
export function openInBrowserHref(userAgent: string, pageUrl: string): string | null {
  if (!/Android/i.test(userAgent)) return null;
  const url = new URL(pageUrl);
  // The page's own #fragment is left out: the intent's parser reads from the first '#'.
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${url.protocol.replace(':', '')};end`;
}
