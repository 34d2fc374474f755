'use client';

import { Copy, LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { useConnection, useDisconnect } from 'wagmi';
import { Button } from '@/components/ui/Button';
import { List, ListRow } from '@/components/ui/List';
import { Skeleton } from '@/components/ui/Skeleton';
import { showToast } from '@/components/ui/toast';
import { copyText } from '@/lib/browser/clipboard';
import { getTargetChain } from '@/lib/chain/chains';
import { useSwitchToTargetChain } from '@/lib/chain/useConnectWallet';
import { useAfaBalance, useNativeBalance, useTalkBalance } from '@/lib/chain/useWalletBalances';
import { formatAddress } from '@/lib/format/address';
import { formatTokenAmount } from '@/lib/format/number';
import { Activity } from './Activity';
import { ApprovalsSection } from './ApprovalsSection';
import { RequireConnectedWallet } from '@/components/wallet-stack/RequireConnectedWallet';
import { TokenSend } from './TokenSend';
import { useReportWalletError } from '@/components/wallet-stack/useReportWalletError';
import { WalletBinding } from './WalletBinding';

function BalanceRow({ symbol, amount, isLoading }: { symbol: string; amount: string | undefined; isLoading: boolean }) {
  const t = useTranslations('wallet');
  return (
    <ListRow>
      <span className="flex-1 text-sm font-medium">{symbol}</span>
      {isLoading ? (
        <Skeleton className="h-5 w-24" />
      ) : (
        <span className="text-sm tabular-nums" aria-label={`${symbol} ${amount ?? t('balanceUnavailable')}`}>
          {amount ?? t('balanceUnavailable')}
        </span>
      )}
    </ListRow>
  );
}

function Balances({ owner }: { owner: Address }) {
  const t = useTranslations('wallet');
  const eth = useNativeBalance(owner);
  const afa = useAfaBalance(owner);
  const talk = useTalkBalance(owner);
  return (
    <List label={t('balances')}>
      <BalanceRow
        symbol={getTargetChain().nativeCurrency.symbol}
        amount={eth.data === undefined ? undefined : formatTokenAmount(eth.data)}
        isLoading={eth.isPending}
      />
      <BalanceRow
        symbol="AFA"
        amount={afa.data === undefined ? undefined : formatTokenAmount(afa.data)}
        isLoading={afa.isDeployed && afa.isPending}
      />
      <BalanceRow
        symbol="talk"
        amount={talk.data === undefined ? undefined : formatTokenAmount(talk.data)}
        isLoading={talk.isDeployed && talk.isPending}
      />
    </List>
  );
}

function NetworkRow({ chainId }: { chainId: number | undefined }) {
  const t = useTranslations('wallet');
  const target = getTargetChain();
  const { switchToTargetChain, isSwitching } = useSwitchToTargetChain();
  const reportError = useReportWalletError();
  const onTarget = chainId === target.id;

  async function handleSwitch() {
    const result = await switchToTargetChain();
    if (!result.ok) reportError(t('switchFailed'), result.error);
  }

  return (
    <ListRow>
      <span className="flex-1 text-sm text-ink-soft">{t('network')}</span>
      {onTarget ? (
        <span className="text-sm font-medium" data-testid="wallet-network">
          {target.name}
        </span>
      ) : (
        <span className="flex flex-col items-end gap-1">
          <span className="text-sm font-medium text-danger" data-testid="wallet-network">
            {t('wrongNetwork', { chainId: String(chainId ?? '?') })}
          </span>
          <Button variant="secondary" onClick={handleSwitch} disabled={isSwitching} aria-busy={isSwitching}>
            {isSwitching ? t('switching') : t('switchNetwork', { network: target.name })}
          </Button>
        </span>
      )}
    </ListRow>
  );
}

function ConnectedWallet({ address }: { address: Address }) {
  const t = useTranslations('wallet');
  const { chainId } = useConnection();
  const tClipboard = useTranslations('clipboard');
  const { mutate: disconnect, isPending: isDisconnecting } = useDisconnect();

  async function handleCopy() {
    if (await copyText(address)) showToast.success(tClipboard('copied'));
    else showToast.danger(tClipboard('failed'));
  }

  return (
    <div className="flex flex-col gap-4 p-4">
      <List label={t('title')}>
        <ListRow>
          <span className="flex-1 text-sm text-ink-soft">{t('address')}</span>
          <span className="font-mono text-sm" title={address} data-testid="wallet-address">
            {formatAddress(address)}
          </span>
          <button
            type="button"
            onClick={handleCopy}
            aria-label={t('copyAddress')}
            className="-mr-2 flex size-11 items-center justify-center rounded-xl text-ink-soft hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Copy aria-hidden="true" className="size-4" />
          </button>
        </ListRow>
        <NetworkRow chainId={chainId} />
        <WalletBinding address={address} />
      </List>
      <Balances owner={address} />
      <TokenSend owner={address} />
      <Activity owner={address} />
      <ApprovalsSection owner={address} />
      <Button variant="secondary" onClick={() => disconnect()} disabled={isDisconnecting}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('disconnect')}
      </Button>
    </div>
  );
}

/** The Wallet tab: connect, then the address, network, balances and activity of the connected wallet. */
export function WalletScreen() {
  return <RequireConnectedWallet>{(address) => <ConnectedWallet address={address} />}</RequireConnectedWallet>;
}
