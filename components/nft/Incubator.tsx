'use client';

import dynamic from 'next/dynamic';
import { NftScreenFallback } from './NftScreenFallback';
import { NftStackGate } from './NftStackGate';

const loadIncubatorContent = () => import('./IncubatorContent');

/** The wallet stack only exists in the browser and only on the routes that need it. */
const IncubatorContent = dynamic(loadIncubatorContent, { ssr: false, loading: NftScreenFallback });

export function Incubator() {
  return (
    <NftStackGate loadStack={loadIncubatorContent}>
      <IncubatorContent />
    </NftStackGate>
  );
}
