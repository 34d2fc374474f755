'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { HOME_PATH } from '@/lib/navigation/routes';

/** `/` is Home: forward there, keeping the query (a shared link's shareCode, for one). */
export function RedirectHome() {
  const router = useRouter();
  useEffect(() => {
    router.replace(`${HOME_PATH}${window.location.search}`);
  }, [router]);
  return null;
}
