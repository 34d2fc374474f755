import { captureShareCode, extractShareCode, readShareCode, SHARE_CODE_KEY, shareCodeForSignUp } from './shareCode';

beforeEach(() => sessionStorage.clear());

describe('share code (docs/PRODUCT.md §2)', () => {
  it('reads shareCode, or the lowercase sharecode', () => {
    expect(extractShareCode('?shareCode=AB12')).toBe('AB12');
    expect(extractShareCode('?sharecode=cd34&x=1')).toBe('cd34');
    expect(extractShareCode('?shareCode=AB12&sharecode=cd34')).toBe('AB12');
    expect(extractShareCode('?other=1')).toBeNull();
    expect(extractShareCode('?shareCode=')).toBeNull();
  });

  it('keeps it in session storage under shareCode', () => {
    captureShareCode('?id=3&sharecode=XY9');
    expect(sessionStorage.getItem(SHARE_CODE_KEY)).toBe('"XY9"');
    expect(readShareCode()).toBe('XY9');
  });

  it('keeps the earlier code when the address has none', () => {
    captureShareCode('?shareCode=FIRST');
    captureShareCode('');
    expect(readShareCode()).toBe('FIRST');
  });

  it('is sent with a sign-up only in the form the server accepts', () => {
    expect(shareCodeForSignUp()).toBeUndefined();
    captureShareCode('?shareCode=lower7');
    expect(shareCodeForSignUp()).toBe('lower7');
    captureShareCode("?shareCode=x'%20OR%201=1");
    expect(shareCodeForSignUp()).toBeUndefined();
  });
});
