import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { EGG_SVG, renderCreatureSvg } from '@/lib/nft/art/creature';
import { SEALED_PENDANT_SVG, renderPendantSvg } from '@/lib/nft/art/pendant';
import { svgDataUrl } from '@/lib/nft/art/svg';
import type { CreatureCard, PendantCard } from '@/lib/nft/reads';

// The pictures are images of the renderer's bytes: the same as the token's metadata image, and kept apart from
// the page (their ids, no script), which the CSP's img-src data: allows.

/**
 * A creature's picture from its on-chain traits, its rebirths and the pendants it wears (docs/PRODUCT.md §3),
 * drawn by the renderer the token metadata uses. A blind creature shows its egg.
 */
export function CreatureArt({
  card,
  rebirthCount,
  equipped,
  size = 64,
}: {
  card: CreatureCard;
  rebirthCount: number;
  /** The pendant contract's four slots, empty ones included. */
  equipped: readonly PendantCard[];
  size?: number;
}) {
  const t = useTranslations('nft.art');
  const { creature } = card;
  const src = useMemo(
    () => svgDataUrl(renderCreatureSvg({ creature, rebirthCount, equipped: equipped.map((slot) => slot.pendant) })),
    [creature, rebirthCount, equipped],
  );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a generated data URL: nothing to optimise
    <img
      src={src}
      alt={t(creature.revealed ? 'creature' : 'egg', { id: String(card.tokenId) })}
      width={size}
      height={size}
      className="shrink-0 rounded-xl"
    />
  );
}

/** A pendant's picture: its charm by type and attribute, or the sealed box. Decorative beside its label. */
export function PendantArt({ pendant, size = 40 }: { pendant: PendantCard['pendant']; size?: number }) {
  const src = useMemo(() => svgDataUrl(renderPendantSvg(pendant)), [pendant]);
  // eslint-disable-next-line @next/next/no-img-element -- a generated data URL: nothing to optimise
  return <img src={src} alt="" width={size} height={size} className="shrink-0 rounded-lg" />;
}

const BLIND_URLS = { creature: svgDataUrl(EGG_SVG), pendant: svgDataUrl(SEALED_PENDANT_SVG) };

/** The shop's blind goods: an egg or a sealed pendant, as they arrive. Decorative beside the sale's title. */
export function BlindArt({ kind, size = 48 }: { kind: 'creature' | 'pendant'; size?: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- a generated data URL: nothing to optimise
  return <img src={BLIND_URLS[kind]} alt="" width={size} height={size} className="shrink-0 rounded-xl" />;
}
