'use client';

import { useEffect, useState } from 'react';

/** Events that show the reader is using the page. */
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * True from the reader's first interaction, or, with `afterLoadMs`, once the page has stood loaded that
 * long. What waits on it (the analytics SDK, the install offer) then never competes with the first paint,
 * and nothing appears uninvited while the reader is still taking the page in.
 */
export function useReaderEngaged(afterLoadMs?: number): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return;
    const engage = () => setEngaged(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startTimer = () => {
      if (afterLoadMs !== undefined) timer = setTimeout(engage, afterLoadMs);
    };
    if (document.readyState === 'complete') startTimer();
    else window.addEventListener('load', startTimer, { once: true });
    for (const event of INTERACTION_EVENTS) window.addEventListener(event, engage, { once: true, passive: true });
    return () => {
      window.removeEventListener('load', startTimer);
      for (const event of INTERACTION_EVENTS) window.removeEventListener(event, engage);
      clearTimeout(timer);
    };
  }, [engaged, afterLoadMs]);
  return engaged;
}
