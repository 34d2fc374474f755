/**
 * docs/PRODUCT.md §9: every local storage value is kept as JSON. These helpers are the only way the app reads and
 * writes browser storage, and they are safe during the static prerender where no storage exists.
 */

type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage access throws in some privacy modes; the app then behaves as a fresh visitor.
    return null;
  }
}

function readJson<T>(kind: StorageArea, key: string): T | null {
  const raw = area(kind)?.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function writeJson(kind: StorageArea, key: string, value: unknown): void {
  const storage = area(kind);
  if (!storage) return;
  if (value === null || value === undefined) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(value));
}

export const localStore = {
  get: <T>(key: string): T | null => readJson<T>('local', key),
  /** Writing null or undefined removes the key. */
  set: (key: string, value: unknown): void => writeJson('local', key, value),
  remove: (key: string): void => area('local')?.removeItem(key),
  clear: (): void => area('local')?.clear(),
};

export const sessionStore = {
  get: <T>(key: string): T | null => readJson<T>('session', key),
  set: (key: string, value: unknown): void => writeJson('session', key, value),
};
