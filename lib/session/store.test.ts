import { act, renderHook } from '@testing-library/react';
import { hasStoredToken, session, useIsLoggedIn, useSession, type UserInfo } from './store';

const user: UserInfo = {
  id: 7,
  nickname: 'Ada',
  avatar: '',
  email: 'ada@example.com',
  googleEmail: null,
  okxOpenId: null,
  wallets: [{ address: '0x1234567890abcdef1234567890abcdef12345678', chainIndex: 2810 }],
  shareCode: 'ADA7',
  invitedCount: 0,
  createdAt: '2030-01-01T00:00:00.000Z',
};

beforeEach(() => {
  session.clearAll();
});

describe('session store', () => {
  it('persists token and userInfo as JSON in local storage', () => {
    session.set({ token: 'tok', userInfo: user });
    expect(localStorage.getItem('token')).toBe('"tok"');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(user);
    expect(session.get()).toMatchObject({ token: 'tok', userInfo: user });
  });

  it('persists the wallet address the session was built for, and keeps accountId in memory only', () => {
    session.set({ address: '0xabc', accountId: 'acc-1' });
    expect(session.get()).toMatchObject({ address: '0xabc', accountId: 'acc-1' });
    expect(Object.keys(localStorage)).toEqual(['address']);
    expect(localStorage.getItem('address')).toBe('"0xabc"');
  });

  it('signOut removes token and userInfo but keeps the wallet and other storage', () => {
    localStorage.setItem('language', '"es"');
    session.set({ token: 'tok', userInfo: user, address: '0xabc' });
    session.signOut();
    expect(session.get()).toMatchObject({ token: null, userInfo: null, address: '0xabc' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('language')).toBe('"es"');
  });

  it('clearAll forgets address and token and empties local storage', () => {
    localStorage.setItem('language', '"es"');
    session.set({ token: 'tok', address: '0xabc', accountId: 'a' });
    session.clearAll();
    expect(session.get()).toEqual({ token: null, userInfo: null, address: null, accountId: null });
    expect(localStorage.length).toBe(0);
  });

  it('notifies subscribers of every change', () => {
    const listener = jest.fn();
    const unsubscribe = session.subscribe(listener);
    session.set({ address: '0x1' });
    session.signOut();
    unsubscribe();
    session.set({ address: '0x2' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is logged in exactly when a token is in local storage', () => {
    const { result } = renderHook(() => useIsLoggedIn());
    expect(result.current).toBe(false);
    act(() => session.set({ token: 'tok' }));
    expect(result.current).toBe(true);
    expect(hasStoredToken()).toBe(true);
    act(() => session.signOut());
    expect(result.current).toBe(false);
    expect(hasStoredToken()).toBe(false);
  });

  it('follows a sign-out made in another tab', () => {
    session.set({ token: 'tok' });
    const { result } = renderHook(() => useSession((state) => state.token));
    expect(result.current).toBe('tok');
    act(() => {
      localStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(result.current).toBeNull();
  });
});

describe('reading what an earlier visit stored', () => {
  it('loads the token and user info from local storage at first use', () => {
    jest.isolateModules(() => {
      localStorage.setItem('token', JSON.stringify('stored-token'));
      localStorage.setItem('userInfo', JSON.stringify(user));
      // A fresh module instance reads storage lazily, as on a page load.
      const fresh = jest.requireActual<typeof import('./store')>('./store');
      expect(fresh.session.get()).toEqual({ token: 'stored-token', userInfo: user, address: null, accountId: null });
    });
  });

  it('treats a value that is not JSON as absent', () => {
    jest.isolateModules(() => {
      localStorage.setItem('token', 'not-json');
      const fresh = jest.requireActual<typeof import('./store')>('./store');
      expect(fresh.session.get().token).toBeNull();
    });
  });
});
