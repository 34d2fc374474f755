'use client';

import { useTranslations } from 'next-intl';
import { CreatureArt, PendantArt } from '@/components/nft/CreatureArt';
import { usePendantLabel } from '@/components/nft/usePendantLabel';
import { Skeleton } from '@/components/ui/Skeleton';
import { CREATURE_ATTRIBUTES } from '@/lib/nft/attributes';
import { totalLevel } from '@/lib/market/filters';
import type { MarketTokenCard } from '@/lib/market/tokenCards';
import { speciesKeyOf } from '@/lib/nft/species';

/** A species' name in the reader's language, or its number past the named ones. */
export function useSpeciesName() {
  const t = useTranslations('nft.species');
  return (species: number) => {
    const key = speciesKeyOf(species);
    return key ? t(key) : t('other', { number: species });
  };
}

/** A listed token's picture, title and traits, drawn by the one renderer from its chain card. */
export function MarketTokenSummary({
  card,
  tokenId,
  isPendant,
}: {
  card: MarketTokenCard | undefined;
  tokenId: string;
  isPendant: boolean;
}) {
  const t = useTranslations('nft');
  const speciesName = useSpeciesName();
  const pendantLabel = usePendantLabel();
  const title = isPendant ? t('market.pendantTitle', { id: tokenId }) : t('tokenTitle', { id: tokenId });
  if (!card) {
    return (
      <span className="flex items-center gap-3">
        <Skeleton className="size-16 shrink-0" />
        <span className="font-semibold">{title}</span>
      </span>
    );
  }
  if (card.kind === 'pendant') {
    return (
      <span className="flex items-center gap-3">
        <PendantArt pendant={card.card.pendant} size={64} />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-semibold">{title}</span>
          <span className="text-xs text-ink-soft" data-testid="market-traits">
            {pendantLabel(card.card)}
          </span>
        </span>
      </span>
    );
  }
  const { creature } = card.card;
  return (
    <span className="flex items-center gap-3">
      <CreatureArt card={card.card} rebirthCount={card.rebirthCount} equipped={card.equipped} size={64} />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{title}</span>
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-ink-soft">
            {creature.revealed ? speciesName(creature.species) : t('blind')}
          </span>
        </span>
        {creature.revealed ? (
          <span className="text-xs text-ink-soft" data-testid="market-traits">
            {t('market.totalLevel', { level: totalLevel(creature.levels) })} ·{' '}
            {CREATURE_ATTRIBUTES.map(({ key }, index) => `${t(`attributes.${key}`)} ${creature.levels[index]}`).join(' · ')}
          </span>
        ) : null}
      </span>
    </span>
  );
}
