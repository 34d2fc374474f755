'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Address } from 'viem';
import { TxOutcomeNote } from '@/components/tx/TxOutcomeNote';
import { TxProgressNote } from '@/components/tx/TxProgressNote';
import { useActionRunner } from '@/components/tx/useActionRunner';
import { Button } from '@/components/ui/Button';
import { formatAddress } from '@/lib/format/address';
import { useMarketTokenCard } from '@/lib/market/queries';
import type { NftContracts } from '@/lib/nft/contracts';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { MarketTokenSummary } from './MarketToken';
import { OfferSheet } from './OfferSheet';

/**
 * A creature someone else holds, reached by its link (`/nft?id=…`, its page in wallets and explorers): its picture,
 * traits and holder, and an AFA offer for it, listed or not; or that no such creature exists.
 */
export function LinkedCreatureOffer({ owner, tokenId, contracts }: { owner: Address; tokenId: bigint; contracts: NftContracts }) {
  const t = useTranslations('nft');
  const token = { collection: contracts.CreatureNft.address, tokenId };
  const card = useMarketTokenCard(token, contracts);
  const runner = useActionRunner();
  const [offering, setOffering] = useState(false);
  const seaport = getRuntimeConfig().market.seaport;
  if (card.data === null) return <p className="text-sm text-ink-soft">{t('link.noSuchCreature', { id: String(tokenId) })}</p>;
  if (!seaport || card.data?.kind !== 'creature') return null;
  return (
    <div className="flex flex-col gap-2" data-testid="linked-creature">
      <MarketTokenSummary card={card.data} tokenId={String(tokenId)} isPendant={false} />
      <p className="text-xs text-ink-soft">{t('link.heldBy', { address: formatAddress(card.data.card.owner) })}</p>
      <TxProgressNote progress={runner.progress} />
      <TxOutcomeNote outcome={runner.outcome} />
      <Button variant="secondary" onClick={() => setOffering(true)}>
        {t('market.makeOffer')}
      </Button>
      {offering ? (
        <OfferSheet
          owner={owner}
          token={token}
          seaport={seaport}
          contracts={contracts}
          runner={runner}
          onClose={() => setOffering(false)}
        />
      ) : null}
    </div>
  );
}
