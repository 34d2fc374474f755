'use client';

import { useSyncExternalStore } from 'react';
import type { Schemas } from '@/lib/api/schema';
import { localStore } from './storage';

/** The signed-in user as the main API returns it (docs/PRODUCT.md §3). */
export type UserInfo = Schemas['UserInfo'];

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  /**
   * The wallet address the session was built for: persisted, so a wallet that comes back on another
   * account is told apart from the one the user signed in with (docs/PRODUCT.md §4).
   */
  address: string | null;
  accountId: string | null;
}

/** Local storage keys of the persisted part of the session. */
export const TOKEN_KEY = 'token';
export const USER_INFO_KEY = 'userInfo';
export const ADDRESS_KEY = 'address';

const SIGNED_OUT: SessionState = { token: null, userInfo: null, address: null, accountId: null };

let state: SessionState | null = null;
const listeners = new Set<() => void>();

function readPersisted(): Pick<SessionState, 'token' | 'userInfo' | 'address'> {
  const token = localStore.get<string>(TOKEN_KEY);
  const address = localStore.get<string>(ADDRESS_KEY);
  return {
    token: typeof token === 'string' && token ? token : null,
    userInfo: localStore.get<UserInfo>(USER_INFO_KEY),
    address: typeof address === 'string' && address ? address : null,
  };
}

function current(): SessionState {
  state ??= { ...SIGNED_OUT, ...readPersisted() };
  return state;
}

function replace(next: SessionState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function onOtherTabChange(event: StorageEvent): void {
  // Another tab signed in or out: the token in local storage is the truth (docs/PRODUCT.md §4.1).
  if (event.key === null || event.key === TOKEN_KEY || event.key === USER_INFO_KEY || event.key === ADDRESS_KEY) {
    replace({ ...current(), ...readPersisted() });
  }
}

/** The one client session store: token, userInfo and address persisted as JSON, accountId in memory. */
export const session = {
  get: current,

  /** Merges a patch; `token`, `userInfo` and `address` in it are persisted (null removes them). */
  set(patch: Partial<SessionState>): void {
    if ('token' in patch) localStore.set(TOKEN_KEY, patch.token);
    if ('userInfo' in patch) localStore.set(USER_INFO_KEY, patch.userInfo);
    if ('address' in patch) localStore.set(ADDRESS_KEY, patch.address);
    replace({ ...current(), ...patch });
  },

  subscribe(listener: () => void): () => void {
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.addEventListener('storage', onOtherTabChange);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', onOtherTabChange);
      }
    };
  },

  /** Logs out: removes the token and the user info, keeps the wallet connection. */
  signOut(): void {
    session.set({ token: null, userInfo: null });
  },

  /** docs/PRODUCT.md §4.2: forgets the wallet address, the token and everything in local storage. */
  clearAll(): void {
    localStore.clear();
    replace({ ...SIGNED_OUT });
  },
};

/** Logged in exactly when a token exists in local storage (docs/PRODUCT.md §4.1). */
export function hasStoredToken(): boolean {
  return readPersisted().token !== null;
}

/**
 * Whether local storage holds a token under `tokenKey`, read as the store reads it. For the prerendered
 * header's inline script, which runs its source before the app (and `localStore`) has loaded, so it is
 * self-contained.
 */
export function isTokenStored(tokenKey: string): boolean {
  try {
    const token: unknown = JSON.parse(window.localStorage.getItem(tokenKey) ?? 'null');
    return typeof token === 'string' && token !== '';
  } catch {
    return false;
  }
}

/**
 * Subscribes a component to one slice of the session. The selector must return a value that stays
 * identical while the session does not change (a field, not a freshly built object).
 * The prerender and the hydration pass see a signed-out session, so the HTML always matches.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useSyncExternalStore(
    session.subscribe,
    () => selector(current()),
    () => selector(SIGNED_OUT),
  );
}

export function useIsLoggedIn(): boolean {
  return useSession((sessionState) => sessionState.token !== null);
}

/** Whether the reader is logged in, or null in the prerender and the hydration pass, which cannot know. */
export function useLoginStateOnceKnown(): boolean | null {
  return useSyncExternalStore(
    session.subscribe,
    () => current().token !== null,
    () => null,
  );
}
