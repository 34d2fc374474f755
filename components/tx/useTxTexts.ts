'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect } from 'react';
import type { TxAction, TxFailure, TxStep } from '@/lib/chain/tx/types';
import { preloadToasts, showToast } from '@/components/ui/toast';

/** The texts of a pipeline flow: failure title and reason, success, and the name of each step. */
export function useTxTexts() {
  const t = useTranslations('wallet');
  // A screen that runs transactions announces their outcomes as toasts.
  useEffect(preloadToasts, []);

  const failureTitle = useCallback((failure: TxFailure) => t(`tx.failed.${failure.failedAction}`), [t]);
  /** The contract's own reason when it gave one, else what the kind of error means. */
  const failureReason = useCallback(
    (failure: TxFailure) => (failure.reason ? t(`contractErrors.${failure.reason.errorName}`) : t(failure.messageKey)),
    [t],
  );
  const stepName = useCallback(
    (step: TxStep) => {
      if (step.kind === 'approveToken') return t('tx.approveTokenStep', { symbol: step.symbol });
      if (step.kind === 'approveNft') return t('tx.actions.approveNft');
      return t(`tx.actions.${step.action}`);
    },
    [t],
  );

  /** Tells an outcome once, as a toast: the success of its action, or the failed step's title with its reason. */
  const announce = useCallback(
    ({ action, failure }: { action: TxAction; failure?: TxFailure }) => {
      if (!failure) showToast.success(t(`tx.done.${action}`));
      else showToast.notify(failureTitle(failure), failureReason(failure));
    },
    [failureReason, failureTitle, t],
  );

  return { failureTitle, failureReason, stepName, announce };
}
