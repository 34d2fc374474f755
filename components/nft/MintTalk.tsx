'use client';

import dynamic from 'next/dynamic';
import { WalletSkeleton } from '@/components/wallet/WalletSkeleton';

/** The wallet stack only exists in the browser and only on the routes that need it. */
export const MintTalk = dynamic(() => import('./MintContent'), { ssr: false, loading: WalletSkeleton });
