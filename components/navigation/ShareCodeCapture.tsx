'use client';

import { useEffect } from 'react';
import { captureShareCode } from '@/lib/navigation/shareCode';

/** Keeps the share code of the address the app was opened with (docs/PRODUCT.md §2). */
export function ShareCodeCapture() {
  useEffect(() => {
    captureShareCode(window.location.search);
  }, []);
  return null;
}
