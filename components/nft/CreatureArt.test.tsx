import { render, screen } from '@testing-library/react';
import { EGG_SVG, renderCreatureSvg } from '@/lib/nft/art/creature';
import { renderPendantSvg } from '@/lib/nft/art/pendant';
import { creature } from '@/lib/nft/test-support/overview';
import { CreatureArt, PendantArt } from './CreatureArt';

// next-intl ships ES modules only; the key and the id stand for the text here.
jest.mock('next-intl', () => ({ useTranslations: () => (key: string, values: { id: string }) => `${key} #${values.id}` }));

/** The SVG an image shows. */
function svgOf(image: HTMLElement): string {
  const src = image.getAttribute('src') ?? '';
  expect(src.startsWith('data:image/svg+xml,')).toBe(true);
  return decodeURIComponent(src.slice('data:image/svg+xml,'.length));
}

describe('CreatureArt', () => {
  it('shows the renderer’s picture of the creature, with the pendants it wears, named from the catalogue', () => {
    const view = creature({ tokenId: 7n, levels: [3, 0, 1, 2], rebirthCount: 2 });
    const equipped = view.equipped.map((slot, index) =>
      index === 1 ? { ...slot, tokenId: 4n, equippedOn: 7n, pendant: { pendantType: 2, attribute: 2, value: 6, opened: true } } : slot,
    );
    render(<CreatureArt card={view.card} rebirthCount={2} equipped={equipped} size={56} />);

    const image = screen.getByRole('img', { name: 'creature #7' });
    expect(image).toHaveAttribute('width', '56');
    expect(svgOf(image)).toBe(
      renderCreatureSvg({ creature: view.card.creature, rebirthCount: 2, equipped: equipped.map((slot) => slot.pendant) }),
    );
  });

  it('shows a blind creature’s egg', () => {
    const view = creature({ tokenId: 9n, revealed: false });
    render(<CreatureArt card={view.card} rebirthCount={0} equipped={view.equipped} />);
    expect(svgOf(screen.getByRole('img', { name: 'egg #9' }))).toBe(EGG_SVG);
  });
});

describe('PendantArt', () => {
  it('is decorative beside the pendant’s label', () => {
    const pendant = { pendantType: 3, attribute: 8, value: 9, opened: true };
    const { container } = render(<PendantArt pendant={pendant} />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(svgOf(image)).toBe(renderPendantSvg(pendant));
  });
});
