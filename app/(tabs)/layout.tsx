import type { ReactNode } from 'react';
import { TabBar } from '@/components/navigation/TabBar';
import { TabHeader } from '@/components/navigation/TabHeader';
import { APP_SCROLL_ID } from '@/lib/navigation/scroll';

/** The shell of the four tabs: header, the scrolling content, and the bottom tab bar. */
export default function TabsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TabHeader />
      <main id={APP_SCROLL_ID} className="min-h-0 flex-1 overflow-y-auto">
        {children}
      </main>
      <TabBar />
    </>
  );
}
