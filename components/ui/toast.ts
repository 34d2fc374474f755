'use client';

import type { toast as SonnerToast } from 'sonner';

/** docs/PRODUCT.md §9: a toast stays 2000 ms, a notification 3000 ms. */
export const TOAST_DURATION_MS = 2000;
export const NOTIFY_DURATION_MS = 3000;

type Toast = typeof SonnerToast;
type Listener = () => void;

/**
 * Toasts are rare, so the toast library stays off the first paint: the first toast loads it and asks the
 * host (`ToastHost`) to mount its toaster, which also shows the toasts raised before it was mounted.
 */
let loading: Promise<Toast> | null = null;
let wanted = false;
const listeners = new Set<Listener>();

function loadToast(): Promise<Toast> {
  loading ??= import('sonner').then((sonner) => sonner.toast);
  return loading;
}

function withToast(show: (toast: Toast) => void): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  loadToast()
    .then(show)
    .catch(() => {
      // The chunk could not load (offline before it was cached): feedback is lost, the app goes on.
      loading = null;
    });
}

/**
 * Loads the toast library ahead of a toast that is bound to come (the outcome of a transaction), so the
 * feedback shows when it is due instead of a chunk download later. Nothing is mounted yet.
 */
export function preloadToasts(): void {
  loadToast().catch(() => {
    loading = null;
  });
}

/** An external store for `useSyncExternalStore`: whether a toast has been asked for yet. */
export const toasterDemand = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWanted: (): boolean => wanted,
};

/** The one way the UI shows transient feedback; texts come already translated. */
export const showToast = {
  success: (message: string) => withToast((toast) => toast.success(message, { duration: TOAST_DURATION_MS })),
  info: (message: string) => withToast((toast) => toast(message, { duration: TOAST_DURATION_MS })),
  danger: (message: string) => withToast((toast) => toast.error(message, { duration: TOAST_DURATION_MS })),
  notify: (title: string, description?: string) => withToast((toast) => toast.error(title, { description, duration: NOTIFY_DURATION_MS })),
  /** Good news worth the longer notification time: something the reader waited for is ready. */
  announce: (title: string, description?: string) =>
    withToast((toast) => toast.success(title, { description, duration: NOTIFY_DURATION_MS })),
};
