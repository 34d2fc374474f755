'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { navigationKey, resetScroll } from '@/lib/navigation/scroll';

/** docs/PRODUCT.md §2: after every navigation the content starts at the top. */
export function ScrollReset() {
  const key = navigationKey(usePathname(), useSearchParams().toString());

  useEffect(() => {
    resetScroll();
  }, [key]);

  return null;
}
