'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { toasterDemand } from './toast';

const Toaster = dynamic(() => import('sonner').then((sonner) => sonner.Toaster), { ssr: false });

const noToastBeforeHydration = () => false;

/** Mounts the toaster once the first toast is asked for (see `showToast`); nothing before that. */
export function ToastHost() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.isWanted, noToastBeforeHydration);
  return wanted ? <Toaster position="top-center" richColors closeButton={false} /> : null;
}
