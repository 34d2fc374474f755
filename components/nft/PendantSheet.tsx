'use client';

import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { SellSection } from '@/components/market/SellSection';
import { TokenActivity } from '@/components/market/TokenActivity';
import { TxOutcomeNote } from '@/components/tx/TxOutcomeNote';
import { TxProgressNote } from '@/components/tx/TxProgressNote';
import { useActionRunner } from '@/components/tx/useActionRunner';
import { Sheet } from '@/components/ui/Sheet';
import { pendantSaleBlockReason } from '@/lib/nft/availability';
import type { NftContracts } from '@/lib/nft/contracts';
import type { PendantCard } from '@/lib/nft/reads';
import { PendantArt } from './CreatureArt';
import { usePendantLabel, usePendantPlace } from './usePendantLabel';

/** A pendant's picture and where it is, and its sale on the market; one worn by a creature says why it cannot be sold. */
export function PendantSheet({
  owner,
  pendant,
  contracts,
  onClose,
}: {
  owner: Address;
  pendant: PendantCard;
  contracts: NftContracts;
  onClose: () => void;
}) {
  const t = useTranslations('nft');
  const runner = useActionRunner();
  const pendantLabel = usePendantLabel();
  const pendantPlace = usePendantPlace();
  const blockedBy = pendantSaleBlockReason(pendant);
  const token = { collection: contracts.PendantNft.address, tokenId: pendant.tokenId };
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && !runner.isRunning && onClose()}
      title={t('market.pendantTitle', { id: String(pendant.tokenId) })}
    >
      <div className="flex flex-col gap-4" data-testid="pendant-sheet">
        <div className="flex items-center gap-4">
          <PendantArt pendant={pendant.pendant} size={96} />
          <p className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{pendantLabel(pendant)}</span>
            <span className="text-ink-soft" data-testid="pendant-status">
              {pendantPlace(pendant)}
            </span>
          </p>
        </div>
        <TxProgressNote progress={runner.progress} />
        <TxOutcomeNote outcome={runner.outcome} />
        <SellSection
          owner={owner}
          token={token}
          collectionName="pendants"
          contracts={contracts}
          runner={runner}
          blockedReason={blockedBy ? t(`reasons.${blockedBy}`) : undefined}
        />
        <TokenActivity token={token} />
      </div>
    </Sheet>
  );
}
