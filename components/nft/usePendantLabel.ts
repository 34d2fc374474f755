'use client';

import { useTranslations } from 'next-intl';
import { attributeOfCode } from '@/lib/nft/attributes';
import type { PendantCard } from '@/lib/nft/reads';

/** A pendant's name in the reader's language: its attribute and value once opened, else that it opens first. */
export function usePendantLabel() {
  const t = useTranslations('nft');
  return ({ tokenId, pendant }: Pick<PendantCard, 'tokenId' | 'pendant'>): string => {
    const attribute = attributeOfCode(pendant.attribute);
    if (!pendant.opened || !attribute) return t('pendantBlind', { id: String(tokenId) });
    return t('pendantLabel', { id: String(tokenId), attribute: t(`attributes.${attribute.key}`), value: pendant.value });
  };
}

/** Where a pendant is, in the reader's language: worn by a creature, or in the wallet. */
export function usePendantPlace() {
  const t = useTranslations('nft');
  return ({ equippedOn }: Pick<PendantCard, 'equippedOn'>): string =>
    equippedOn !== 0n ? t('pendantWornBy', { id: String(equippedOn) }) : t('location.wallet');
}
