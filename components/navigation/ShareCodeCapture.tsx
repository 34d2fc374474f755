'use client';

import { PrerenderScript } from '@/components/ui/PrerenderScript';
import { CAPTURE_SHARE_CODE_SCRIPT } from '@/lib/navigation/shareCode';

/** Keeps the share code of the address the app was opened with (docs/PRODUCT.md §2), before the app loads. */
export function ShareCodeCapture() {
  return <PrerenderScript source={CAPTURE_SHARE_CODE_SCRIPT} />;
}
