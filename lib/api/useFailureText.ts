'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { failureMessage, type ApiFailure } from './failure';

/** The words for a failed call in the reader's language (the server's message when it sent one). */
export function useFailureText(): (failure: ApiFailure) => string {
  const t = useTranslations('api');
  return useCallback(
    (failure: ApiFailure) => {
      const message = failureMessage(failure);
      return message.source === 'server' ? message.text : t(message.key);
    },
    [t],
  );
}
