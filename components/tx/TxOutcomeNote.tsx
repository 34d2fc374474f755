'use client';

import { CircleCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ActionOutcome } from './useAnnouncedRuns';
import { useTxTexts } from './useTxTexts';

/** The outcome of the last run where the user pressed: the catalogue's failure title and reason, or its confirmation. */
export function TxOutcomeNote({ outcome }: { outcome: ActionOutcome | null }) {
  const t = useTranslations('wallet.tx');
  const { failureTitle, failureReason } = useTxTexts();
  if (!outcome) return null;
  if (outcome.failure) {
    return (
      <div role="alert" data-testid="tx-failure" className="rounded-xl border border-danger/30 bg-danger/5 px-3 py-2 text-sm">
        <p className="font-semibold text-danger">{failureTitle(outcome.failure)}</p>
        <p className="text-ink">{failureReason(outcome.failure)}</p>
      </div>
    );
  }
  return (
    <p
      role="status"
      data-testid="tx-done"
      className="flex items-center gap-2 rounded-xl border border-brand/30 bg-brand/5 px-3 py-2 text-sm font-medium text-ink"
    >
      <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-brand" />
      {t(`done.${outcome.action}`)}
    </p>
  );
}
