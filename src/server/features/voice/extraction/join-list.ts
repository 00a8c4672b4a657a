/** "a, b and c" / "a or b": lists in the summary read as English, not as commas only. */
export function joinList(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
