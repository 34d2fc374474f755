'use client';

import { CloudOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ApiRequestError } from '@/lib/api/queryError';
import { useFailureText } from '@/lib/api/useFailureText';
import { Button } from './Button';

/** A failed read: what went wrong, in the reader's language, and a way to try again. */
export function ErrorState({
  error,
  text,
  onRetry,
  retrying = false,
  compact = false,
}: {
  error: Error | null;
  /** What could not be read, said when the failure is not an API answer (a chain read). */
  text?: string;
  onRetry: () => void;
  retrying?: boolean;
  /** A section inside a screen rather than the whole screen. */
  compact?: boolean;
}) {
  const t = useTranslations('feed');
  const failureText = useFailureText();
  const detail = error instanceof ApiRequestError ? failureText(error.failure) : (text ?? t('errorText'));
  return (
    <section role="alert" className={`flex flex-col items-center gap-3 text-center ${compact ? 'px-4 py-6' : 'px-6 py-16'}`}>
      {!compact && (
        <div aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-muted text-ink-soft">
          <CloudOff className="size-6" />
        </div>
      )}
      <h2 className="text-base font-semibold text-ink">{t('errorTitle')}</h2>
      <p className="max-w-xs text-sm text-ink-soft">{detail}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? t('retrying') : t('retry')}
      </Button>
    </section>
  );
}
