'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A link whose screen is prefetched when the reader reaches for it (touch, pointer, focus), not on sight:
 * while a page loads, another screen's code and data would compete with it.
 */
export function IntentPrefetchLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return <Link href={href} prefetch={false} onPointerEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch} {...props} />;
}
