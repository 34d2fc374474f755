'use client';

import { CircleCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useConnection } from 'wagmi';
import { Button } from '@/components/ui/Button';
import { Sheet } from '@/components/ui/Sheet';
import { ApprovalChoiceSelect } from '@/components/wallet/ApprovalChoiceSelect';
import { TxProgressNote } from '@/components/wallet/TxProgressNote';
import { useTxTexts } from '@/components/wallet/useTxTexts';
import type { TransactionPlan, TxAction, TxFailure } from '@/lib/chain/tx/types';
import { usePlanQuotes, type FeeQuote } from '@/lib/chain/tx/usePlanQuotes';
import { formatTokenAmount } from '@/lib/format/number';
import { formatDuration } from '@/lib/format/time';
import { CREATURE_ATTRIBUTES, attributeOfCode } from '@/lib/nft/attributes';
import { creatureActions, rebirthSecondsLeft, type ActionCost, type CreatureAction } from '@/lib/nft/availability';
import { getNftContracts, type NftContracts } from '@/lib/nft/contracts';
import {
  accelerateRebirthPlan,
  claimRebirthPlan,
  closeNestPlan,
  createNestPlan,
  equipPendantPlan,
  rebirthPlan,
  releaseIncomePlan,
  revealPlan,
  stakePlan,
  uninstallPendantPlan,
  upgradePlan,
  withdrawStakePlan,
} from '@/lib/nft/plans';
import type { CreatureView, NftOverview, PendantCard } from '@/lib/nft/reads';
import { useNftAction } from '@/lib/nft/useNftAction';
import { CreatureArt } from './CreatureArt';

/** The plan of a sheet action for this creature. */
function planOf(action: CreatureAction, creature: CreatureView): (contracts: NftContracts) => TransactionPlan {
  const { tokenId } = creature;
  switch (action.id) {
    case 'revealCreature':
      return (contracts) => revealPlan(contracts, tokenId);
    case 'upgrade':
      return (contracts) =>
        upgradePlan(contracts, tokenId, action.attribute ?? 1, { afa: action.cost?.afa ?? 0n, talk: action.cost?.talk ?? 0n });
    case 'rebirth':
      return (contracts) => rebirthPlan(contracts, tokenId);
    case 'claimRebirth':
      return (contracts) => claimRebirthPlan(contracts, tokenId);
    case 'accelerateRebirth':
      return (contracts) => accelerateRebirthPlan(contracts, tokenId, action.cost?.talk ?? 0n);
    case 'createNest':
      return (contracts) => createNestPlan(contracts, tokenId);
    case 'closeNest':
      return (contracts) => closeNestPlan(contracts, tokenId);
    case 'stake':
      return (contracts) => stakePlan(contracts, tokenId);
    case 'releaseIncome':
      return (contracts) => releaseIncomePlan(contracts, tokenId);
    case 'withdrawStake':
      return (contracts) => withdrawStakePlan(contracts, tokenId);
  }
}

export function costText(cost: ActionCost | undefined, free: string): string {
  const parts = [
    cost?.afa ? `${formatTokenAmount(cost.afa)} AFA` : null,
    cost?.talk ? `${formatTokenAmount(cost.talk)} talk` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' + ') : free;
}

/** An action's key among the sheet's actions. */
function actionKey(action: CreatureAction): string {
  return `${action.id}-${action.attribute ?? ''}`;
}

/** What an enabled action costs in tokens and, once quoted, at most in network fee; or why it cannot run. */
function ActionCostNote({ action, quote }: { action: CreatureAction; quote: FeeQuote | undefined }) {
  const t = useTranslations('nft');
  const tTx = useTranslations('wallet.tx');
  if (!action.enabled && action.reason) return <>{t(`reasons.${action.reason}`)}</>;
  const tokens = costText(action.cost, t('free'));
  if (!quote) return <>{tokens}</>;
  if (!quote.affordable) return <span data-testid="fee-unaffordable">{tTx('feeUnaffordable')}</span>;
  return (
    <>
      {tokens} · <span data-testid="network-fee">{tTx('networkFee', { fee: formatTokenAmount(quote.maxFee) })}</span>
    </>
  );
}

function DetailRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="font-medium tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function FailureNote({ failure }: { failure: TxFailure }) {
  const { failureTitle, failureReason } = useTxTexts();
  return (
    <div role="alert" data-testid="tx-failure" className="rounded-xl border border-danger/30 bg-danger/5 px-3 py-2 text-sm">
      <p className="font-semibold text-danger">{failureTitle(failure)}</p>
      <p className="text-ink">{failureReason(failure)}</p>
    </div>
  );
}

/** The confirmation in the sheet itself, where the user pressed, as soon as the receipt confirms. */
function ConfirmedNote({ action }: { action: TxAction }) {
  const tTx = useTranslations('wallet.tx');
  return (
    <p role="status" data-testid="tx-done" className="flex items-center gap-2 rounded-xl border border-brand/30 bg-brand/5 px-3 py-2 text-sm font-medium text-ink">
      <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-brand" />
      {tTx(`done.${action}`)}
    </p>
  );
}

/** A creature's details and every action it allows now, each with its cost or the reason it is not possible. */
export function CreatureSheet({
  creature,
  overview,
  now,
  onClose,
}: {
  creature: CreatureView;
  overview: NftOverview;
  now: bigint;
  onClose: () => void;
}) {
  const t = useTranslations('nft');
  const tTx = useTranslations('wallet.tx');
  const { announce } = useTxTexts();
  const { runAction, progress, isRunning } = useNftAction();
  const [outcome, setOutcome] = useState<{ action: TxAction; failure?: TxFailure } | null>(null);
  const traits = creature.card.creature;
  const actions = creatureActions(creature, overview, now);
  const inWallet = creature.location === 'wallet';
  const { address } = useConnection();
  const contracts = getNftContracts();
  const quotes = usePlanQuotes(
    address,
    contracts ? actions.filter((action) => action.enabled).map((action) => ({ key: actionKey(action), plan: planOf(action, creature)(contracts) })) : [],
  );

  async function run(action: TxAction, buildPlan: (contracts: NftContracts) => TransactionPlan) {
    setOutcome(null);
    const result = await runAction(buildPlan);
    if (!result) return;
    announce(action, result.ok ? undefined : result.failure);
    setOutcome(result.ok ? { action } : { action, failure: result.failure });
  }

  function actionLabel(action: CreatureAction): string {
    const attribute = action.attribute === undefined ? undefined : attributeOfCode(action.attribute);
    if (action.id === 'upgrade' && attribute) return t('upgradeAttribute', { attribute: t(`attributes.${attribute.key}`) });
    return tTx(`actions.${action.id}`);
  }

  const walletPendants = overview.pendants;
  const equipped = creature.equipped.filter((pendant) => pendant.tokenId !== 0n);

  function pendantLabel(pendant: PendantCard): string {
    const attribute = attributeOfCode(pendant.pendant.attribute);
    if (!pendant.pendant.opened || !attribute) return t('pendantBlind', { id: String(pendant.tokenId) });
    return t('pendantLabel', { id: String(pendant.tokenId), attribute: t(`attributes.${attribute.key}`), value: pendant.pendant.value });
  }

  return (
    <Sheet open onOpenChange={(open) => !open && !isRunning && onClose()} title={t('tokenTitle', { id: String(creature.tokenId) })}>
      <div className="flex flex-col gap-4" data-testid="creature-sheet">
        <div className="flex items-center gap-4">
          <CreatureArt card={creature.card} size={96} />
          <dl className="flex-1">
            {CREATURE_ATTRIBUTES.map(({ key }, index) => (
              <DetailRow
                key={key}
                label={t(`attributes.${key}`)}
                value={t('level', { level: creature.upgrade.levels[index] })}
                testId={`level-${key}`}
              />
            ))}
          </dl>
        </div>
        <dl className="divide-y divide-line rounded-2xl border border-line px-4">
          <DetailRow label={t('status')} value={traits.revealed ? t(`location.${creature.location}`) : t('blind')} />
          <DetailRow label={t('lifespan')} value={String(traits.lifespan)} testId="lifespan" />
          <DetailRow label={t('breedTimes')} value={String(traits.bread)} testId="breed-times" />
          <DetailRow label={t('rebirths')} value={String(creature.upgrade.rebirthCount)} />
          {traits.rebirthTime !== 0n ? (
            <DetailRow label={t('rebirthIn')} value={formatDuration(rebirthSecondsLeft(creature, now))} testId="rebirth-countdown" />
          ) : null}
          {creature.stake ? (
            <>
              <DetailRow label={t('pledgeDays')} value={String(creature.stake.pledgeDay)} />
              <DetailRow label={t('incomeDue')} value={`${formatTokenAmount(creature.stake.pendingIncome)} talk`} />
            </>
          ) : null}
        </dl>

        <TxProgressNote progress={progress} />
        {outcome?.failure ? <FailureNote failure={outcome.failure} /> : null}
        {outcome && !outcome.failure ? <ConfirmedNote action={outcome.action} /> : null}

        <section aria-labelledby="creature-actions" className="flex flex-col gap-2">
          <h3 id="creature-actions" className="text-sm font-semibold">
            {t('actionsTitle')}
          </h3>
          <ul className="flex flex-col gap-2">
            {actions.map((action) => {
              const label = actionLabel(action);
              const quote = quotes.get(actionKey(action));
              // Told before the wallet is asked: the balance cannot pay the network fee.
              const enabled = action.enabled && quote?.affordable !== false;
              return (
                <li key={actionKey(action)} className="flex items-center gap-3 rounded-xl border border-line px-3 py-2">
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="text-sm font-medium">{label}</span>
                    <span className="text-xs text-ink-soft">
                      <ActionCostNote action={action} quote={quote} />
                    </span>
                    {enabled
                      ? quote?.tokenApprovals.map(({ symbol, token }) => <ApprovalChoiceSelect key={token} symbol={symbol} token={token} />)
                      : null}
                  </span>
                  <Button
                    variant={enabled ? 'primary' : 'secondary'}
                    disabled={!enabled || isRunning}
                    aria-label={label}
                    onClick={() => run(action.id, planOf(action, creature))}
                  >
                    {t('go')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>

        {traits.revealed && (inWallet || equipped.length > 0) ? (
          <section aria-labelledby="creature-pendants" className="flex flex-col gap-2">
            <h3 id="creature-pendants" className="text-sm font-semibold">
              {t('pendants')}
            </h3>
            <ul className="flex flex-col gap-2">
              {equipped.map((pendant) => (
                <li key={String(pendant.tokenId)} className="flex items-center gap-3 rounded-xl border border-line px-3 py-2">
                  <span className="flex-1 text-sm">{pendantLabel(pendant)}</span>
                  <Button
                    variant="secondary"
                    disabled={isRunning || !inWallet}
                    aria-label={`${tTx('actions.uninstallPendant')} #${pendant.tokenId}`}
                    onClick={() => run('uninstallPendant', (contracts) => uninstallPendantPlan(contracts, pendant.tokenId, creature.tokenId))}
                  >
                    {tTx('actions.uninstallPendant')}
                  </Button>
                </li>
              ))}
              {inWallet
                ? walletPendants.map((pendant) => (
                    <li key={String(pendant.tokenId)} className="flex items-center gap-3 rounded-xl border border-dashed border-line px-3 py-2">
                      <span className="flex-1 text-sm">{pendantLabel(pendant)}</span>
                      <Button
                        variant="secondary"
                        disabled={isRunning}
                        aria-label={`${tTx('actions.equipPendant')} #${pendant.tokenId}`}
                        onClick={() =>
                          run('equipPendant', (contracts) =>
                            equipPendantPlan(contracts, pendant.tokenId, creature.tokenId, pendant.pendant.opened),
                          )
                        }
                      >
                        {tTx('actions.equipPendant')}
                      </Button>
                    </li>
                  ))
                : null}
            </ul>
          </section>
        ) : null}
      </div>
    </Sheet>
  );
}
