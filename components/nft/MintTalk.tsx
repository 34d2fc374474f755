'use client';

import dynamic from 'next/dynamic';
import { WalletStackLoading } from '@/components/wallet-stack/WalletStackFallback';

/** The mint screen, wallet code: its chunk loads inside the wallet stack its route's layout mounts. */
export const MintTalk = dynamic(() => import('./MintScreen').then((module) => module.MintScreen), {
  ssr: false,
  loading: WalletStackLoading,
});
