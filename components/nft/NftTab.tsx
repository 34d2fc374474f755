'use client';

import dynamic from 'next/dynamic';
import { NftScreenFallback } from './NftScreenFallback';
import { NftStackGate } from './NftStackGate';

const loadNftTabContent = () => import('./NftTabContent');

/** The wallet stack only exists in the browser and only on the routes that need it. */
const NftTabContent = dynamic(loadNftTabContent, { ssr: false, loading: NftScreenFallback });

export function NftTab() {
  return (
    <NftStackGate loadStack={loadNftTabContent}>
      <NftTabContent />
    </NftStackGate>
  );
}
