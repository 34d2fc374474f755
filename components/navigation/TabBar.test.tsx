import { fireEvent, render, screen } from '@testing-library/react';
import { TabBar } from './TabBar';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: () => '/home', useRouter: () => ({ prefetch }) }));
// next-intl ships ES modules only; the keys stand for the texts here.
jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));

describe('TabBar', () => {
  beforeEach(() => prefetch.mockClear());

  it('prefetches no tab on sight, and a tab when the reader reaches for it', () => {
    render(<TabBar />);
    expect(prefetch).not.toHaveBeenCalled();

    fireEvent.touchStart(screen.getByRole('link', { name: 'routes.nft' }));
    expect(prefetch).toHaveBeenCalledWith('/nft');
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'routes.wallet' }));
    expect(prefetch).toHaveBeenCalledWith('/wallet');
    fireEvent.focus(screen.getByRole('link', { name: 'routes.live' }));
    expect(prefetch).toHaveBeenCalledWith('/live');
  });

  it('marks the current tab', () => {
    render(<TabBar />);
    expect(screen.getByRole('link', { name: 'routes.home' })).toHaveAttribute('aria-current', 'page');
  });
});
