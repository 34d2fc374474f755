'use client';

import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { CreatureOffers } from '@/components/market/CreatureOffers';
import { TokenActivity } from '@/components/market/TokenActivity';
import { SellSection } from '@/components/market/SellSection';
import { Sheet } from '@/components/ui/Sheet';
import { PlanAction } from '@/components/tx/PlanAction';
import type { ActionRunner } from '@/components/tx/useAnnouncedRuns';
import { TxOutcomeNote } from '@/components/tx/TxOutcomeNote';
import { TxProgressNote } from '@/components/tx/TxProgressNote';
import { useActionRunner } from '@/components/tx/useActionRunner';
import { formatTokenAmount } from '@/lib/format/number';
import { formatDuration } from '@/lib/format/duration';
import { CREATURE_ATTRIBUTES, attributeOfCode } from '@/lib/nft/attributes';
import { creatureActions, rebirthSecondsLeft, saleBlockReason, type CreatureAction } from '@/lib/nft/availability';
import type { NftContracts } from '@/lib/nft/contracts';
import { equipPendantPlan, uninstallPendantPlan } from '@/lib/nft/plans';
import type { MarketToken } from '@/lib/market/orders';
import type { CreatureView, NftOverview, PendantCard } from '@/lib/nft/reads';
import { CreatureArt, PendantArt } from './CreatureArt';
import { usePendantLabel } from './usePendantLabel';

/** An action's key among the sheet's actions. */
function actionKey(action: CreatureAction): string {
  return action.id === 'upgrade' ? `${action.id}-${action.attribute}` : action.id;
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

function PendantRowLabel({ pendant, label }: { pendant: PendantCard; label: string }) {
  return (
    <span className="flex items-center gap-2 text-sm">
      <PendantArt pendant={pendant.pendant} size={32} />
      {label}
    </span>
  );
}

/**
 * What the reader can do now with a creature they hold: every action, each with its cost or the reason it is not
 * possible, the pendants it can wear or take off, and its sale on the market (the sell form, and the offers made for
 * it).
 */
function CreatureActing({
  owner,
  creature,
  token,
  overview,
  contracts,
  now,
  runner,
}: {
  owner: Address;
  creature: CreatureView;
  token: MarketToken;
  overview: NftOverview;
  contracts: NftContracts;
  now: bigint;
  runner: ActionRunner;
}) {
  const t = useTranslations('nft');
  const tTx = useTranslations('wallet.tx');
  const pendantLabel = usePendantLabel();
  const traits = creature.card.creature;
  const actions = creatureActions(creature, overview, now, contracts);
  const inWallet = creature.location === 'wallet';
  const saleBlockedBy = saleBlockReason(creature);
  const saleBlocked = saleBlockedBy ? t(`reasons.${saleBlockedBy}`) : undefined;
  const walletPendants = overview.pendants;
  const equipped = creature.equipped.filter((pendant) => pendant.tokenId !== 0n);

  function actionLabel(action: CreatureAction): string {
    if (action.id !== 'upgrade') return tTx(`actions.${action.id}`);
    return t('upgradeAttribute', { attribute: t(`attributes.${attributeOfCode(action.attribute).key}`) });
  }

  return (
    <>
      <section aria-labelledby="creature-actions" className="flex flex-col gap-2">
        <h3 id="creature-actions" className="text-sm font-semibold">
          {t('actionsTitle')}
        </h3>
        <ul className="flex flex-col gap-2">
          {actions.map((action) => {
            const label = actionLabel(action);
            return (
              <li key={actionKey(action)} className="rounded-xl border border-line px-3 py-2">
                <PlanAction
                  plan={action.plan}
                  runner={runner}
                  label={t('go')}
                  ariaLabel={label}
                  blockedReason={action.enabled ? undefined : t(`reasons.${action.reason!}`)}
                >
                  <span className="text-sm font-medium">{label}</span>
                </PlanAction>
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
              <li key={String(pendant.tokenId)} className="rounded-xl border border-line px-3 py-2">
                <PlanAction
                  plan={uninstallPendantPlan(contracts, pendant.tokenId, creature.tokenId)}
                  runner={runner}
                  variant="secondary"
                  label={tTx('actions.uninstallPendant')}
                  ariaLabel={`${tTx('actions.uninstallPendant')} #${pendant.tokenId}`}
                  blockedReason={inWallet ? undefined : t('reasons.notInWallet')}
                >
                  <PendantRowLabel pendant={pendant} label={pendantLabel(pendant)} />
                </PlanAction>
              </li>
            ))}
            {inWallet
              ? walletPendants.map((pendant) => (
                  <li key={String(pendant.tokenId)} className="rounded-xl border border-dashed border-line px-3 py-2">
                    <PlanAction
                      plan={equipPendantPlan(contracts, pendant.tokenId, creature.tokenId, pendant.pendant.opened)}
                      runner={runner}
                      variant="secondary"
                      label={tTx('actions.equipPendant')}
                      ariaLabel={`${tTx('actions.equipPendant')} #${pendant.tokenId}`}
                    >
                      <PendantRowLabel pendant={pendant} label={pendantLabel(pendant)} />
                    </PlanAction>
                  </li>
                ))
              : null}
          </ul>
        </section>
      ) : null}

      <SellSection
        owner={owner}
        token={token}
        collectionName="creatures"
        contracts={contracts}
        runner={runner}
        blockedReason={saleBlocked}
      />
      <CreatureOffers token={token} collectionName="creatures" runner={runner} blockedReason={saleBlocked} />
    </>
  );
}

/**
 * A creature's details, what the reader can do with it (CreatureActing) and its market activity. A creature that has
 * `departed` the wallet while its sheet was open (an offer accepted, a listing bought) is shown as last read, with
 * the outcome of what the reader did here and its market activity, and nothing left to act on.
 */
export function CreatureSheet({
  owner,
  creature,
  departed = false,
  overview,
  contracts,
  now,
  onClose,
}: {
  owner: Address;
  creature: CreatureView;
  departed?: boolean;
  overview: NftOverview;
  contracts: NftContracts;
  now: bigint;
  onClose: () => void;
}) {
  const t = useTranslations('nft');
  const runner = useActionRunner();
  const traits = creature.card.creature;
  const token = { collection: contracts.CreatureNft.address, tokenId: creature.tokenId };

  return (
    <Sheet open onOpenChange={(open) => !open && !runner.isRunning && onClose()} title={t('tokenTitle', { id: String(creature.tokenId) })}>
      <div className="flex flex-col gap-4" data-testid="creature-sheet">
        <div className="flex items-center gap-4">
          <CreatureArt card={creature.card} rebirthCount={creature.upgrade.rebirthCount} equipped={creature.equipped} size={96} />
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

        <TxProgressNote progress={runner.progress} />
        <TxOutcomeNote outcome={runner.outcome} />

        {departed ? (
          <p role="status" data-testid="creature-departed" className="rounded-xl bg-muted px-3 py-2 text-sm text-ink">
            {t('departed', { id: String(creature.tokenId) })}
          </p>
        ) : (
          <CreatureActing
            owner={owner}
            creature={creature}
            token={token}
            overview={overview}
            contracts={contracts}
            now={now}
            runner={runner}
          />
        )}
        <TokenActivity token={token} />
      </div>
    </Sheet>
  );
}
