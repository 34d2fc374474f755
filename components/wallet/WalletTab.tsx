'use client';

import dynamic from 'next/dynamic';
import { WalletStackLoading } from '@/components/wallet-stack/WalletStackFallback';

/** The Wallet tab's screen, wallet code: its chunk loads inside the wallet stack its route's layout mounts. */
export const WalletTab = dynamic(() => import('./WalletScreen').then((module) => module.WalletScreen), {
  ssr: false,
  loading: WalletStackLoading,
});
