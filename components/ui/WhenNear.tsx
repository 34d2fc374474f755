'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part starts loading: half a screen, so a reader scrolling down finds it drawn. */
const AHEAD = '0px 0px 50% 0px';

/**
 * Renders `children` once their place comes near the screen: for the last part of a page, which many visits never
 * scroll to, its script and its reads wait until then. Nothing is drawn before, so the part must be the page's last:
 * its arrival moves nothing.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return near ? children : <div ref={place} aria-hidden="true" />;
}
