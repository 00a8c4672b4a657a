/**
 * Short dollar amounts for the summary, the way the firm writes them: $2.5M, $180K, $950.
 * Two decimals at most, trailing zeros dropped ($1.25M, $1.2M, $2M).
 */
export function formatMoney(amount: number): string {
  const short = (value: number) => String(Number(value.toFixed(2)));
  if (amount >= 1_000_000) return `$${short(amount / 1_000_000)}M`;
  if (amount >= 1_000) return `$${short(amount / 1_000)}K`;
  return `$${Math.round(amount)}`;
}
