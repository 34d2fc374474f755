import type { CreatureCard } from '@/lib/nft/reads';

const PALETTES = [
  ['#7c3aed', '#c4b5fd'],
  ['#0f766e', '#99f6e4'],
  ['#b45309', '#fde68a'],
  ['#be123c', '#fecdd3'],
  ['#1d4ed8', '#bfdbfe'],
  ['#15803d', '#bbf7d0'],
  ['#a21caf', '#f5d0fe'],
  ['#334155', '#cbd5e1'],
] as const;

/**
 * A creature's picture drawn from its on-chain traits: species picks the colours, category the shape,
 * the parameters the markings. A blind creature shows a sealed egg until it is revealed.
 */
export function CreatureArt({ card, size = 64 }: { card: CreatureCard; size?: number }) {
  const traits = card.creature;
  if (!traits.revealed) {
    return (
      <svg viewBox="0 0 64 64" width={size} height={size} role="img" aria-label={`#${card.tokenId}`} className="shrink-0 rounded-xl bg-muted">
        <ellipse cx="32" cy="35" rx="16" ry="20" fill="#e5e7eb" stroke="#9ca3af" strokeWidth="2" />
        <text x="32" y="41" textAnchor="middle" fontSize="16" fontWeight="700" fill="#6b7280">?</text>
      </svg>
    );
  }
  const [body, light] = PALETTES[traits.species % PALETTES.length];
  const roundness = 8 + (traits.categoryIndex % 4) * 6;
  const spots = traits.params.slice(0, 4).map((value, index) => ({ cx: 20 + (index % 2) * 24, cy: 26 + Math.floor(index / 2) * 16, r: 2 + (value % 4) }));
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} role="img" aria-label={`#${card.tokenId}`} className="shrink-0 rounded-xl" style={{ background: light }}>
      <rect x="10" y="14" width="44" height="42" rx={roundness} fill={body} />
      {spots.map((spot, index) => (
        <circle key={index} cx={spot.cx} cy={spot.cy} r={spot.r} fill={light} opacity="0.7" />
      ))}
      <circle cx="25" cy="30" r="3" fill="#fff" />
      <circle cx="39" cy="30" r="3" fill="#fff" />
      <circle cx="25" cy="30" r="1.5" fill="#111827" />
      <circle cx="39" cy="30" r="1.5" fill="#111827" />
    </svg>
  );
}
