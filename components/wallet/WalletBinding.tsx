'use client';

import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { Button } from '@/components/ui/Button';
import { ListRow } from '@/components/ui/List';
import { showToast } from '@/components/ui/toast';
import { useUserInfoRefresh } from '@/lib/session/account';
import { useSession } from '@/lib/session/store';
import { useWalletAccount } from '@/lib/wallet/useWalletAccount';
import { isWalletBound, useBindWallet } from '@/lib/wallet/useWalletBinding';
import { useReportWalletError } from '@/components/wallet-stack/useReportWalletError';

/** Whether the connected wallet is bound to the signed-in account, and the action that binds it. */
export function WalletBinding({ address }: { address: Address }) {
  const t = useTranslations('wallet.bind');
  const userInfo = useSession((state) => state.userInfo);
  const account = useWalletAccount();
  const bind = useBindWallet();
  const reportError = useReportWalletError();
  useUserInfoRefresh();

  const accountId = account.data?.accountId;
  const bound = isWalletBound(userInfo, address);

  async function handleBind() {
    if (!accountId) return;
    const result = await bind.mutateAsync({ address });
    if (result.ok) showToast.success(t('done'));
    else if ('error' in result) reportError(t('failed'), result.error);
  }

  return (
    <ListRow>
      <span className="flex-1 text-sm text-ink-soft">{t('label')}</span>
      {bound ? (
        <span className="text-sm font-medium" data-testid="wallet-binding">
          {t('bound')}
        </span>
      ) : (
        <Button variant="secondary" onClick={handleBind} disabled={!accountId || bind.isPending} aria-busy={bind.isPending}>
          {bind.isPending ? t('pending') : t('action')}
        </Button>
      )}
    </ListRow>
  );
}
