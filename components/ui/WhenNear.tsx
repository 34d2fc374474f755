'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part starts loading: half a screen, so a reader scrolling down finds it drawn. */
const AHEAD = '0px 0px 50% 0px';

/**
 * Renders `children` once their place comes near the screen: for a part below the first screen, which many visits
 * never scroll to, its script and its reads wait until then. `placeholder` holds the part's place until then (its
 * skeleton), so its arrival moves nothing below it; without one nothing is drawn, so the part must be the page's
 * last.
 */
export function WhenNear({ children, placeholder }: { children: ReactNode; placeholder?: ReactNode }) {
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

  return near ? children : <div ref={place}>{placeholder}</div>;
}
