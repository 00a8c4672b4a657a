import { sql } from 'drizzle-orm';

/**
 * What a session search looks in (`session_search_texts`): each activity's page, a click's element
 * text and a keystroke's typed value. The tracking writer takes them from the events it stores;
 * retention reads them back from the activities that remain (search-text-rebuild.ts). Both must
 * agree, so the SQL form is kept here beside the rule it mirrors.
 */

/** Most texts of one session compared with each other; beyond that all are kept. */
const MAX_TEXTS_COMPARED = 200;

/**
 * The texts worth storing: a text another text of the same session contains adds no match (the
 * search is a case-insensitive substring), so it is left out. Typing "Acme" sends "A", "Ac",
 * "Acm", "Acme", and only "Acme" is kept.
 */
export function withoutContainedTexts(texts: string[]): string[] {
  if (texts.length > MAX_TEXTS_COMPARED) return texts;
  const longestFirst = texts.sort((a, b) => b.length - a.length);
  const kept: string[] = [];
  for (const text of longestFirst) if (!kept.some((longer) => longer.includes(text))) kept.push(text);
  return kept;
}

/**
 * The search texts of the `activities` row aliased `a`, one per row of `texts(text)`, null or empty
 * where the activity has none (the writer skips an empty click text or typed value).
 */
export const activitySearchTexts = sql`(values
    (a.page),
    (case when a.type = 'click' then nullif(a.details ->> 'elementText', '') end),
    (case when a.type = 'keystroke' then nullif(a.details ->> 'inputValue', '') end)
  ) as texts(text)`;
