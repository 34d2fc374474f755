import { failureMessage, failureSurface, type ApiFailure } from './failure';

describe('how a failure is shown (docs/PRODUCT.md §8)', () => {
  it.each<[ApiFailure, 'dialog' | 'toast']>([
    [{ kind: 'envelope', code: 10030, message: 'x' }, 'dialog'],
    [{ kind: 'envelope', code: 10033, message: 'x' }, 'dialog'],
    [{ kind: 'envelope', code: 10020, message: 'x' }, 'toast'],
    [{ kind: 'http', code: 'ERR_NETWORK' }, 'toast'],
  ])('%j → %s', (failure, surface) => {
    expect(failureSurface(failure)).toBe(surface);
  });

  it('uses the exact catalogue texts for 10030 and 10033, whatever the server said', () => {
    expect(failureMessage({ kind: 'envelope', code: 10030, message: 'other words' })).toEqual({
      source: 'catalogue',
      key: 'walletTiedToAnotherAccount',
    });
    expect(failureMessage({ kind: 'envelope', code: 10033, message: '' })).toEqual({
      source: 'catalogue',
      key: 'accountAlreadyBound',
    });
  });

  it("shows the server's message for other codes", () => {
    expect(failureMessage({ kind: 'envelope', code: 10020, message: 'Captcha is incorrect' })).toEqual({
      source: 'server',
      text: 'Captcha is incorrect',
    });
  });

  it('names each transport failure by its client code', () => {
    for (const code of ['ERR_NETWORK', 'ETIMEDOUT', 'ERR_BAD_REQUEST', 'ERR_BAD_RESPONSE', 'ERR_INVALID_URL'] as const) {
      expect(failureMessage({ kind: 'http', code })).toEqual({ source: 'catalogue', key: `http.${code}` });
    }
  });

  it('prefers the explanation a 4xx carried in its envelope', () => {
    expect(failureMessage({ kind: 'http', code: 'ERR_BAD_REQUEST', status: 400, message: 'email: Invalid' })).toEqual({
      source: 'server',
      text: 'email: Invalid',
    });
  });
});
