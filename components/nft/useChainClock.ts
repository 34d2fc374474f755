'use client';

import { useEffect, useState } from 'react';
import { chainNow } from '@/lib/nft/availability';
import type { NftOverview } from '@/lib/nft/reads';

/** The chain's time now, ticking each second, for countdowns to on-chain deadlines. */
export function useChainClock(overview: Pick<NftOverview, 'chainTime' | 'readAtMs'> | undefined): bigint {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return overview ? chainNow(overview, nowMs) : 0n;
}
