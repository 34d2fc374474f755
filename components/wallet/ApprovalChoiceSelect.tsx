'use client';

import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { approvalChoices, useApprovalChoice, type ApprovalChoice } from '@/lib/chain/tx/approval-choice';
import type { TokenSymbol } from '@/lib/chain/tx/types';

/** Before an approval: exactly what the action spends (the default), or unlimited; remembered per token. */
export function ApprovalChoiceSelect({ symbol, token }: { symbol: TokenSymbol; token: Address }) {
  const t = useTranslations('wallet.approvals');
  const choice = useApprovalChoice(token);
  return (
    <label className="flex min-h-11 items-center justify-between gap-2 text-xs text-ink-soft">
      <span>{t('approveLabel', { symbol })}</span>
      <select
        aria-label={t('approveLabel', { symbol })}
        value={choice}
        onChange={(event) => approvalChoices.set(token, event.target.value as ApprovalChoice)}
        className="min-h-11 cursor-pointer rounded-lg border border-line bg-transparent px-2 font-medium text-ink focus-visible:outline-2 focus-visible:outline-brand"
      >
        <option value="exact">{t('exact')}</option>
        <option value="unlimited">{t('unlimited')}</option>
      </select>
    </label>
  );
}
