'use client';

import { loginHref } from '@/lib/navigation/guard';
import { useIsLoggedIn } from '@/lib/session/store';
import { AppLink, type AppLinkProps } from './AppLink';

/**
 * A link to a screen that needs a token (docs/PRODUCT.md §6): a visitor goes to the login page instead and comes
 * back to the screen after signing in.
 */
export function GuardedLink({ href, ...props }: AppLinkProps) {
  const loggedIn = useIsLoggedIn();
  // Lists hold many of these: no prefetching, which for every linked screen would cost a phone's first visit ~70 KB.
  return <AppLink href={loggedIn ? href : loginHref(href)} {...props} />;
}
