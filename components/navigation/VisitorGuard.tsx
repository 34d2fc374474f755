'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { guardRedirect } from '@/lib/navigation/guard';
import { hasStoredToken, useIsLoggedIn } from '@/lib/session/store';

/** docs/PRODUCT.md §6: a visitor on a route that needs a token is sent to Home. */
export function VisitorGuard() {
  const pathname = usePathname();
  const router = useRouter();
  const loggedIn = useIsLoggedIn();
  const wasLoggedIn = useRef(false);

  useEffect(() => {
    // Local storage decides, not the hook's value: during hydration the hook still reports a visitor.
    const hasToken = hasStoredToken();
    // Signing out on a protected screen means leaving it: Home should not offer to come back.
    const signedOutHere = wasLoggedIn.current && !hasToken;
    wasLoggedIn.current = hasToken;
    const target = guardRedirect(pathname, window.location.search, hasToken, { rememberTarget: !signedOutHere });
    if (target) router.replace(target);
  }, [pathname, loggedIn, router]);

  return null;
}
