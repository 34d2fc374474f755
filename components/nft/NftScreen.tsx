'use client';

import { Egg, Loader2 } from 'lucide-react';
import { LinkedCreatureOffer } from '@/components/market/LinkedCreatureOffer';
import { IntentPrefetchLink } from '@/components/navigation/IntentPrefetchLink';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { Address } from 'viem';
import { Button, buttonClasses } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { PlanAction } from '@/components/tx/PlanAction';
import { TxProgressNote } from '@/components/tx/TxProgressNote';
import { useActionRunner } from '@/components/tx/useActionRunner';
import { recordKey } from '@/lib/chain/tx/transaction-store';
import { formatTokenAmount } from '@/lib/format/number';
import { formatDuration } from '@/lib/format/duration';
import { CREATURE_ATTRIBUTES } from '@/lib/nft/attributes';
import { rebirthSecondsLeft } from '@/lib/nft/availability';
import type { NftContracts } from '@/lib/nft/contracts';
import { resolveCreatureLink, type CreatureLinkOutcome } from '@/lib/nft/creature-link';
import { claimOwedIncomePlan } from '@/lib/nft/plans';
import type { CreatureView, NftOverview, PendantCard } from '@/lib/nft/reads';
import { useCreatureLink } from '@/lib/nft/useCreatureLink';
import { useNftOverview } from '@/lib/nft/useNftOverview';
import { usePendingTransactions } from '@/lib/nft/usePendingTransactions';
import { BuySheet } from './BuySheet';
import { CreatureArt, PendantArt } from './CreatureArt';
import { CreatureSheet } from './CreatureSheet';
import { PendantSheet } from './PendantSheet';
import { ReadyReminders, useUpcomingReadyMoments } from './ReadyReminders';
import { RequireNftWallet } from './RequireNftWallet';
import { useChainClock } from './useChainClock';
import { usePendantLabel, usePendantPlace } from './usePendantLabel';

function CreatureRow({ creature, now, onOpen }: { creature: CreatureView; now: bigint; onOpen: () => void }) {
  const t = useTranslations('nft');
  const traits = creature.card.creature;
  const secondsLeft = rebirthSecondsLeft(creature, now);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-testid={`creature-${creature.tokenId}`}
        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand"
      >
        <CreatureArt card={creature.card} rebirthCount={creature.upgrade.rebirthCount} equipped={creature.equipped} size={56} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-center gap-2">
            <span className="font-semibold">{t('tokenTitle', { id: String(creature.tokenId) })}</span>
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-ink-soft">
              {traits.revealed ? t(`location.${creature.location}`) : t('blind')}
            </span>
          </span>
          <span className="text-xs text-ink-soft">
            {CREATURE_ATTRIBUTES.map(({ key }, index) => `${t(`attributes.${key}`)} ${creature.upgrade.levels[index]}`).join(' · ')}
          </span>
          <span className="text-xs text-ink-soft">
            {t('lifespan')} {String(traits.lifespan)} · {t('breedTimes')} {traits.bread}
            {traits.rebirthTime !== 0n ? ` · ${t('rebirthIn')} ${formatDuration(secondsLeft)}` : ''}
          </span>
        </span>
      </button>
    </li>
  );
}

function PendantRow({ pendant, onOpen }: { pendant: PendantCard; onOpen: () => void }) {
  const pendantLabel = usePendantLabel();
  const pendantPlace = usePendantPlace();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-testid={`pendant-${pendant.tokenId}`}
        className="flex min-h-11 w-full items-center gap-3 px-4 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand"
      >
        <PendantArt pendant={pendant.pendant} size={40} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-sm font-medium">{pendantLabel(pendant)}</span>
          <span className="text-xs text-ink-soft">{pendantPlace(pendant)}</span>
        </span>
      </button>
    </li>
  );
}

/** The holder's pendants: those in the wallet, then those their creatures wear (each says which). */
function heldPendants(overview: NftOverview): PendantCard[] {
  const worn = overview.creatures.flatMap((creature) => creature.equipped.filter((pendant) => pendant.tokenId !== 0n));
  return [...overview.pendants, ...worn];
}

function Balances({ overview }: { overview: NftOverview }) {
  const t = useTranslations('nft');
  return (
    <p className="text-sm text-ink-soft" data-testid="nft-balances">
      {t('balances', { afa: formatTokenAmount(overview.balances.afa), talk: formatTokenAmount(overview.balances.talk) })}
    </p>
  );
}

/** talk a stake's withdrawal could not mint: the creature came back, the income waits here to be claimed. */
function OwedIncome({ amount, contracts }: { amount: bigint; contracts: NftContracts }) {
  const t = useTranslations('nft');
  const tTx = useTranslations('wallet.tx');
  const runner = useActionRunner();
  return (
    <div className="flex flex-col gap-2">
      <TxProgressNote progress={runner.progress} />
      <div className="rounded-xl border border-line px-3 py-2">
        <PlanAction plan={claimOwedIncomePlan(contracts)} runner={runner} variant="secondary" label={tTx('actions.claimOwedIncome')}>
          <span className="text-sm" data-testid="income-owed">
            {t('incomeOwed', { amount: formatTokenAmount(amount) })}
          </span>
        </PlanAction>
      </div>
    </div>
  );
}

/** Transactions still waiting for their receipt, e.g. sent before a reload; the list refreshes when they land. */
function PendingTransactions({ owner }: { owner: Address }) {
  const t = useTranslations('wallet.tx');
  const pending = usePendingTransactions(owner);
  if (pending.length === 0) return null;
  return (
    <ul
      role="status"
      data-testid="pending-transactions"
      className="flex flex-col gap-1 rounded-xl border border-line bg-muted px-3 py-2 text-sm"
    >
      {pending.map((record) => (
        <li key={recordKey(record)} className="flex items-center gap-2">
          <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {t(`actions.${record.action}`)} · {t('status.pending')}
        </li>
      ))}
    </ul>
  );
}

/** Why the creature the address names (`/nft?id=…`) cannot be opened: not this wallet's, or not an id at all. */
function CreatureLinkNotice({
  outcome,
  owner,
  contracts,
  onDismiss,
}: {
  outcome: CreatureLinkOutcome<CreatureView>;
  owner: Address;
  contracts: NftContracts;
  onDismiss: () => void;
}) {
  const t = useTranslations('nft.link');
  if (outcome.kind !== 'notHeld' && outcome.kind !== 'invalid') return null;
  return (
    <section
      role="status"
      data-testid="creature-link-notice"
      className="flex flex-col gap-3 rounded-xl border border-line bg-muted px-3 py-2"
    >
      <div className="flex items-center gap-3">
        <p className="flex-1 text-sm text-ink">
          {outcome.kind === 'notHeld' ? t('notHeld', { id: String(outcome.tokenId) }) : t('invalid')}
        </p>
        <Button variant="ghost" onClick={onDismiss}>
          {t('dismiss')}
        </Button>
      </div>
      {outcome.kind === 'notHeld' ? <LinkedCreatureOffer owner={owner} tokenId={outcome.tokenId} contracts={contracts} /> : null}
    </section>
  );
}

function CreatureCollection({ owner, contracts }: { owner: Address; contracts: NftContracts }) {
  const t = useTranslations('nft');
  const overview = useNftOverview(owner);
  const moments = useUpcomingReadyMoments(overview.data);
  const now = useChainClock(overview.data, moments.length > 0);
  const [openTokenId, setOpenTokenId] = useState<bigint | null>(null);
  // The open creature as last read: its sheet stays, with the outcome, when the creature leaves the wallet.
  const [lastOpen, setLastOpen] = useState<CreatureView | null>(null);
  const [openPendantId, setOpenPendantId] = useState<bigint | null>(null);
  const { link, clear: clearLink } = useCreatureLink();
  // The link the reader closed or dismissed: out of view at once, off the address once the router has replaced it.
  const [closedLink, setClosedLink] = useState<string | null>(null);
  if (link.kind === 'none' && closedLink !== null) setClosedLink(null);
  const { refetch } = overview;
  const refresh = useCallback(() => void refetch(), [refetch]);

  if (overview.isPending) {
    return (
      <div className="flex flex-col gap-3 p-4" aria-busy="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (overview.isError) {
    return <ErrorState error={overview.error} text={t('loadFailed')} onRetry={refresh} retrying={overview.isRefetching} />;
  }

  const data = overview.data;
  const pendants = heldPendants(data);
  const openPendant = pendants.find((pendant) => pendant.tokenId === openPendantId);
  const openLink = link.kind !== 'none' && link.raw === closedLink ? ({ kind: 'none' } as const) : link;
  const linked = resolveCreatureLink(openLink, data.creatures);
  // The sheet shows the creature picked from the list, else the one the address names: whichever way it was opened,
  // it stays, as last read, once the creature leaves the wallet.
  const sheetTokenId = openTokenId ?? (openLink.kind === 'token' ? openLink.tokenId : null);
  const held = data.creatures.find((creature) => creature.tokenId === sheetTokenId);
  if (held && held !== lastOpen) setLastOpen(held);
  const departed = !held && sheetTokenId !== null && lastOpen?.tokenId === sheetTokenId ? lastOpen : undefined;
  const open = held ?? departed;
  const openedByLink = openLink.kind === 'token' && open?.tokenId === openLink.tokenId;
  const closeLink = () => {
    if (link.kind === 'none') return;
    setClosedLink(link.raw);
    clearLink();
  };
  const closeSheet = () => {
    setOpenTokenId(null);
    setLastOpen(null);
    if (openedByLink) closeLink();
  };
  return (
    <div className="flex flex-col gap-4 p-4">
      <PendingTransactions owner={owner} />
      <ReadyReminders moments={moments} now={now} onReady={refresh} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Balances overview={data} />
        <div className="flex flex-wrap gap-2">
          <BuySheet owner={owner} contracts={contracts} />
          <IntentPrefetchLink href="/market" className={buttonClasses('secondary')}>
            {t('marketLink')}
          </IntentPrefetchLink>
          <IntentPrefetchLink href="/nftIncubator" className={buttonClasses('secondary')}>
            {t('incubatorLink')}
          </IntentPrefetchLink>
          <IntentPrefetchLink href="/mint" className={buttonClasses('secondary')}>
            {t('mintLink')}
          </IntentPrefetchLink>
        </div>
      </div>
      {data.incomeOwed > 0n ? <OwedIncome amount={data.incomeOwed} contracts={contracts} /> : null}
      {/* A creature that left the wallet under its own open sheet is told of there, not as another holder's. */}
      <CreatureLinkNotice
        outcome={departed && openedByLink ? { kind: 'none' } : linked}
        owner={owner}
        contracts={contracts}
        onDismiss={closeLink}
      />
      {data.creatures.length === 0 ? (
        <EmptyState icon={<Egg className="size-6" />} title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <ul aria-label={t('listLabel')} className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
          {data.creatures.map((creature) => (
            <CreatureRow key={String(creature.tokenId)} creature={creature} now={now} onOpen={() => setOpenTokenId(creature.tokenId)} />
          ))}
        </ul>
      )}
      {pendants.length > 0 ? (
        <section aria-labelledby="held-pendants" className="flex flex-col gap-2">
          <h2 id="held-pendants" className="text-sm font-semibold">
            {t('pendants')}
          </h2>
          <ul aria-label={t('pendantListLabel')} className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            {pendants.map((pendant) => (
              <PendantRow key={String(pendant.tokenId)} pendant={pendant} onOpen={() => setOpenPendantId(pendant.tokenId)} />
            ))}
          </ul>
        </section>
      ) : null}
      {openPendant ? (
        <PendantSheet owner={owner} pendant={openPendant} contracts={contracts} onClose={() => setOpenPendantId(null)} />
      ) : null}
      {open ? (
        <CreatureSheet
          owner={owner}
          creature={open}
          departed={open === departed}
          overview={data}
          contracts={contracts}
          now={now}
          onClose={closeSheet}
        />
      ) : null}
    </div>
  );
}

/**
 * The NFT tab: the connected wallet's creatures, each opening a sheet of what it can do now; `/nft?id=…` (a token's
 * page in its metadata) opens that creature's sheet once the list is read.
 */
export function NftScreen() {
  return <RequireNftWallet>{(owner, contracts) => <CreatureCollection owner={owner} contracts={contracts} />}</RequireNftWallet>;
}
