'use client';

import dynamic from 'next/dynamic';
import { WalletStackLoading } from '@/components/wallet-stack/WalletStackFallback';

/** The NFT tab's screen, wallet code: its chunk loads inside the wallet stack its route's layout mounts. */
export const NftTab = dynamic(() => import('./NftScreen').then((module) => module.NftScreen), { ssr: false, loading: WalletStackLoading });
