'use client';

import dynamic from 'next/dynamic';
import { WalletTabLoading } from './WalletTabFallback';

/** The wallet stack only exists in the browser and only on the routes that need it. */
export const WalletTab = dynamic(() => import('./WalletTabContent'), { ssr: false, loading: WalletTabLoading });
