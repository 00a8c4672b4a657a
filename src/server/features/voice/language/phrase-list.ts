/**
 * Word and phrase lists written as one text (phrases`owe, past due, in debt`, words`llc inc
 * corp`), so the long vocabularies of the extractors read as prose instead of a column of quotes.
 */
export function phrases(strings: TemplateStringsArray): string[] {
  return strings.raw
    .join('')
    .split(',')
    .map((phrase) => phrase.replace(/\s+/g, ' ').trim())
    .filter((phrase) => phrase.length > 0);
}

/** Single words separated by spaces or line breaks. */
export function words(strings: TemplateStringsArray): string[] {
  return strings.raw
    .join('')
    .split(/\s+/)
    .filter((word) => word.length > 0);
}
