import { mainApi, walletApi } from './clients';
import { reloadPage } from '@/lib/navigation/reload';
import { runtimeConfigAnswer, TEST_RUNTIME_CONFIG } from '@/lib/runtime-config/test-support';
import { session } from '@/lib/session/store';

jest.mock('@/lib/navigation/reload', () => ({ reloadPage: jest.fn() }));

const unauthorised = { code: 401, data: null, message: 'Unauthorised' };
let requestedUrls: string[];
let runtimeConfig = TEST_RUNTIME_CONFIG;

function answerWith(status: number, body: unknown) {
  requestedUrls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const config = runtimeConfigAnswer(input, runtimeConfig);
    if (config) return config;
    requestedUrls.push(String(input));
    return { status, ok: status >= 200 && status < 300, text: async () => JSON.stringify(body) } as Response;
  });
}

beforeEach(() => {
  localStorage.clear();
  session.set({ token: 'tok-1', userInfo: null, address: '0xabc', accountId: 'acc' });
  localStorage.setItem('language', JSON.stringify('es'));
  jest.mocked(reloadPage).mockClear();
});

describe('the main API client', () => {
  it('calls /{product}JavaRoom on the page origin', async () => {
    answerWith(200, { code: 200, data: 1, message: 'success' });
    await mainApi.get('/public/config/public-info');
    expect(requestedUrls).toEqual(['http://localhost/afaJavaRoom/public/config/public-info']);
  });

  it('on 401 clears all local storage and the session, then reloads', async () => {
    answerWith(401, unauthorised);
    await expect(mainApi.get('/app/user/info')).resolves.toBeNull();
    expect(localStorage.length).toBe(0);
    expect(session.get()).toEqual({ token: null, userInfo: null, address: null, accountId: null });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('on 401 to a visitor clears local storage without a reload, which would only be refused again', async () => {
    session.set({ token: null });
    answerWith(401, unauthorised);
    await expect(mainApi.get('/app/article/search-record')).resolves.toBeNull();
    expect(localStorage.length).toBe(0);
    expect(session.get()).toEqual({ token: null, userInfo: null, address: null, accountId: null });
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('the wallet API client', () => {
  it('calls /v1 on the page origin', async () => {
    answerWith(200, { code: 200, data: 1, message: 'success' });
    await walletApi.get('/nft/form-bind-info');
    expect(requestedUrls).toEqual(['http://localhost/v1/nft/form-bind-info']);
  });

  it('on 401 removes only the token, without a reload', async () => {
    answerWith(401, unauthorised);
    await expect(walletApi.post('/waas/create-wallet', {})).resolves.toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('language')).toBe('"es"');
    expect(session.get()).toMatchObject({ token: null, address: '0xabc', accountId: 'acc' });
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('the API clients of a deployment whose config.json names other origins', () => {
  it('call the main API and the wallet service there', async () => {
    runtimeConfig = { ...TEST_RUNTIME_CONFIG, apiOrigin: 'https://api.example.com', walletApiOrigin: 'https://wallet.example.com' };
    answerWith(200, { code: 200, data: 1, message: 'success' });
    await jest.isolateModulesAsync(async () => {
      const clients = await import('./clients');
      await clients.mainApi.get('/public/config/public-info');
      await clients.walletApi.get('/nft/form-bind-info');
    });
    expect(requestedUrls).toEqual([
      'https://api.example.com/afaJavaRoom/public/config/public-info',
      'https://wallet.example.com/v1/nft/form-bind-info',
    ]);
  });
});
