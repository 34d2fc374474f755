'use client';

import { useRouter } from 'next/navigation';
import { AppLink, type AppLinkProps } from './AppLink';

/**
 * A link whose screen is prefetched when the reader reaches for it (touch, pointer, focus), not on sight:
 * while a page loads, another screen's code and data would compete with it.
 */
export function IntentPrefetchLink({ href, ...props }: AppLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return <AppLink href={href} onPointerEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch} {...props} />;
}
