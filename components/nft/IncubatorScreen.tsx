'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isAddressEqual, type Address } from 'viem';
import { ErrorState } from '@/components/ui/ErrorState';
import { List, ListRow } from '@/components/ui/List';
import { Skeleton } from '@/components/ui/Skeleton';
import { PlanAction } from '@/components/tx/PlanAction';
import { TxProgressNote } from '@/components/tx/TxProgressNote';
import { useActionRunner } from '@/components/tx/useActionRunner';
import type { ActionRunner } from '@/components/tx/useAnnouncedRuns';
import { formatTokenAmount } from '@/lib/format/number';
import { formatDuration } from '@/lib/format/duration';
import { breedBlockReason, breedQuote, pairableCreatures } from '@/lib/nft/breeding';
import type { NftContracts } from '@/lib/nft/contracts';
import { breedPlan, claimBredNftPlan, closeNestPlan, withdrawNestRewardPlan } from '@/lib/nft/plans';
import type { NftOverview, OpenNest, OwedReward } from '@/lib/nft/reads';
import { useNftOverview } from '@/lib/nft/useNftOverview';
import { CreatureArt } from './CreatureArt';
import { RequireNftWallet } from './RequireNftWallet';
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
  contracts,
  runner,
}: {
  nest: OpenNest;
  overview: NftOverview;
  now: bigint;
  owner: Address;
  contracts: NftContracts;
  runner: ActionRunner;
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
  const blockedReason = {
    doNotSupport: (
      <span className="font-medium text-danger" data-testid="breed-blocked">
        {tTx('doNotSupport')}
      </span>
    ),
    noPairable: t('noPairable'),
    nestResting: t('readyIn', { time: formatDuration(waiting) }),
  };

  return (
    <ListRow>
      <CreatureArt card={nest.creature} rebirthCount={nest.rebirthCount} equipped={nest.equipped} size={48} />
      <PlanAction
        plan={chosen && quote ? breedPlan(contracts, nest.nestId, chosen.tokenId, quote) : undefined}
        runner={runner}
        label={tTx('actions.breedPair')}
        ariaLabel={t('breedWith', { id: String(nest.nestId) })}
        blockedReason={blockedBy ? blockedReason[blockedBy] : undefined}
      >
        <span className="text-sm font-medium">{t('nestLabel', { id: String(nest.nestId) })}</span>
        {blockedBy !== 'doNotSupport' && candidates.length > 0 ? (
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
            {quote?.needsBreedTime ? <span className="text-xs text-ink-soft">{t('withBreedTime')}</span> : null}
          </>
        ) : null}
      </PlanAction>
    </ListRow>
  );
}

/**
 * What the user is owed as a nest owner, one row per token: rewards earned before the cost token changed stay
 * owed in the old token. With nothing owed, the AFA row shows 0.
 */
function NestRewards({ rewards, contracts, runner }: { rewards: readonly OwedReward[]; contracts: NftContracts; runner: ActionRunner }) {
  const t = useTranslations('nft.incubator');
  const tTx = useTranslations('wallet.tx');
  const afa = contracts.AfaToken.address;
  const rows = rewards.length > 0 ? rewards : [{ token: afa, amount: 0n }];
  return rows.map(({ token, amount }) => {
    const inAfa = isAddressEqual(token, afa);
    const formatted = formatTokenAmount(amount);
    return (
      <div key={token} className="rounded-xl border border-line px-3 py-2">
        <PlanAction
          plan={amount === 0n ? undefined : withdrawNestRewardPlan(contracts, token)}
          runner={runner}
          variant="secondary"
          label={tTx('actions.withdrawNestReward')}
          ariaLabel={inAfa ? undefined : `${tTx('actions.withdrawNestReward')} ${token}`}
        >
          <span className="text-sm" data-testid={inAfa ? 'nest-reward' : `nest-reward-${token}`}>
            {inAfa ? t('nestReward', { amount: formatted }) : t('nestRewardInToken', { amount: formatted, token })}
          </span>
        </PlanAction>
      </div>
    );
  });
}

function Incubator({ owner, contracts }: { owner: Address; contracts: NftContracts }) {
  const t = useTranslations('nft.incubator');
  const tTx = useTranslations('wallet.tx');
  const overview = useNftOverview(owner);
  const now = useChainClock(overview.data);
  const runner = useActionRunner();

  if (overview.isPending) {
    return (
      <div className="flex flex-col gap-3 p-4" aria-busy="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <ErrorState error={overview.error} text={t('loadFailed')} onRetry={() => void overview.refetch()} retrying={overview.isRefetching} />
    );
  }
  const data = overview.data;
  const isMine = (address: Address) => isAddressEqual(address, owner);
  const othersNests = data.openNests.filter((nest) => !isMine(nest.nest.owner));
  const myNests = data.openNests.filter((nest) => isMine(nest.nest.owner));

  return (
    <div className="flex flex-col gap-5 p-4">
      <TxProgressNote progress={runner.progress} />
      <Section title={t('openNests')} empty={t('noOpenNests')}>
        {othersNests.map((nest) => (
          <OpenNestRow
            key={String(nest.nestId)}
            nest={nest}
            overview={data}
            now={now}
            owner={owner}
            contracts={contracts}
            runner={runner}
          />
        ))}
      </Section>
      {data.nestRewards.length > 0 || myNests.length > 0 ? (
        <NestRewards rewards={data.nestRewards} contracts={contracts} runner={runner} />
      ) : null}
      <Section title={t('myNests')} empty={t('noMyNests')}>
        {myNests.map((nest) => (
          <ListRow key={String(nest.nestId)}>
            <CreatureArt card={nest.creature} rebirthCount={nest.rebirthCount} equipped={nest.equipped} size={48} />
            <PlanAction
              plan={closeNestPlan(contracts, nest.nestId)}
              runner={runner}
              variant="secondary"
              label={tTx('actions.closeNest')}
              ariaLabel={`${tTx('actions.closeNest')} #${nest.nestId}`}
            >
              <span className="text-sm font-medium">
                {t('nestLabel', { id: String(nest.nestId) })} · {t('pairCount', { count: nest.nest.pairCount })}
              </span>
            </PlanAction>
          </ListRow>
        ))}
      </Section>
      <Section title={t('pairs')} empty={t('noPairs')}>
        {data.pairs.map((pair) => {
          const waiting = secondsUntil(pair.claimableAt, now);
          const claimable = isMine(pair.owner2) && !pair.claimed && waiting === 0;
          const status = (
            <span className="flex flex-col gap-1" data-testid={`pair-${pair.pairId}`}>
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
          );
          return (
            <ListRow key={String(pair.pairId)}>
              {isMine(pair.owner2) && !pair.claimed ? (
                <PlanAction
                  plan={claimable ? claimBredNftPlan(contracts, pair) : undefined}
                  runner={runner}
                  label={tTx('actions.claimBredNft')}
                  ariaLabel={t('claimPair', { id: String(pair.pairId) })}
                >
                  {status}
                </PlanAction>
              ) : (
                status
              )}
            </ListRow>
          );
        })}
      </Section>
    </div>
  );
}

/** nftIncubator: open nests to pair with, the user's own nests, and their pairs counting down to the claim. */
export function IncubatorScreen() {
  return <RequireNftWallet>{(owner, contracts) => <Incubator owner={owner} contracts={contracts} />}</RequireNftWallet>;
}
