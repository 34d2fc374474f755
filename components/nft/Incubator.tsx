'use client';

import dynamic from 'next/dynamic';
import { WalletStackLoading } from '@/components/wallet-stack/WalletStackFallback';

/** The incubator's screen, wallet code: its chunk loads inside the wallet stack its route's layout mounts. */
export const Incubator = dynamic(() => import('./IncubatorScreen').then((module) => module.IncubatorScreen), {
  ssr: false,
  loading: WalletStackLoading,
});
