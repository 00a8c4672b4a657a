import { describe, expect, it } from 'vitest';
import { BOTTOM_TOAST_ZONE_PX, placementFor } from './toast-placement.js';

describe('where a toast goes', () => {
  const height = 844;
  it('goes to the bottom when no field has focus', () => {
    expect(placementFor(null, height)).toBe('bottom');
  });
  it('stays at the bottom for a field above the bottom zone', () => {
    expect(placementFor({ top: 600, bottom: height - BOTTOM_TOAST_ZONE_PX }, height)).toBe('bottom');
  });
  it('goes to the top for a field reaching into the bottom zone, so it never covers it', () => {
    expect(placementFor({ top: 680, bottom: height - BOTTOM_TOAST_ZONE_PX + 1 }, height)).toBe('top');
    expect(placementFor({ top: 2000, bottom: 2044 }, height)).toBe('top');
  });
  it('goes to the top while a sheet is docked at the bottom, whatever has focus', () => {
    expect(placementFor(null, height, 180)).toBe('top');
    expect(placementFor({ top: 100, bottom: 144 }, height, 180)).toBe('top');
  });
});
