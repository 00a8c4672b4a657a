import type { ReactNode } from 'react';

/**
 * The place of the Session Activity grid, full width below the columns, built separately: it
 * renders what it is given, or nothing. Inside it, useSessionFilter() is available.
 */
export function SessionActivitySlot({ sessionActivity }: { sessionActivity?: ReactNode }) {
  return sessionActivity ?? null;
}
