'use client';

import { useEffect, useRef, useState } from 'react';
import { useTargetPublicClient } from '@/lib/chain/tx/useTransactor';
import { chainNow } from '@/lib/nft/availability';
import type { NftOverview } from '@/lib/nft/reads';

/** How often the chain's clock is read again while the screen awaits a moment. */
export const CHAIN_CLOCK_SYNC_MS = 10_000;

type ClockReading = Pick<NftOverview, 'chainTime' | 'readAtMs'>;

/**
 * The chain's time now, ticking each second, for countdowns to on-chain deadlines. The chain's clock can
 * run apart from the wall clock (a local chain moved forward, a slow block producer), so while `sync` is
 * set (a moment is awaited), the latest block's time is read again every CHAIN_CLOCK_SYNC_MS and whenever
 * the page comes back to the foreground.
 */
export function useChainClock(overview: ClockReading | undefined, sync = false): bigint {
  // getPublicClient builds a new client object each render: the sync reads the latest through a ref, so
  // its timer is not torn down and restarted every tick.
  const client = useTargetPublicClient();
  const clientRef = useRef(client);
  useEffect(() => {
    clientRef.current = client;
  });
  const [synced, setSynced] = useState<ClockReading | null>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!sync) return;
    let cancelled = false;
    const read = () => {
      clientRef.current
        .getBlock({ blockTag: 'latest' })
        .then((block) => {
          if (!cancelled) setSynced({ chainTime: block.timestamp, readAtMs: Date.now() });
        })
        .catch(() => {
          // Unreachable for now: the clock goes on from the last reading and the next sync tries again.
        });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    const timer = window.setInterval(read, CHAIN_CLOCK_SYNC_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [sync]);

  if (!overview) return 0n;
  return chainNow(synced && synced.readAtMs > overview.readAtMs ? synced : overview, nowMs);
}
