/** docs/PRODUCT.md §9: the device type the app adapts to. */
export type DeviceType = 'android' | 'ios' | 'other';

/**
 * The device type from a user agent. iPadOS 13+ presents itself as a Mac, so a "Macintosh" with a touch
 * screen counts as iOS.
 */
export function detectDeviceType(userAgent: string, maxTouchPoints = 0): DeviceType {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** The current browser's device type; 'other' during the prerender. */
export function currentDeviceType(): DeviceType {
  if (typeof navigator === 'undefined') return 'other';
  return detectDeviceType(navigator.userAgent, navigator.maxTouchPoints);
}
