'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { Analytics } from '@/components/analytics/Analytics';
import { ApiFeedback } from '@/components/ApiFeedback';
import { LocaleProvider } from '@/components/i18n/LocaleProvider';
import { DocumentTitle } from '@/components/navigation/DocumentTitle';
import { InAppHistory } from '@/components/navigation/InAppHistory';
import { ScrollReset } from '@/components/navigation/ScrollReset';
import { ShareCodeCapture } from '@/components/navigation/ShareCodeCapture';
import { VisitorGuard } from '@/components/navigation/VisitorGuard';
import { PwaLayer } from '@/components/pwa/PwaLayer';

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API clients report failures and resolve null; a retry only concerns unexpected throws.
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Everything every page needs on the client: data cache, messages, feedback and navigation rules. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
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
        <Analytics />
        <Toaster position="top-center" richColors closeButton={false} />
        <PwaLayer />
      </LocaleProvider>
    </QueryClientProvider>
  );
}
