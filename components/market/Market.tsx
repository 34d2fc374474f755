'use client';

import dynamic from 'next/dynamic';
import { WalletStackLoading } from '@/components/wallet-stack/WalletStackFallback';

/** The market's screen, wallet code: its chunk loads inside the wallet stack its route's layout mounts. */
export const Market = dynamic(() => import('./MarketScreen').then((module) => module.MarketScreen), {
  ssr: false,
  loading: WalletStackLoading,
});
