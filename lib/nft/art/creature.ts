import { CREATURE_ATTRIBUTES, attributeOfCode, type CreatureAttribute } from '@/lib/nft/attributes';
import type { CreatureCard } from '@/lib/nft/reads';
import { ATTRIBUTE_COLOURS, INK, charm, metalOf, variantOf, type Pendant } from './pendant';
import { d, el, hashOf, hsl, num, sequence, svg } from './svg';

/**
 * What a creature's picture shows (docs/PRODUCT.md §3): the creature contract's traits, the rebirths the upgrade
 * contract counts, and the pendant in each attribute slot as the pendant contract lists them (empty slots included).
 */
export interface CreatureArtTraits {
  creature: Pick<CreatureCard['creature'], 'revealed' | 'species' | 'categoryIndex' | 'params' | 'levels'>;
  rebirthCount: number;
  equipped: readonly Pendant[];
}

/** A blind creature: one egg for every unrevealed token, as its blind URI is one. */
export const EGG_SVG = svg(
  '<rect width="100" height="100" fill="#ede9fe"/>' +
    '<ellipse cx="50" cy="88" rx="24" ry="5" fill="#c4b5fd"/>' +
    `<path d="M50 12C66 12 78 40 78 60C78 78 66 88 50 88S22 78 22 60C22 40 34 12 50 12Z" fill="#fef3c7" stroke="${INK}" stroke-width="3"/>` +
    '<g fill="#a78bfa"><circle cx="40" cy="38" r="5"/><circle cx="60" cy="52" r="7"/><circle cx="38" cy="68" r="4"/><circle cx="57" cy="26" r="3"/><circle cx="64" cy="74" r="4"/></g>' +
    `<path d="M31 55L38 49 44 56 51 48 58 56 64 50 70 56" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/>`,
);

interface BodyShape {
  d: string;
  /** The top of the head at x = 0, the ears' anchor, the half width at the eyes, and the bottom. */
  top: number;
  ear: readonly [number, number];
  side: number;
  bottom: number;
  feet: boolean;
}

/** The silhouette of each category, centred on the origin: round, pear, loaf and ghost. */
const SHAPES: readonly BodyShape[] = [
  { d: 'M-30 1A30 29 0 1 1 30 1A30 29 0 1 1-30 1Z', top: -28, ear: [17, -23], side: 30, bottom: 30, feet: true },
  { d: 'M0-32C13-32 20-22 22-8C25 8 31 30 0 30S-25 8-22-8C-20-22-13-32 0-32Z', top: -32, ear: [11, -28], side: 22, bottom: 30, feet: true },
  {
    d: 'M-36-2C-36-18-22-24 0-24S36-18 36-2V14C36 26 28 29 0 29S-36 26-36 14Z',
    top: -24,
    ear: [20, -21],
    side: 36,
    bottom: 29,
    feet: true,
  },
  {
    d: 'M-28 28V-2C-28-20-16-30 0-30S28-20 28-2V28L19 21 10 28 0 21-10 28-19 21Z',
    top: -30,
    ear: [15, -26],
    side: 28,
    bottom: 28,
    feet: false,
  },
];

interface Palette {
  body: string;
  light: string;
  dark: string;
  accent: string;
  pattern: string;
  background: string;
}

/** A hue of its own for each of the eight species deployed; species past them shift the hues round the wheel. */
const HUES = [355, 140, 270, 48, 190, 320, 25, 228];

function paletteOf(species: number, accentParam: number): Palette {
  const hue = HUES[species % HUES.length] + Math.floor(species / HUES.length) * 17;
  const accentHue = hue + [150, 180, 210, 40, -40, 90][accentParam % 6];
  return {
    body: hsl(hue, 62, 60),
    light: hsl(hue, 75, 87),
    dark: hsl(hue, 45, 24),
    accent: hsl(accentHue, 70, 55),
    pattern: hsl(accentHue, 55, 38),
    background: hsl(hue + 30, 60, 93),
  };
}

const mirror = (draw: (side: 1 | -1) => string) => draw(-1) + draw(1);

/** The species' family: what grows from the body (ears, horns, antennae, a sprout, gills, spikes), behind it. */
function family(species: number, shape: BodyShape, palette: Palette): string {
  const [ex, ey] = shape.ear;
  const { top, side } = shape;
  const outline = { stroke: palette.dark, 'stroke-width': 3, 'stroke-linejoin': 'round' };
  switch (species % 8) {
    case 0: // pointed ears
      return mirror(
        (s) =>
          el('path', {
            d: d`M${s * (ex - 9)} ${ey + 6}L${s * (ex + 1)} ${ey - 17}L${s * (ex + 10)} ${ey + 3}Z`,
            fill: palette.body,
            ...outline,
          }) + el('path', { d: d`M${s * (ex - 4)} ${ey + 2}L${s * (ex + 1)} ${ey - 9}L${s * (ex + 5)} ${ey + 1}Z`, fill: palette.light }),
      );
    case 1: // round ears
      return mirror(
        (s) =>
          el('circle', { cx: s * ex, cy: ey - 3, r: 9, fill: palette.body, ...outline }) +
          el('circle', { cx: s * ex, cy: ey - 3, r: 4.5, fill: palette.light }),
      );
    case 2: // long ears
      return mirror((s) => {
        const [cx, cy] = [s * (ex - 3), ey - 15];
        const turn = `rotate(${s * 12} ${num(cx)} ${num(cy)})`;
        return (
          el('ellipse', { cx, cy, rx: 6.5, ry: 17, transform: turn, fill: palette.body, ...outline }) +
          el('ellipse', { cx, cy: cy + 2, rx: 3, ry: 11, transform: turn, fill: palette.light })
        );
      });
    case 3: // horns
      return mirror((s) =>
        el('path', {
          d: d`M${s * (ex - 6)} ${ey + 5}Q${s * (ex - 4)} ${ey - 13} ${s * (ex + 9)} ${ey - 20}Q${s * (ex + 3)} ${ey - 8} ${s * (ex + 5)} ${ey + 5}Z`,
          fill: palette.light,
          ...outline,
        }),
      );
    case 4: // antennae
      return mirror(
        (s) =>
          el('path', {
            d: d`M${s * 5} ${top + 4}Q${s * 6} ${top - 10} ${s * 14} ${top - 16}`,
            fill: 'none',
            stroke: palette.dark,
            'stroke-width': 3,
            'stroke-linecap': 'round',
          }) + el('circle', { cx: s * 14, cy: top - 16, r: 4.5, fill: palette.accent, ...outline }),
      );
    case 5: // a sprout
      return (
        el('path', { d: d`M0 ${top + 4}V${top - 8}`, stroke: palette.dark, 'stroke-width': 3 }) +
        mirror((s) =>
          el('path', {
            d: d`M0 ${top - 8}Q${s * 2} ${top - 20} ${s * 14} ${top - 18}Q${s * 10} ${top - 7} 0 ${top - 8}Z`,
            fill: '#4ade80',
            ...outline,
          }),
        )
      );
    case 6: // gills
      return mirror((s) =>
        el('path', {
          d: d`M${s * (side - 5)} -18L${s * (side + 9)} -23L${s * (side + 3)} -13L${s * (side + 12)} -9L${s * (side + 2)} -4L${s * (side + 9)} 3L${s * (side - 5)} 1Z`,
          fill: palette.accent,
          ...outline,
        }),
      );
    default: // spikes along the back
      return [-13, 0, 13]
        .map((x) => {
          const base = top + (x === 0 ? 5 : 9);
          return el('path', { d: d`M${x - 7} ${base}L${x} ${base - 14}L${x + 7} ${base}Z`, fill: palette.accent, ...outline });
        })
        .join('');
  }
}

/** A tail behind the body's right side: none, a curl, a point or a puff. */
function tail(param: number, shape: BodyShape, palette: Palette): string {
  const [x, y] = [shape.side - 6, shape.bottom - 10];
  const outline = { stroke: palette.dark, 'stroke-width': 3, 'stroke-linejoin': 'round' };
  switch (param % 4) {
    case 1: {
      const curl = d`M${x} ${y}Q${x + 15} ${y + 2} ${x + 13} ${y - 10}Q${x + 11} ${y - 16} ${x + 6} ${y - 12}`;
      return (
        el('path', { d: curl, fill: 'none', stroke: palette.dark, 'stroke-width': 9, 'stroke-linecap': 'round' }) +
        el('path', { d: curl, fill: 'none', stroke: palette.body, 'stroke-width': 4, 'stroke-linecap': 'round' })
      );
    }
    case 2:
      return el('path', { d: d`M${x} ${y - 6}L${x + 20} ${y - 12}L${x + 2} ${y + 4}Z`, fill: palette.accent, ...outline });
    case 3:
      return el('circle', { cx: x + 9, cy: y - 1, r: 7.5, fill: palette.light, ...outline });
    default:
      return '';
  }
}

/** Markings inside the silhouette (the caller clips them): spots, stripes, patches, a zigzag band or a mask. */
function pattern(params: readonly number[], palette: Palette): string {
  const next = sequence(hashOf(params));
  const count = 3 + (params[1] % 4);
  const fill = palette.pattern;
  switch (params[0] % 5) {
    case 0: {
      let spots = '';
      for (let index = 0; index < count; index += 1) {
        const x = (next() < 0.5 ? -1 : 1) * (14 + next() * 14);
        spots += el('circle', { cx: x, cy: -24 + next() * 46, r: 3.5 + next() * 3.5 });
      }
      return el('g', { fill }, spots);
    }
    case 1: {
      let stripes = '';
      for (let index = 0; index < count; index += 1) {
        const x = -20 + (40 * index) / (count - 1);
        stripes += d`M${x} -40Q${x + 6 * next() - 3} -30 ${x} ${-30 + next() * 12}`;
      }
      stripes += mirror((s) => d`M${s * 40} 2L${s * 22} ${4 + next() * 3}M${s * 40} 12L${s * 24} ${13 + next() * 3}`);
      return el('path', { d: stripes, fill: 'none', stroke: fill, 'stroke-width': 4.5, 'stroke-linecap': 'round' });
    }
    case 2:
      return el(
        'g',
        { fill },
        el('ellipse', { cx: -18 + next() * 10, cy: -16 + next() * 8, rx: 10 + next() * 5, ry: 8 + next() * 4 }) +
          el('ellipse', { cx: 10 + next() * 12, cy: 10 + next() * 10, rx: 9 + next() * 6, ry: 7 + next() * 5 }),
      );
    case 3: {
      const y = 12 + next() * 6;
      const step = 6 + (params[1] % 5);
      let band = d`M-40 ${y}`;
      for (let x = -40 + step, up = true; x <= 40 + step; x += step, up = !up) band += d`L${x} ${up ? y - 4 : y + 4}`;
      return el('path', { d: band, fill: 'none', stroke: fill, 'stroke-width': 5, 'stroke-linejoin': 'round' });
    }
    default:
      return el('path', { d: d`M-40-15H40V${2 + next() * 3}Q0 ${-3 + next() * 4}-40 2Z`, fill });
  }
}

interface Eye {
  x: number;
  y: number;
  r: number;
}

const EYE_Y = -6;

/** Where the eyes sit: their size and spacing from one parameter; a cyclops has one large eye. */
function eyesOf(params: readonly number[]): Eye[] {
  const r = 5 + (params[3] % 3) * 1.3;
  if (params[2] % 6 === 4) return [{ x: 0, y: EYE_Y - 1, r: r * 1.6 }];
  const x = 9 + (Math.floor(params[3] / 3) % 3) * 2.5;
  return [
    { x: -x, y: EYE_Y, r },
    { x, y: EYE_Y, r },
  ];
}

function face(params: readonly number[], palette: Palette, eyes: Eye[]): string {
  const iris = hsl((params[7] % 8) * 45, 70, 45);
  const style = params[2] % 6;
  const lid = { fill: 'none', stroke: INK, 'stroke-width': 3, 'stroke-linecap': 'round' };
  const open = (eye: Eye, scale: number) =>
    el('circle', { cx: eye.x, cy: eye.y, r: eye.r * scale, fill: '#fff', stroke: INK, 'stroke-width': 2 }) +
    el('circle', { cx: eye.x, cy: eye.y, r: eye.r * scale * 0.65, fill: iris }) +
    el('circle', { cx: eye.x, cy: eye.y, r: eye.r * scale * 0.35, fill: INK }) +
    el('circle', { cx: eye.x + eye.r * 0.3, cy: eye.y - eye.r * 0.3, r: eye.r * scale * 0.2, fill: '#fff' });
  const drawn = eyes
    .map((eye) => {
      if (style === 2) return el('path', { d: d`M${eye.x - eye.r} ${eye.y}Q${eye.x} ${eye.y + eye.r} ${eye.x + eye.r} ${eye.y}`, ...lid });
      if (style === 3)
        return el('path', { d: d`M${eye.x - eye.r} ${eye.y + 2}Q${eye.x} ${eye.y - eye.r * 1.2} ${eye.x + eye.r} ${eye.y + 2}`, ...lid });
      const outer = Math.sign(eye.x);
      const brow =
        style === 5
          ? el('path', { d: d`M${eye.x + outer * eye.r} ${eye.y - eye.r - 5}L${eye.x - outer * eye.r * 0.7} ${eye.y - eye.r - 1}`, ...lid })
          : '';
      return open(eye, style === 1 ? 1.2 : 1) + brow;
    })
    .join('');

  const mouthLine = { fill: 'none', stroke: INK, 'stroke-width': 2.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  const smile = el('path', { d: 'M-6 6Q0 12 6 6', ...mouthLine });
  const mouth = [
    smile,
    el('ellipse', { cx: 0, cy: 8, rx: 4, ry: 3.5, fill: '#7f1d1d', stroke: INK, 'stroke-width': 1.5 }),
    smile + el('path', { d: 'M1.5 8.8L3.2 12.5 4.8 8Z', fill: '#fff', stroke: INK, 'stroke-width': 1 }),
    el('path', { d: 'M-2.5 8.5Q0 15 2.5 8.5Z', fill: '#f472b6', stroke: INK, 'stroke-width': 1.2 }) + smile,
    el('path', { d: 'M-6 6Q-3 10 0 6Q3 10 6 6', ...mouthLine }),
  ][params[4] % 5];

  const markings = [
    '',
    mirror((s) => el('ellipse', { cx: s * 17, cy: 4, rx: 4.5, ry: 2.8, fill: '#fb7185', opacity: 0.7 })),
    el('path', { d: 'M0-25L4.5-19 0-13-4.5-19Z', fill: palette.accent, stroke: INK, 'stroke-width': 1.5 }),
    el(
      'g',
      { fill: palette.dark },
      mirror((s) =>
        [
          [14, 2],
          [18, 4],
          [15, 6],
        ]
          .map(([x, y]) => el('circle', { cx: s * x, cy: y, r: 1.6 }))
          .join(''),
      ),
    ),
    el('path', {
      d: mirror((s) => d`M${s * 14} 2L${s * 23} 0M${s * 14} 6L${s * 23} 7`),
      stroke: palette.dark,
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
    }),
  ][params[5] % 5];

  return markings + drawn + mouth;
}

/** What each equipped pendant is worn as, in its own layer: wings behind, a necklace, a hat, eyewear in front. */
function wings(pendant: Pendant, shape: BodyShape): string {
  const x = Math.min(shape.side, 30) - 8;
  const outline = { fill: ATTRIBUTE_COLOURS.speed.strong, stroke: INK, 'stroke-width': 2.5, 'stroke-linejoin': 'round' };
  return mirror((s) => {
    const at = (dx: number) => s * (x + dx);
    const wing = [
      el('path', {
        d: d`M${at(0)} -16L${at(22)} -28Q${at(26)} -16 ${at(18)} -13Q${at(22)} -5 ${at(12)} -4Q${at(14)} 4 ${at(0)} 0Z`,
        ...outline,
      }),
      el('path', { d: d`M${at(0)} -16L${at(24)} -26L${at(17)} -14L${at(26)} -7L${at(13)} -5L${at(17)} 4L${at(0)} 0Z`, ...outline }),
      el('ellipse', { cx: at(11), cy: -15, rx: 13, ry: 8, transform: `rotate(${s * -25} ${num(at(11))} -15)`, ...outline }) +
        el('ellipse', { cx: at(9), cy: 0, rx: 8, ry: 5.5, transform: `rotate(${s * 20} ${num(at(9))} 0)`, ...outline }),
    ][variantOf(pendant)];
    return (
      wing + el('path', { d: d`M${at(6)} -12L${at(17)} -19`, stroke: metalOf(pendant.value), 'stroke-width': 3, 'stroke-linecap': 'round' })
    );
  });
}

function necklace(pendant: Pendant): string {
  return (
    el('path', { d: 'M-17 10Q0 26 17 10', fill: 'none', stroke: metalOf(pendant.value), 'stroke-width': 2.5 }) +
    charm(pendant, 'energy', 0, 20, 6.5)
  );
}

function hat(pendant: Pendant, shape: BodyShape): string {
  const colour = ATTRIBUTE_COLOURS.lucky.strong;
  const metal = metalOf(pendant.value);
  const outline = { stroke: INK, 'stroke-width': 2.5, 'stroke-linejoin': 'round' };
  const t = shape.top;
  switch (variantOf(pendant)) {
    case 0:
      return (
        el('path', { d: d`M-10 ${t + 4}L0 ${t - 20}L10 ${t + 4}Z`, fill: colour, ...outline }) +
        el('circle', { cx: 0, cy: t - 20, r: 4, fill: metal, ...outline })
      );
    case 1:
      return (
        el('path', { d: d`M-13 ${t + 5}V${t - 10}L-6 ${t - 2}L0 ${t - 14}L6 ${t - 2}L13 ${t - 10}V${t + 5}Z`, fill: metal, ...outline }) +
        el('circle', { cx: 0, cy: t, r: 2.8, fill: colour })
      );
    default: {
      const [x, y] = [shape.ear[0] * 0.7, t + 4];
      return (
        el('path', { d: d`M${x - 11} ${y - 7}V${y + 7}L${x} ${y}Z M${x + 11} ${y - 7}V${y + 7}L${x} ${y}Z`, fill: colour, ...outline }) +
        el('circle', { cx: x, cy: y, r: 3.5, fill: metal, ...outline })
      );
    }
  }
}

function eyewear(pendant: Pendant, eyes: Eye[]): string {
  const metal = metalOf(pendant.value);
  const tint = ATTRIBUTE_COLOURS.wisdom.strong;
  const frame = { stroke: metal, 'stroke-width': 2.5 };
  switch (variantOf(pendant)) {
    case 0: {
      const lenses = eyes
        .map((eye) => el('circle', { cx: eye.x, cy: eye.y, r: eye.r + 3, fill: tint, 'fill-opacity': 0.3, ...frame }))
        .join('');
      const bridge =
        eyes.length === 2
          ? el('path', { d: d`M${eyes[0].x + eyes[0].r + 3} ${EYE_Y}H${eyes[1].x - eyes[1].r - 3}`, fill: 'none', ...frame })
          : '';
      return lenses + bridge;
    }
    case 1: {
      const eye = eyes[eyes.length - 1];
      return (
        el('circle', { cx: eye.x, cy: eye.y, r: eye.r + 3.5, fill: tint, 'fill-opacity': 0.3, stroke: metal, 'stroke-width': 3 }) +
        el('path', {
          d: d`M${eye.x + eye.r + 3} ${eye.y + 2}Q${eye.x + eye.r + 7} ${eye.y + 14} ${eye.x + eye.r} ${eye.y + 20}`,
          fill: 'none',
          stroke: metal,
          'stroke-width': 2,
        })
      );
    }
    default: {
      const reach = Math.max(...eyes.map((eye) => Math.abs(eye.x) + eye.r)) + 5;
      return el('rect', {
        x: -reach,
        y: EYE_Y - 5,
        width: reach * 2,
        height: 10,
        rx: 5,
        fill: tint,
        'fill-opacity': 0.8,
        stroke: metal,
        'stroke-width': 2.5,
      });
    }
  }
}

/** One segment of a gauge per level, in degrees, and the space between two. */
const LEVEL_ARC = 5.5;
const LEVEL_GAP = 1.5;
/** Segments a gauge shows: the deployed level limit. */
const GAUGE_LEVELS = 10;

/** The four attribute gauges round the picture, one segment a level, so each upgrade adds one that can be counted. */
function gauges(levels: readonly number[]): string {
  const radius = 44;
  const circumference = 2 * Math.PI * radius;
  const unit = circumference / 360;
  const arc = (start: number, segments: number, colour: string, opacity: number) => {
    const dashes = [];
    for (let index = 1; index <= segments; index += 1)
      dashes.push(num(LEVEL_ARC * unit), num(index < segments ? LEVEL_GAP * unit : circumference));
    return el('circle', {
      cx: 50,
      cy: 50,
      r: radius,
      fill: 'none',
      stroke: colour,
      'stroke-width': 5,
      'stroke-dasharray': dashes.join(' '),
      opacity,
      transform: `rotate(${num(start)} 50 50)`,
    });
  };
  const span = GAUGE_LEVELS * (LEVEL_ARC + LEVEL_GAP) - LEVEL_GAP;
  return CREATURE_ATTRIBUTES.map(({ key }, index) => {
    // Each gauge centred on a diagonal, leaving the top, sides and bottom to the rebirth stars.
    const start = -45 + index * 90 - span / 2;
    const level = Math.min(levels[index], GAUGE_LEVELS);
    const colour = ATTRIBUTE_COLOURS[key].strong;
    return arc(start, GAUGE_LEVELS, colour, 0.25) + (level > 0 ? arc(start, level, colour, 1) : '');
  }).join('');
}

const STAR = 'M0-6L1.5-2.1 5.7-1.9 2.5.8 3.5 4.9 0 2.6-3.5 4.9-2.5.8-5.7-1.9-1.5-2.1Z';
/** Where rebirth stars go: the gaps between the gauges, top first (the deployed limit is 3 rebirths). */
const STAR_SPOTS = [
  [50, 7],
  [7, 50],
  [93, 50],
  [50, 93],
];

/**
 * A creature's picture from its traits, with no DOM: the species picks the family and palette, the category the
 * silhouette, the ten parameters the pattern, eyes, mouth and markings; levels make it grow and fill its gauges,
 * rebirths add stars and equipped pendants are worn as layers. A blind creature is an egg.
 */
export function renderCreatureSvg(traits: CreatureArtTraits): string {
  const { creature, rebirthCount } = traits;
  if (!creature.revealed) return EGG_SVG;
  const { params, levels } = creature;
  const worn = traits.equipped.flatMap((pendant) => [pendant.pendantType, pendant.attribute, pendant.value]);
  // Ids unique to these traits, so two creatures drawn inline on one page never take each other's clip or aura.
  const id = `c${hashOf([creature.species, creature.categoryIndex, ...params, ...levels, rebirthCount, ...worn]).toString(36)}`;
  const shape = SHAPES[creature.categoryIndex % SHAPES.length];
  const palette = paletteOf(creature.species, params[6]);
  const eyes = eyesOf(params);
  const wearing = (key: CreatureAttribute['key']) =>
    traits.equipped.find((pendant) => pendant.opened && attributeOfCode(pendant.attribute)?.key === key);

  const total = levels.reduce((sum, level) => sum + level, 0);
  // Growth slows as levels add up, so every upgrade still shows and the creature stays inside its gauges.
  const scale = 0.74 + (0.16 * total) / (total + 10);
  const strongest = CREATURE_ATTRIBUTES[levels.indexOf(Math.max(...levels))].key;
  const aura =
    total > 0
      ? el(
          'radialGradient',
          { id: `${id}a` },
          el('stop', {
            offset: 0.4,
            'stop-color': ATTRIBUTE_COLOURS[strongest].strong,
            'stop-opacity': Math.min(0.15 + total * 0.03, 0.7),
          }) + el('stop', { offset: 1, 'stop-color': ATTRIBUTE_COLOURS[strongest].strong, 'stop-opacity': 0 }),
        ) + el('circle', { cx: 50, cy: 52, r: 42, fill: `url(#${id}a)` })
      : '';

  const speed = wearing('speed');
  const energy = wearing('energy');
  const lucky = wearing('lucky');
  const wisdom = wearing('wisdom');
  const belly = [
    el('ellipse', { cx: 0, cy: 16, rx: 17, ry: 12, fill: palette.light }),
    '',
    el('path', { d: 'M-40 10Q0 2 40 10V40H-40Z', fill: palette.light }),
  ][params[9] % 3];
  const feet = shape.feet ? mirror((s) => el('ellipse', { cx: s * 13, cy: shape.bottom - 1, rx: 8, ry: 5.5, fill: palette.dark })) : '';
  const creatureLayers =
    (speed ? wings(speed, shape) : '') +
    tail(params[8], shape, palette) +
    family(creature.species, shape, palette) +
    feet +
    el('path', { d: shape.d, fill: palette.body }) +
    el('clipPath', { id: `${id}c` }, el('path', { d: shape.d })) +
    el('g', { 'clip-path': `url(#${id}c)` }, belly + pattern(params, palette)) +
    el('path', { d: shape.d, fill: 'none', stroke: palette.dark, 'stroke-width': 3, 'stroke-linejoin': 'round' }) +
    face(params, palette, eyes) +
    (energy ? necklace(energy) : '') +
    (lucky ? hat(lucky, shape) : '') +
    (wisdom ? eyewear(wisdom, eyes) : '');

  const stars = STAR_SPOTS.slice(0, Math.min(rebirthCount, STAR_SPOTS.length))
    .map(([x, y]) =>
      el('path', {
        d: STAR,
        transform: `translate(${x} ${y})`,
        fill: '#facc15',
        stroke: INK,
        'stroke-width': 1.2,
        'stroke-linejoin': 'round',
      }),
    )
    .join('');

  return svg(
    el('rect', { width: 100, height: 100, fill: palette.background }) +
      aura +
      gauges(levels) +
      el('g', { transform: `translate(50 56) scale(${Math.round(scale * 1000) / 1000})` }, creatureLayers) +
      stars,
  );
}
