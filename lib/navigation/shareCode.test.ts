import { captureShareCode, extractShareCode, readShareCode, SHARE_CODE_KEY } from './shareCode';

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
});
