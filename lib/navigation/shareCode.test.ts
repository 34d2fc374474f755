import { CAPTURE_SHARE_CODE_SCRIPT, captureShareCode, readShareCode, SHARE_CODE_KEY, shareCodeForSignUp } from './shareCode';

beforeEach(() => sessionStorage.clear());

const capture = (search: string) => captureShareCode(search, SHARE_CODE_KEY);

describe('share code (docs/PRODUCT.md §2)', () => {
  it('reads shareCode, or the lowercase sharecode, and keeps it in session storage as JSON', () => {
    capture('?id=3&sharecode=XY9');
    expect(sessionStorage.getItem(SHARE_CODE_KEY)).toBe('"XY9"');
    expect(readShareCode()).toBe('XY9');
    capture('?shareCode=AB12&sharecode=cd34');
    expect(readShareCode()).toBe('AB12');
  });

  it('keeps the earlier code when the address has none, or an empty one', () => {
    capture('?shareCode=FIRST');
    capture('');
    capture('?other=1');
    capture('?shareCode=%20');
    expect(readShareCode()).toBe('FIRST');
  });

  it('is captured by the prerendered page from its own address, before the app has loaded', () => {
    window.history.replaceState(null, '', '/home?shareCode=EARLY42');
    new Function(CAPTURE_SHARE_CODE_SCRIPT)();
    expect(readShareCode()).toBe('EARLY42');
    window.history.replaceState(null, '', '/');
  });

  it('is sent with a sign-up only in the form the server accepts', () => {
    expect(shareCodeForSignUp()).toBeUndefined();
    capture('?shareCode=lower7');
    expect(shareCodeForSignUp()).toBe('lower7');
    capture("?shareCode=x'%20OR%201=1");
    expect(shareCodeForSignUp()).toBeUndefined();
  });
});
