'use client';

import { Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { TxProgress } from '@/lib/chain/tx/types';
import { useTxTexts } from './useTxTexts';

/** "Step 2 of 3: Upgrade · Confirm in your wallet" while a flow runs; nothing otherwise. */
export function TxProgressNote({ progress }: { progress: TxProgress | null }) {
  const t = useTranslations('wallet.tx');
  const { stepName } = useTxTexts();
  if (!progress) return null;
  const step = progress.steps[progress.index];
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex items-center gap-2 rounded-xl bg-muted px-3 py-2 text-sm text-ink"
      data-testid="tx-progress"
    >
      <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin motion-reduce:animate-none" />
      <span>
        {step ? `${t('stepOf', { current: progress.index + 1, total: progress.steps.length, step: stepName(step) })} · ` : ''}
        {t(progress.phase)}
      </span>
    </p>
  );
}
