'use client';

import { useTranslations } from 'next-intl';
import { approvalChoices, useApprovalChoice, type ApprovalChoice } from '@/lib/chain/tx/approval-choice';
import type { ApprovalTarget } from '@/lib/chain/tx/types';

/**
 * Before an approval: exactly what the action needs (the default: the amount it spends, or this NFT only), or
 * unlimited (the maximum, or every NFT of the collection); remembered per token.
 */
export function ApprovalChoiceSelect({ target }: { target: ApprovalTarget }) {
  const t = useTranslations('wallet.approvals');
  const choice = useApprovalChoice(target.address);
  const collection = target.kind === 'nft' ? t(`collections.${target.collection}`) : '';
  const label = target.kind === 'token' ? t('approveLabel', { symbol: target.symbol }) : t('approveLabel', { symbol: collection });
  return (
    <label className="flex min-h-11 items-center justify-between gap-2 text-xs text-ink-soft">
      <span>{label}</span>
      <select
        aria-label={label}
        value={choice}
        onChange={(event) => approvalChoices.set(target.address, event.target.value as ApprovalChoice)}
        className="min-h-11 cursor-pointer rounded-lg border border-line bg-transparent px-2 font-medium text-ink focus-visible:outline-2 focus-visible:outline-brand"
      >
        <option value="exact">{target.kind === 'token' ? t('exact') : t('exactNft')}</option>
        <option value="unlimited">{target.kind === 'token' ? t('unlimited') : t('operator', { collection })}</option>
      </select>
    </label>
  );
}
