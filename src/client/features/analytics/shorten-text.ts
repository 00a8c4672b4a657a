/** SPEC §9: long referrers are cut to 50 characters. */
export const REFERRER_DISPLAY_CHARS = 50;

/**
 * The text cut to `max` characters (an ellipsis included), counting code points so an emoji is
 * never split in half. The caller shows the full text in a title.
 */
export function shortenText(text: string, max = REFERRER_DISPLAY_CHARS): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}
