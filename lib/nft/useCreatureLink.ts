'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { CREATURE_LINK_PARAM, parseCreatureLink, withoutCreatureLink, type CreatureLink } from './creature-link';

/**
 * The creature the address names (`/nft?id=…`, see creature-link), and `clear`, which takes it off the address
 * in place (no new history entry), so Back leaves the tab instead of opening the creature again. Reads the query
 * string: a static export needs a Suspense boundary above the screen that calls it.
 */
export function useCreatureLink(): { link: CreatureLink; clear: () => void } {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const raw = params.get(CREATURE_LINK_PARAM);
  const link = useMemo(() => parseCreatureLink(raw), [raw]);
  const search = params.toString();
  const clear = useCallback(() => router.replace(withoutCreatureLink(pathname, search), { scroll: false }), [router, pathname, search]);
  return { link, clear };
}
