import type { ReactNode } from 'react';
import { TopBar } from '@/components/navigation/TopBar';
import { APP_SCROLL_ID } from '@/lib/navigation/scroll';

/** The shell of every screen outside the tabs: a top bar with back and the title, no tab bar. */
export default function StandaloneLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar />
      <main id={APP_SCROLL_ID} className="pb-safe min-h-0 flex-1 overflow-y-auto">
        {children}
      </main>
    </>
  );
}
