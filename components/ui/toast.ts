'use client';

import { toast } from 'sonner';

/** SPEC §9: a toast stays 2000 ms, a notification 3000 ms. */
export const TOAST_DURATION_MS = 2000;
export const NOTIFY_DURATION_MS = 3000;

/** The one way the UI shows transient feedback; texts come already translated. */
export const showToast = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION_MS }),
  info: (message: string) => toast(message, { duration: TOAST_DURATION_MS }),
  danger: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS }),
  notify: (title: string, description?: string) =>
    toast.error(title, { description, duration: NOTIFY_DURATION_MS }),
};
