'use client';

import { useSyncExternalStore } from 'react';
import { lazyAfterHydration } from './lazyAfterHydration';
import { toasterDemand } from './toast';

const Toaster = lazyAfterHydration(() => import('sonner').then((sonner) => sonner.Toaster));

/** Loads the toaster's script ahead of the first toast, which then waits only on the app's own state. */
export const preloadToaster = Toaster.preload;

const noToastBeforeHydration = () => false;

/** The screens' headers are 3.5rem tall under the safe area: toasts settle just below, never over Back or the account entry. */
const BELOW_HEADER = { top: 'calc(env(safe-area-inset-top) + 4rem)' };

/** Mounts the toaster once the first toast is asked for (see `showToast`); nothing before that. */
export function ToastHost() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.isWanted, noToastBeforeHydration);
  return wanted ? <Toaster position="top-center" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} richColors closeButton={false} /> : null;
}
