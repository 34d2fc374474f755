'use client';

import dynamic from 'next/dynamic';
import { NftTabFallback } from './NftTabFallback';

/** The wallet stack only exists in the browser and only on the routes that need it. */
export const NftTab = dynamic(() => import('./NftTabContent'), { ssr: false, loading: NftTabFallback });
