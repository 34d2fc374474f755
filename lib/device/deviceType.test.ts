import { currentDeviceType, detectDeviceType } from './deviceType';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('detectDeviceType', () => {
  it('recognises android and ios', () => {
    expect(detectDeviceType(UA.android)).toBe('android');
    expect(detectDeviceType(UA.iphone)).toBe('ios');
  });

  it('counts an iPad in desktop mode as ios, a Mac without touch as other', () => {
    expect(detectDeviceType(UA.ipadDesktopMode, 5)).toBe('ios');
    expect(detectDeviceType(UA.ipadDesktopMode, 0)).toBe('other');
  });

  it('calls everything else other', () => {
    expect(detectDeviceType(UA.windows)).toBe('other');
    expect(detectDeviceType('')).toBe('other');
  });

  it('reads the current browser', () => {
    expect(currentDeviceType()).toBe('other');
  });
});
