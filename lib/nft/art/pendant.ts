import { attributeOfCode, type CreatureAttribute } from '@/lib/nft/attributes';
import type { PendantCard } from '@/lib/nft/reads';
import { el, svg } from './svg';

/** A pendant as the pendant contract stores it (docs/PRODUCT.md §3: type, attribute and value). */
export type Pendant = PendantCard['pendant'];

export const INK = '#1f2937';

/** Each attribute's colour, the same on a pendant and on the creature wearing it. */
export const ATTRIBUTE_COLOURS: Record<CreatureAttribute['key'], { strong: string; tint: string }> = {
  speed: { strong: '#f59e0b', tint: '#fef3c7' },
  energy: { strong: '#ef4444', tint: '#fee2e2' },
  lucky: { strong: '#22c55e', tint: '#dcfce7' },
  wisdom: { strong: '#8b5cf6', tint: '#ede9fe' },
};

/** Bronze, silver, gold and diamond: a pendant's value (1 to 10 as deployed) read at a glance. */
const METALS = ['#c2773a', '#cbd5e1', '#facc15', '#67e8f9'];

export function metalOf(value: number): string {
  return METALS[Math.min(METALS.length - 1, Math.max(0, Math.floor((value - 1) / 3)))];
}

/** The frame a pendant type gives its charm, on a unit radius; types past the third reuse the frames in turn. */
const FRAMES = ['<circle r="1"/>', '<path d="M0-1L.9-.65V.1Q.9.7 0 1Q-.9.7-.9.1V-.65Z"/>', '<path d="M0-1L.87-.5V.5L0 1-.87.5V-.5Z"/>'];

export function variantOf(pendant: Pendant): number {
  return (Math.max(1, pendant.pendantType) - 1) % 3;
}

/** Each attribute's sign, white on the attribute's colour, on a unit radius. */
const EMBLEMS: Record<CreatureAttribute['key'], string> = {
  speed:
    '<path d="M-.35-.28L0 0-.35.28M.02-.28L.37 0 .02.28" fill="none" stroke="#fff" stroke-width=".14" stroke-linecap="round" stroke-linejoin="round"/>',
  energy: '<path d="M.12-.48L-.28.06H-.02L-.12.48.28-.06H.02Z" fill="#fff"/>',
  lucky:
    '<g fill="#fff"><circle cx="-.17" cy="-.17" r=".17"/><circle cx=".17" cy="-.17" r=".17"/><circle cx="-.17" cy=".17" r=".17"/><circle cx=".17" cy=".17" r=".17"/></g>',
  wisdom: `<path d="M-.42 0Q0-.36.42 0Q0 .36-.42 0Z" fill="#fff"/><circle r=".14" fill="${ATTRIBUTE_COLOURS.wisdom.strong}"/>`,
};

/**
 * An open pendant's charm centred at (x, y) with radius `radius`: the frame by type in the metal of its value,
 * the attribute's colour and sign inside. Drawn alone as the pendant's picture and small on a creature's necklace.
 */
export function charm(pendant: Pendant, attribute: CreatureAttribute['key'], x: number, y: number, radius: number): string {
  return el(
    'g',
    { transform: `translate(${x} ${y}) scale(${radius})` },
    el('g', { fill: metalOf(pendant.value), stroke: INK, 'stroke-width': '.14', 'stroke-linejoin': 'round' }, FRAMES[variantOf(pendant)]) +
      el('circle', { r: '.62', fill: ATTRIBUTE_COLOURS[attribute].strong }) +
      EMBLEMS[attribute],
  );
}

/** A pendant still sealed: a wrapped box, the same for every blind pendant, as its blind URI is. */
export const SEALED_PENDANT_SVG = svg(
  '<rect width="100" height="100" fill="#e5e7eb"/>' +
    `<g stroke="${INK}" stroke-width="3" stroke-linejoin="round">` +
    '<path d="M50 32C36 12 24 28 50 32C76 28 64 12 50 32Z" fill="#facc15"/>' +
    '<rect x="24" y="42" width="52" height="42" rx="5" fill="#a78bfa"/>' +
    '<rect x="20" y="32" width="60" height="13" rx="4" fill="#c4b5fd"/>' +
    '<path d="M45 32V84H55V32Z" fill="#facc15"/>' +
    '</g>',
);

/**
 * A pendant's picture: its charm hanging from a chain, on its attribute's tint, its value as a row of pips.
 * A sealed pendant is a wrapped box.
 */
export function renderPendantSvg(pendant: Pendant): string {
  const attribute = attributeOfCode(pendant.attribute);
  if (!pendant.opened || !attribute) return SEALED_PENDANT_SVG;
  const metal = metalOf(pendant.value);
  const pips = Math.min(pendant.value, 10);
  let row = '';
  for (let index = 0; index < pips; index += 1) row += el('circle', { cx: 50 - (pips - 1) * 3.5 + index * 7, cy: 91, r: 2.8 });
  return svg(
    el('rect', { width: 100, height: 100, fill: ATTRIBUTE_COLOURS[attribute.key].tint }) +
      el('path', { d: 'M12 0L45 15M88 0L55 15', stroke: INK, 'stroke-width': 3 }) +
      el('circle', { cx: 50, cy: 16, r: 6, fill: 'none', stroke: INK, 'stroke-width': 6 }) +
      el('circle', { cx: 50, cy: 16, r: 6, fill: 'none', stroke: metal, 'stroke-width': 3 }) +
      charm(pendant, attribute.key, 50, 50, 29) +
      el('g', { fill: metal, stroke: INK, 'stroke-width': 1.2 }, row),
  );
}
