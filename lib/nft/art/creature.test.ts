import fc from 'fast-check';
import { CREATURE_ATTRIBUTES } from '@/lib/nft/attributes';
import { EGG_SVG, renderCreatureSvg, type CreatureArtTraits } from './creature';
import type { Pendant } from './pendant';
import { svgSafetyProblems } from './test-support/svg-safety';

const EMPTY_SLOT: Pendant = { pendantType: 0, attribute: 0, value: 0, opened: false };
const PARAMS = [412, 87, 903, 15, 664, 250, 731, 48, 599, 306] as const;

function traits(
  change: Partial<CreatureArtTraits['creature']> = {},
  rest: Partial<Omit<CreatureArtTraits, 'creature'>> = {},
): CreatureArtTraits {
  return {
    creature: { revealed: true, species: 2, categoryIndex: 1, params: PARAMS, levels: [1, 2, 0, 3], ...change },
    rebirthCount: 0,
    equipped: [EMPTY_SLOT, EMPTY_SLOT, EMPTY_SLOT, EMPTY_SLOT],
    ...rest,
  };
}

const slotArbitrary = (code: number) =>
  fc
    .option(fc.record({ pendantType: fc.integer({ min: 1, max: 4 }), value: fc.integer({ min: 1, max: 10 }) }), { nil: undefined })
    .map((drawn): Pendant => (drawn ? { ...drawn, attribute: code, opened: true } : EMPTY_SLOT));

const param = fc.nat({ max: 999 });

/** Any creature the contracts can hold, with species and categories past the deployed counts too. */
const traitsArbitrary: fc.Arbitrary<CreatureArtTraits> = fc.record({
  creature: fc.record({
    revealed: fc.constant(true),
    species: fc.nat({ max: 11 }),
    categoryIndex: fc.nat({ max: 5 }),
    params: fc.tuple(param, param, param, param, param, param, param, param, param, param),
    levels: fc.tuple(fc.nat({ max: 10 }), fc.nat({ max: 10 }), fc.nat({ max: 10 }), fc.nat({ max: 10 })),
  }),
  rebirthCount: fc.nat({ max: 3 }),
  equipped: fc.tuple(...CREATURE_ATTRIBUTES.map(({ code }) => slotArbitrary(code))),
});

function idPrefixOf(svg: string): string {
  const match = /id="([a-z0-9]+)c"/.exec(svg);
  if (!match) throw new Error('no clip path id');
  return match[1];
}

/** The picture without its ids, which come from a hash of the traits and would make any two outputs differ. */
function pictureOf(svg: string): string {
  return svg.replaceAll(idPrefixOf(svg), '');
}

/** The shapes drawn, without their colours. */
function geometryOf(svg: string): string[] {
  return [...svg.matchAll(/ (?:d|cx|cy|r|rx|ry|x|y|width|height|transform)="[^"]*"/g)].map((match) => match[0]);
}

function silhouetteOf(svg: string): string {
  const match = /<clipPath [^>]*><path d="([^"]+)"/.exec(svg);
  if (!match) throw new Error('no silhouette');
  return match[1];
}

describe('renderCreatureSvg', () => {
  it('is safe for any consumer, its ids prefixed by a hash of the traits', () => {
    fc.assert(
      fc.property(traitsArbitrary, (drawn) => {
        const svg = renderCreatureSvg(drawn);
        expect(svgSafetyProblems(svg, idPrefixOf(svg))).toEqual([]);
      }),
      { numRuns: 150 },
    );
    expect(svgSafetyProblems(EGG_SVG)).toEqual([]);
  });

  it('draws 200 random creatures as 200 different pictures', () => {
    const sets = fc.sample(
      fc.uniqueArray(traitsArbitrary, { minLength: 200, maxLength: 200, selector: (drawn) => JSON.stringify(drawn) }),
      {
        numRuns: 1,
        seed: 28,
      },
    )[0];
    expect(new Set(sets.map((drawn) => pictureOf(renderCreatureSvg(drawn)))).size).toBe(200);
  });

  it('writes the same bytes for the same traits', () => {
    fc.assert(
      fc.property(traitsArbitrary, (drawn) => {
        expect(renderCreatureSvg(JSON.parse(JSON.stringify(drawn)) as CreatureArtTraits)).toBe(renderCreatureSvg(drawn));
      }),
      { numRuns: 50 },
    );
  });

  it('gives two creatures ids of their own, so both can sit inline on one page', () => {
    const first = renderCreatureSvg(traits());
    const second = renderCreatureSvg(traits({ species: 3 }));
    expect(idPrefixOf(first)).not.toBe(idPrefixOf(second));
  });

  it('changes the picture with each level of each attribute, up to the limit', () => {
    let levels: CreatureArtTraits['creature']['levels'] = [0, 0, 0, 0];
    let before = pictureOf(renderCreatureSvg(traits({ levels })));
    for (let step = 0; step < 40; step += 1) {
      const raised: [number, number, number, number] = [...levels];
      raised[step % 4] += 1;
      levels = raised;
      const after = pictureOf(renderCreatureSvg(traits({ levels })));
      expect(after).not.toBe(before);
      before = after;
    }
  });

  it('shows each rebirth', () => {
    const pictures = [0, 1, 2, 3].map((rebirthCount) => renderCreatureSvg(traits({}, { rebirthCount })));
    expect(new Set(pictures.map(pictureOf)).size).toBe(4);
  });

  it('wears each pendant equipped, differently by type and value', () => {
    const bare = pictureOf(renderCreatureSvg(traits()));
    const worn = new Set<string>([bare]);
    CREATURE_ATTRIBUTES.forEach(({ code }, slot) => {
      for (const pendantType of [1, 2, 3]) {
        for (const value of [1, 10]) {
          const equipped = [EMPTY_SLOT, EMPTY_SLOT, EMPTY_SLOT, EMPTY_SLOT].map((empty, index) =>
            index === slot ? { pendantType, attribute: code, value, opened: true } : empty,
          );
          worn.add(pictureOf(renderCreatureSvg(traits({}, { equipped }))));
        }
      }
    });
    expect(worn.size).toBe(1 + 4 * 3 * 2);
  });

  it('changes the silhouette with the category, not only the colours', () => {
    const silhouettes = [0, 1, 2, 3].map((categoryIndex) => silhouetteOf(renderCreatureSvg(traits({ categoryIndex }))));
    expect(new Set(silhouettes).size).toBe(4);
  });

  it('changes the shapes drawn and the palette with the species', () => {
    const pictures = [0, 1, 2, 3, 4, 5, 6, 7].map((species) => renderCreatureSvg(traits({ species })));
    expect(new Set(pictures.map((svg) => geometryOf(svg).join(''))).size).toBe(8);
    expect(new Set(pictures.map((svg) => /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1])).size).toBe(8);
  });

  it('draws a blind creature as the egg', () => {
    expect(
      renderCreatureSvg(
        traits({ revealed: false, species: 0, categoryIndex: 0, params: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], levels: [0, 0, 0, 0] }),
      ),
    ).toBe(EGG_SVG);
  });
});
