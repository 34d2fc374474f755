'use client';

import dynamic from 'next/dynamic';
import { NftScreenFallback } from './NftScreenFallback';
import { NftStackGate } from './NftStackGate';

const loadMintContent = () => import('./MintContent');

/** The wallet stack only exists in the browser and only on the routes that need it. */
const MintContent = dynamic(loadMintContent, { ssr: false, loading: NftScreenFallback });

export function MintTalk() {
  return (
    <NftStackGate loadStack={loadMintContent}>
      <MintContent />
    </NftStackGate>
  );
}
