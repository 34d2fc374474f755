'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { ApiFeedback } from '@/components/ApiFeedback';
import { LocaleProvider } from '@/components/i18n/LocaleProvider';
import { DocumentTitle } from '@/components/navigation/DocumentTitle';
import { InAppHistory } from '@/components/navigation/InAppHistory';
import { ScrollReset } from '@/components/navigation/ScrollReset';
import { ShareCodeCapture } from '@/components/navigation/ShareCodeCapture';
import { VisitorGuard } from '@/components/navigation/VisitorGuard';
import { PwaLayer } from '@/components/pwa/PwaLayer';
import { HydratedMark } from '@/components/testing/HydratedMark';
import { PrerenderScript } from '@/components/ui/PrerenderScript';
import { lazyAfterHydration } from '@/components/ui/lazyAfterHydration';
import { ToastHost } from '@/components/ui/ToastHost';
import { RECORD_PAGE_ERRORS_SCRIPT } from '@/lib/chain/test-wallet/page-errors';
import { INTL_WARM_UP_SCRIPT } from '@/lib/format/intlWarmUp';
import type { ShellMessages } from '@/lib/i18n/catalogues';
import { useReaderEngaged } from '@/lib/pwa/useReaderEngaged';

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API clients report failures and resolve null; a retry only concerns unexpected throws.
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** A reader who only looks still gets the analytics SDK (50 KB of script), this long after the page has loaded. */
const ANALYTICS_AFTER_LOAD_MS = 8_000;

/** Rendered only once the reader is engaged, so its script (and the SDK's loader) waits until then too. */
const Analytics = lazyAfterHydration(() => import('@/components/analytics/Analytics').then((module) => module.Analytics));

/**
 * Everything every page needs on the client: data cache, messages, feedback and navigation rules.
 * `messages` are the prerendered language's texts of the interface (see LocaleProvider).
 */
export function Providers({ messages, children }: { messages: ShellMessages; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const engaged = useReaderEngaged(ANALYTICS_AFTER_LOAD_MS);
  return (
    <>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider prerendered={messages}>
          {/* The test build's record of page errors starts before any other script of the body. */}
          {RECORD_PAGE_ERRORS_SCRIPT && <PrerenderScript source={RECORD_PAGE_ERRORS_SCRIPT} />}
          <PrerenderScript source={INTL_WARM_UP_SCRIPT} />
          {/* The capture's script runs as the page is parsed, before the guard may replace the address. */}
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
      {/* Test builds only: a condition fixed at build time, so a production bundle leaves the mark out. */}
      {process.env.NEXT_PUBLIC_TEST_WALLET === '1' && <HydratedMark />}
    </>
  );
}
