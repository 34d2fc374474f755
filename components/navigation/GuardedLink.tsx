'use client';

import { useDeferredValue } from 'react';
import { loginHref } from '@/lib/navigation/guard';
import { useIsLoggedIn } from '@/lib/session/store';
import { AppLink, type AppLinkProps } from './AppLink';

/**
 * A link to a screen that needs a token (docs/PRODUCT.md §6): a visitor goes to the login page instead and comes
 * back to the screen after signing in.
 */
export function GuardedLink({ href, ...props }: AppLinkProps) {
  // A signed-in reader's page hydrates as a visitor's and then learns of the session: the lists' links follow it
  // in a deferred render, which React splits into short tasks, instead of one task that re-renders every card.
  const loggedIn = useDeferredValue(useIsLoggedIn());
  // Lists hold many of these: no prefetching, which for every linked screen would cost a phone's first visit ~70 KB.
  return <AppLink href={loggedIn ? href : loginHref(href)} {...props} />;
}
