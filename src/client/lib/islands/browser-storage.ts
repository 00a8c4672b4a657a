/**
 * Browser storage that never throws: blocked cookies and some private modes throw on any access,
 * and every caller treats that as "nothing stored" (the same-page store still carries the data).
 */

export type StorageKind = 'localStorage' | 'sessionStorage';

export function storage(kind: StorageKind): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

export function getStored(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when the value could not be stored (full or blocked storage). */
export function setStored(kind: StorageKind, key: string, value: string): boolean {
  try {
    storage(kind)?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(kind: StorageKind, key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Nothing we can do about blocked storage.
  }
}

/** `document.cookie`, or '' when cookies are blocked. */
export function readCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

/** One cookie's value from a `document.cookie` string (URI-decoded when possible), or null. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
