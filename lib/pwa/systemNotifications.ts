/**
 * System notifications, with the reader's permission, shown through the service worker: its notifications
 * outlive the tab's focus, and a tap on one brings the app back (the worker's notificationclick handler).
 */

export type NotificationAccess = NotificationPermission | 'unsupported';

export function notificationAccess(): NotificationAccess {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks once; the browser remembers the answer and never asks again after a refusal. */
export async function requestNotificationAccess(): Promise<NotificationAccess> {
  if (notificationAccess() === 'unsupported') return 'unsupported';
  return Notification.requestPermission();
}

export interface SystemNotice {
  title: string;
  body: string;
  /** A notice with the same tag replaces the earlier one instead of piling up. */
  tag: string;
  /** The app page a tap on the notice opens. */
  path: string;
}

/**
 * Shows `notice` as a system notification if the reader allowed them. Through the service worker when one
 * controls the app; without one (a first visit before it installed) through the page, where the browser
 * allows that. Resolves to whether one was shown.
 */
export async function showSystemNotification(notice: SystemNotice): Promise<boolean> {
  if (notificationAccess() !== 'granted') return false;
  const options: NotificationOptions = {
    body: notice.body,
    tag: notice.tag,
    icon: '/icons/icon-192.png',
    data: { path: notice.path },
  };
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) {
    await registration.showNotification(notice.title, options);
    return true;
  }
  try {
    new Notification(notice.title, options);
    return true;
  } catch {
    // Android's browsers allow notifications only through a service worker.
    return false;
  }
}
