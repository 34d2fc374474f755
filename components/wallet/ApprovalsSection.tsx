'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { ErrorState } from '@/components/ui/ErrorState';
import { List, ListRow } from '@/components/ui/List';
import { Skeleton } from '@/components/ui/Skeleton';
import { walletQueryKeys } from '@/lib/api/walletQueryKeys';
import { useTargetPublicClient } from '@/lib/chain/tx/useTransactor';
import { formatTokenAmount } from '@/lib/format/number';
import { getNftContracts } from '@/lib/nft/contracts';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { approvalKey, isUnlimitedAllowance, readProductApprovals, revokePlan, type ProductApproval } from '@/lib/wallet/approvals';
import { PlanAction } from '@/components/tx/PlanAction';
import { TxProgressNote } from '@/components/tx/TxProgressNote';
import { useActionRunner } from '@/components/tx/useActionRunner';

/**
 * Every allowance and NFT operator approval the app's contracts hold over the user's assets, each one
 * revocable through the pipeline; the list is read again once a revocation is confirmed.
 */
export function ApprovalsSection({ owner }: { owner: Address }) {
  const t = useTranslations('wallet.approvals');
  const publicClient = useTargetPublicClient();
  const runner = useActionRunner();
  const contracts = getNftContracts();
  const approvals = useQuery({
    queryKey: walletQueryKeys.wallet.approvals(owner),
    queryFn: () => readProductApprovals(publicClient, contracts!, owner, getRuntimeConfig().market.seaport),
    enabled: contracts !== undefined,
  });

  function describe(approval: ProductApproval): string {
    if (approval.kind === 'operator') return t('operator', { collection: t(`collections.${approval.collection}`) });
    if (isUnlimitedAllowance(approval.amount)) return t('unlimitedAllowance', { symbol: approval.symbol });
    return t('allowance', { amount: formatTokenAmount(approval.amount), symbol: approval.symbol });
  }

  if (!contracts) return null;
  return (
    <section aria-labelledby="wallet-approvals" className="flex flex-col gap-2" data-testid="wallet-approvals">
      <h2 id="wallet-approvals" className="text-sm font-semibold">
        {t('title')}
      </h2>
      <p className="text-xs text-ink-soft">{t('intro')}</p>
      <TxProgressNote progress={runner.progress} />
      {approvals.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : approvals.isError ? (
        <ErrorState
          compact
          error={approvals.error}
          text={t('loadFailed')}
          onRetry={() => void approvals.refetch()}
          retrying={approvals.isRefetching}
        />
      ) : approvals.data.length > 0 ? (
        <List label={t('title')}>
          {approvals.data.map((approval) => {
            const spender = t(`spenders.${approval.spender}`);
            const what = describe(approval);
            return (
              <ListRow key={approvalKey(approval)}>
                <PlanAction
                  plan={revokePlan(approval)}
                  runner={runner}
                  variant="secondary"
                  label={t('revoke')}
                  ariaLabel={t('revokeLabel', { what, spender })}
                >
                  <span className="flex flex-col gap-0.5" data-testid="approval-row">
                    <span className="text-sm font-medium">{spender}</span>
                    <span className="text-xs text-ink-soft">{what}</span>
                  </span>
                </PlanAction>
              </ListRow>
            );
          })}
        </List>
      ) : (
        <p className="rounded-2xl border border-line px-4 py-3 text-sm text-ink-soft">{t('empty')}</p>
      )}
    </section>
  );
}
