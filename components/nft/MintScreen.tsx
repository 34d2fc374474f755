'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { parseEther, type Address } from 'viem';
import { useConnection } from 'wagmi';
import { Button } from '@/components/ui/Button';
import { TxProgressNote } from '@/components/wallet/TxProgressNote';
import { useTxTexts } from '@/components/wallet/useTxTexts';
import { WalletSkeleton } from '@/components/wallet/WalletSkeleton';
import { queryKeys } from '@/lib/api/queryKeys';
import { useTargetPublicClient } from '@/lib/chain/tx/useTransactor';
import { formatTokenAmount } from '@/lib/format/number';
import { getNftContracts } from '@/lib/nft/contracts';
import { mintTalkPlan } from '@/lib/nft/plans';
import { useNftAction } from '@/lib/nft/useNftAction';
import { useNftOverview } from '@/lib/nft/useNftOverview';
import { ConnectWalletPrompt } from '@/components/wallet/ConnectWalletPrompt';

/** An ETH amount typed by the user in wei, or undefined when it is not a positive decimal number. */
function parseEthAmount(text: string): bigint | undefined {
  if (!/^\d+(\.\d{1,18})?$/.test(text.trim())) return undefined;
  const wei = parseEther(text.trim());
  return wei > 0n ? wei : undefined;
}

function useMintRate() {
  const client = useTargetPublicClient();
  const contracts = getNftContracts();
  return useQuery({
    queryKey: queryKeys.nft.market(),
    queryFn: () => client.readContract({ ...contracts!.TalkToken, functionName: 'mintRate' }),
    enabled: contracts !== undefined,
  });
}

function Mint({ owner }: { owner: Address }) {
  const t = useTranslations('nft.mint');
  const tTx = useTranslations('wallet.tx');
  const [amount, setAmount] = useState('0.01');
  const rate = useMintRate();
  const overview = useNftOverview(owner);
  const { runAction, progress, isRunning } = useNftAction();
  const { announce } = useTxTexts();
  const wei = parseEthAmount(amount);
  const quote = wei !== undefined && rate.data !== undefined ? wei * rate.data : undefined;

  async function handleMint() {
    if (wei === undefined) return;
    const result = await runAction((contracts) => mintTalkPlan(contracts, wei));
    if (result) announce('mintTalk', result.ok ? undefined : result.failure);
  }

  return (
    <div className="flex flex-col gap-4 p-4">
      <p className="text-sm text-ink-soft" data-testid="mint-rate">
        {rate.data === undefined ? '' : t('rate', { rate: String(rate.data) })}
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('amountLabel')}
        <input
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={wei === undefined}
          className="min-h-11 rounded-xl border border-line bg-surface px-3 text-base"
        />
      </label>
      <p className="text-sm" data-testid="mint-quote">
        {quote === undefined ? t('invalidAmount') : t('quote', { amount: formatTokenAmount(quote) })}
      </p>
      <p className="text-sm text-ink-soft" data-testid="talk-balance">
        {overview.data ? t('balance', { amount: formatTokenAmount(overview.data.balances.talk) }) : ''}
      </p>
      <TxProgressNote progress={progress} />
      <Button onClick={handleMint} disabled={wei === undefined || isRunning}>
        {tTx('actions.mintTalk')}
      </Button>
    </div>
  );
}

/** /mint: talk bought with ETH at the token's mint rate. */
export function MintScreen() {
  const t = useTranslations('nft');
  const { address, status } = useConnection();
  if (status === 'reconnecting' || (status === 'connecting' && address)) return <WalletSkeleton />;
  if (status !== 'connected' || !address) return <ConnectWalletPrompt text={t('connectPrompt')} />;
  return <Mint owner={address} />;
}
