/**
 * How a visitor's place, device and address read on the dashboard, the same in Recent Visitors
 * and on session cards.
 */

/** 'City, State', whichever of the two is known, or 'Unknown location'. */
export function placeName(city: string | null, state: string | null): string {
  return [city, state].filter(Boolean).join(', ') || 'Unknown location';
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'Desktop · Chrome'; either part may be missing. */
export function deviceLabel(deviceType: string | null, browserName: string | null): string {
  return [deviceType && capitalise(deviceType), browserName].filter(Boolean).join(' · ') || 'Unknown device';
}

/** The retention job clears old addresses: say so instead of leaving a blank. */
export function ipAddressLabel(ipAddress: string | null): string {
  return ipAddress ?? 'IP cleared';
}
