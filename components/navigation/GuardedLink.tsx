'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { loginHref } from '@/lib/navigation/guard';
import { useIsLoggedIn } from '@/lib/session/store';

/**
 * A link to a screen that needs a token (docs/PRODUCT.md §6): a visitor goes to the login page instead and comes
 * back to the screen after signing in.
 */
export function GuardedLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const loggedIn = useIsLoggedIn();
  // Lists hold many of these: prefetching every linked screen would cost a phone's first visit ~70 KB.
  return <Link prefetch={false} href={loggedIn ? href : loginHref(href)} {...props} />;
}
