import { describe, expect, it } from 'vitest';
import { deviceLabel, ipAddressLabel, placeName } from './visitor-labels.js';

describe('visitor labels', () => {
  it("names the place 'City, State', with what is known, or 'Unknown location'", () => {
    expect(placeName('Chicago', 'IL')).toBe('Chicago, IL');
    expect(placeName(null, 'IL')).toBe('IL');
    expect(placeName('', null)).toBe('Unknown location');
  });

  it('names the device and browser', () => {
    expect(deviceLabel('desktop', 'Chrome')).toBe('Desktop · Chrome');
    expect(deviceLabel(null, 'Safari')).toBe('Safari');
    expect(deviceLabel(null, null)).toBe('Unknown device');
  });

  it("says 'IP cleared' when the retention job removed the address", () => {
    expect(ipAddressLabel('203.0.113.7')).toBe('203.0.113.7');
    expect(ipAddressLabel(null)).toBe('IP cleared');
  });
});
