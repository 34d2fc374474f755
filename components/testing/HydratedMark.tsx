'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (test builds only): text typed into an input before then is
 * lost, as React takes over the input with its own state, so a driver that returns from a page load sooner
 * than Chromium's waits for the mark before it types.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
