'use client';

import { useTranslations } from 'next-intl';
import { showToast } from '@/components/ui/toast';
import type { ChainError } from '@/lib/chain/errors';

/** How a failed wallet request is told: a cancel is acknowledged calmly, anything else is a failure notice. */
export function useReportWalletError() {
  const t = useTranslations('wallet');
  return (title: string, error: ChainError) => {
    if (error.kind === 'ACTION_REJECTED') showToast.info(t(error.messageKey));
    else showToast.notify(title, t(error.messageKey));
  };
}
