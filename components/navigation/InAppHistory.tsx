'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { recordPageShown } from '@/lib/navigation/appHistory';

/** Records every route the reader sees, for the back button of standalone screens. */
export function InAppHistory() {
  const pathname = usePathname();

  useEffect(() => {
    recordPageShown();
  }, [pathname]);

  return null;
}
