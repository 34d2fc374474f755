'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isAddressEqual, type Address } from 'viem';
import { useConnection } from 'wagmi';
import { Button } from '@/components/ui/Button';
import { List, ListRow } from '@/components/ui/List';
import { Skeleton } from '@/components/ui/Skeleton';
import { TxProgressNote } from '@/components/wallet/TxProgressNote';
import { useTxTexts } from '@/components/wallet/useTxTexts';
import { WalletSkeleton } from '@/components/wallet/WalletSkeleton';
import type { TransactionPlan, TxAction } from '@/lib/chain/tx/types';
import { formatTokenAmount } from '@/lib/format/number';
import { formatDuration } from '@/lib/format/time';
import { breedBlockReason, breedQuote, pairableCreatures } from '@/lib/nft/breeding';
import { getNftContracts, type NftContracts } from '@/lib/nft/contracts';
import { breedPlan, claimBredNftPlan, closeNestPlan, withdrawNestRewardPlan } from '@/lib/nft/plans';
import type { NestView, NftOverview, OwedReward } from '@/lib/nft/reads';
import { useNftAction } from '@/lib/nft/useNftAction';
import { useNftOverview } from '@/lib/nft/useNftOverview';
import { ConnectWalletPrompt } from '@/components/wallet/ConnectWalletPrompt';
import { CreatureArt } from './CreatureArt';
import { useChainClock } from './useChainClock';

const secondsUntil = (deadline: bigint, now: bigint) => (deadline > now ? Number(deadline - now) : 0);

function Section({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold">{title}</h2>
      {children.length === 0 ? <p className="text-sm text-ink-soft">{empty}</p> : <List label={title}>{children}</List>}
    </section>
  );
}

function OpenNestRow({
  nest,
  overview,
  now,
  owner,
  busy,
  onRun,
}: {
  nest: NestView;
  overview: NftOverview;
  now: bigint;
  owner: Address;
  busy: boolean;
  onRun: (action: TxAction, buildPlan: (contracts: NftContracts) => TransactionPlan) => void;
}) {
  const t = useTranslations('nft.incubator');
  const tTx = useTranslations('wallet.tx');
  const candidates = pairableCreatures(overview.creatures);
  const [chosenId, setChosenId] = useState<string>(candidates[0] ? String(candidates[0].tokenId) : '');
  const chosen = candidates.find((creature) => String(creature.tokenId) === chosenId) ?? candidates[0];
  const quote = chosen ? breedQuote(chosen, overview.breedingSettings) : undefined;
  const waiting = secondsUntil(nest.readyAt, now);
  // docs/PRODUCT.md §5: listed wallets are refused here, before any request.
  const blockedBy = breedBlockReason(owner, chosen, waiting);

  function handleBreed() {
    if (!chosen || !quote || blockedBy) return;
    onRun('breedPair', (contracts) => breedPlan(contracts, nest.nestId, chosen.tokenId, quote));
  }

  return (
    <ListRow>
      <CreatureArt card={nest.creature} size={48} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-sm font-medium">{t('nestLabel', { id: String(nest.nestId) })}</span>
        {waiting > 0 ? <span className="text-xs text-ink-soft">{t('readyIn', { time: formatDuration(waiting) })}</span> : null}
        {blockedBy === 'doNotSupport' ? (
          <span className="text-xs font-medium text-danger" data-testid="breed-blocked">
            {tTx('doNotSupport')}
          </span>
        ) : candidates.length === 0 ? (
          <span className="text-xs text-ink-soft">{t('noPairable')}</span>
        ) : (
          <>
            <label className="text-xs text-ink-soft">
              {t('chooseCreature')}{' '}
              <select
                value={chosen ? String(chosen.tokenId) : ''}
                onChange={(event) => setChosenId(event.target.value)}
                className="min-h-9 rounded-lg border border-line bg-surface px-2 text-sm text-ink"
              >
                {candidates.map((creature) => (
                  <option key={String(creature.tokenId)} value={String(creature.tokenId)}>
                    #{String(creature.tokenId)}
                  </option>
                ))}
              </select>
            </label>
            {quote ? (
              <span className="text-xs text-ink-soft">
                {t('breedCost', { amount: formatTokenAmount(quote.total) })}
                {quote.needsBreedTime ? ` ${t('withBreedTime')}` : ''}
              </span>
            ) : null}
          </>
        )}
      </span>
      <Button
        disabled={busy || blockedBy !== undefined}
        aria-label={t('breedWith', { id: String(nest.nestId) })}
        onClick={handleBreed}
      >
        {tTx('actions.breedPair')}
      </Button>
    </ListRow>
  );
}

/**
 * What the user is owed as a nest owner, one row per token: rewards earned before the cost token changed stay
 * owed in the old token. With nothing owed, the AFA row shows 0.
 */
function NestRewards({
  rewards,
  busy,
  onRun,
}: {
  rewards: readonly OwedReward[];
  busy: boolean;
  onRun: (action: TxAction, buildPlan: (contracts: NftContracts) => TransactionPlan) => void;
}) {
  const t = useTranslations('nft.incubator');
  const tTx = useTranslations('wallet.tx');
  const afa = getNftContracts()?.AfaToken.address;
  if (!afa) return null;
  const rows = rewards.length > 0 ? rewards : [{ token: afa, amount: 0n }];
  return rows.map(({ token, amount }) => {
    const inAfa = isAddressEqual(token, afa);
    const formatted = formatTokenAmount(amount);
    return (
      <div key={token} className="flex items-center gap-3 rounded-xl border border-line px-3 py-2">
        <span className="flex-1 text-sm" data-testid={inAfa ? 'nest-reward' : `nest-reward-${token}`}>
          {inAfa ? t('nestReward', { amount: formatted }) : t('nestRewardInToken', { amount: formatted, token })}
        </span>
        <Button
          variant="secondary"
          disabled={busy || amount === 0n}
          aria-label={inAfa ? undefined : `${tTx('actions.withdrawNestReward')} ${token}`}
          onClick={() => onRun('withdrawNestReward', (contracts) => withdrawNestRewardPlan(contracts, token))}
        >
          {tTx('actions.withdrawNestReward')}
        </Button>
      </div>
    );
  });
}

function Incubator({ owner }: { owner: Address }) {
  const t = useTranslations('nft.incubator');
  const tTx = useTranslations('wallet.tx');
  const overview = useNftOverview(owner);
  const now = useChainClock(overview.data);
  const { runAction, progress, isRunning } = useNftAction();
  const { announce } = useTxTexts();

  async function run(action: TxAction, buildPlan: (contracts: NftContracts) => TransactionPlan) {
    const result = await runAction(buildPlan);
    if (result) announce(action, result.ok ? undefined : result.failure);
  }

  if (overview.isPending || !overview.data) {
    return (
      <div className="flex flex-col gap-3 p-4" aria-busy="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  const data = overview.data;
  const isMine = (address: Address) => isAddressEqual(address, owner);
  const othersNests = data.openNests.filter((nest) => !isMine(nest.nest.owner));
  const myNests = data.openNests.filter((nest) => isMine(nest.nest.owner));

  return (
    <div className="flex flex-col gap-5 p-4">
      <TxProgressNote progress={progress} />
      <Section title={t('openNests')} empty={t('noOpenNests')}>
        {othersNests.map((nest) => (
          <OpenNestRow key={String(nest.nestId)} nest={nest} overview={data} now={now} owner={owner} busy={isRunning} onRun={run} />
        ))}
      </Section>
      {data.nestRewards.length > 0 || myNests.length > 0 ? (
        <NestRewards rewards={data.nestRewards} busy={isRunning} onRun={run} />
      ) : null}
      <Section title={t('myNests')} empty={t('noMyNests')}>
        {myNests.map((nest) => (
          <ListRow key={String(nest.nestId)}>
            <CreatureArt card={nest.creature} size={48} />
            <span className="flex-1 text-sm font-medium">
              {t('nestLabel', { id: String(nest.nestId) })} · {t('pairCount', { count: nest.nest.pairCount })}
            </span>
            <Button
              variant="secondary"
              disabled={isRunning}
              aria-label={`${tTx('actions.closeNest')} #${nest.nestId}`}
              onClick={() => run('closeNest', (contracts) => closeNestPlan(contracts, nest.nestId))}
            >
              {tTx('actions.closeNest')}
            </Button>
          </ListRow>
        ))}
      </Section>
      <Section title={t('pairs')} empty={t('noPairs')}>
        {data.pairs.map((pair) => {
          const waiting = secondsUntil(pair.claimableAt, now);
          const claimable = isMine(pair.owner2) && !pair.claimed && waiting === 0;
          return (
            <ListRow key={String(pair.pairId)}>
              <span className="flex flex-1 flex-col gap-1" data-testid={`pair-${pair.pairId}`}>
                <span className="text-sm font-medium">
                  {t('pairLabel', { id: String(pair.pairId), first: String(pair.tokenId1), second: String(pair.tokenId2) })}
                </span>
                <span className="text-xs tabular-nums text-ink-soft">
                  {pair.claimed
                    ? t('claimed', { id: String(pair.offspringId) })
                    : pair.seedBlock !== 0n
                      ? t('claimCommitted')
                      : t('claimableIn', { time: formatDuration(waiting) })}
                </span>
              </span>
              {isMine(pair.owner2) && !pair.claimed ? (
                <Button
                  disabled={isRunning || !claimable}
                  aria-label={t('claimPair', { id: String(pair.pairId) })}
                  onClick={() => run(pair.seedBlock === 0n ? 'commitClaim' : 'claimBredNft', (contracts) => claimBredNftPlan(contracts, pair))}
                >
                  {tTx('actions.claimBredNft')}
                </Button>
              ) : null}
            </ListRow>
          );
        })}
      </Section>
    </div>
  );
}

/** nftIncubator: open nests to pair with, the user's own nests, and their pairs counting down to the claim. */
export function IncubatorScreen() {
  const t = useTranslations('nft');
  const { address, status } = useConnection();
  if (status === 'reconnecting' || (status === 'connecting' && address)) return <WalletSkeleton />;
  if (status !== 'connected' || !address) return <ConnectWalletPrompt text={t('connectPrompt')} />;
  return <Incubator owner={address} />;
}
