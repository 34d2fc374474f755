'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { navigationKey, resetScroll } from '@/lib/navigation/scroll';

/**
 * docs/PRODUCT.md §2: after every navigation the content starts at the top. The screen a reader arrives on is
 * already there, and writing the position then would force a style and layout pass in the middle of hydration.
 */
export function ScrollReset() {
  const key = navigationKey(usePathname(), useSearchParams().toString());
  const placedFor = useRef(key);

  useEffect(() => {
    if (placedFor.current === key) return;
    placedFor.current = key;
    resetScroll();
  }, [key]);

  return null;
}
