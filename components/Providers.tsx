'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Analytics } from '@/components/analytics/Analytics';
import { ApiFeedback } from '@/components/ApiFeedback';
import { LocaleProvider } from '@/components/i18n/LocaleProvider';
import { DocumentTitle } from '@/components/navigation/DocumentTitle';
import { InAppHistory } from '@/components/navigation/InAppHistory';
import { ScrollReset } from '@/components/navigation/ScrollReset';
import { ShareCodeCapture } from '@/components/navigation/ShareCodeCapture';
import { VisitorGuard } from '@/components/navigation/VisitorGuard';
import { PwaLayer } from '@/components/pwa/PwaLayer';
import { ToastHost } from '@/components/ui/ToastHost';

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API clients report failures and resolve null; a retry only concerns unexpected throws.
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Events that show the reader is using the page. */
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** A reader who only looks is still counted, this long after the page has loaded. */
const QUIET_VISIT_MS = 8_000;

/**
 * True from the reader's first interaction, or once the page has stood loaded for a while: work the
 * first paint does not need (the analytics SDK, 50 KB of script) then never competes with loading it.
 */
function useReaderEngaged(): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return;
    const engage = () => setEngaged(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startTimer = () => {
      timer = setTimeout(engage, QUIET_VISIT_MS);
    };
    if (document.readyState === 'complete') startTimer();
    else window.addEventListener('load', startTimer, { once: true });
    for (const event of INTERACTION_EVENTS) window.addEventListener(event, engage, { once: true, passive: true });
    return () => {
      window.removeEventListener('load', startTimer);
      for (const event of INTERACTION_EVENTS) window.removeEventListener(event, engage);
      clearTimeout(timer);
    };
  }, [engaged]);
  return engaged;
}

/** Everything every page needs on the client: data cache, messages, feedback and navigation rules. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const engaged = useReaderEngaged();
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        {/* Capture runs before the guard, which may replace the address. */}
        <ShareCodeCapture />
        <VisitorGuard />
        <Suspense fallback={null}>
          <ScrollReset />
          <InAppHistory />
        </Suspense>
        <DocumentTitle />
        {children}
        <ApiFeedback />
        {engaged && <Analytics />}
        <ToastHost />
        <PwaLayer />
      </LocaleProvider>
    </QueryClientProvider>
  );
}
