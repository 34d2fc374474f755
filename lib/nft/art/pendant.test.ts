import fc from 'fast-check';
import { CREATURE_ATTRIBUTES } from '@/lib/nft/attributes';
import { SEALED_PENDANT_SVG, renderPendantSvg } from './pendant';
import { svgSafetyProblems } from './test-support/svg-safety';

describe('renderPendantSvg', () => {
  it('is safe for any consumer', () => {
    fc.assert(
      fc.property(
        fc.record({
          pendantType: fc.nat({ max: 255 }),
          attribute: fc.constantFrom(0, ...CREATURE_ATTRIBUTES.map(({ code }) => code)),
          value: fc.nat({ max: 65_535 }),
          opened: fc.boolean(),
        }),
        (pendant) => {
          expect(svgSafetyProblems(renderPendantSvg(pendant))).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('draws each type and attribute differently', () => {
    const pictures = [1, 2, 3].flatMap((pendantType) =>
      CREATURE_ATTRIBUTES.map(({ code }) => renderPendantSvg({ pendantType, attribute: code, value: 5, opened: true })),
    );
    expect(new Set(pictures).size).toBe(12);
  });

  it('shows the value', () => {
    const pictures = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((value) =>
      renderPendantSvg({ pendantType: 1, attribute: 4, value, opened: true }),
    );
    expect(new Set(pictures).size).toBe(10);
  });

  it('draws a pendant not yet opened sealed, whatever its type', () => {
    expect(renderPendantSvg({ pendantType: 2, attribute: 0, value: 0, opened: false })).toBe(SEALED_PENDANT_SVG);
  });
});
