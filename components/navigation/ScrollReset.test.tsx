import { render } from '@testing-library/react';
import { usePathname, useSearchParams } from 'next/navigation';
import { APP_SCROLL_ID } from '@/lib/navigation/scroll';
import { ScrollReset } from './ScrollReset';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useSearchParams: jest.fn() }));

function navigateTo(pathname: string, search = '') {
  jest.mocked(usePathname).mockReturnValue(pathname);
  jest.mocked(useSearchParams).mockReturnValue(new URLSearchParams(search) as unknown as ReturnType<typeof useSearchParams>);
}

describe('scroll reset (docs/PRODUCT.md §2)', () => {
  it('puts the content back at the top after a change of path or query', () => {
    const container = document.createElement('main');
    container.id = APP_SCROLL_ID;
    document.body.appendChild(container);

    navigateTo('/home/inforList');
    container.scrollTop = 50;
    const view = render(<ScrollReset />);
    // The screen a reader arrives on is left as it is: writing the position would force a layout mid-hydration.
    expect(container.scrollTop).toBe(50);

    container.scrollTop = 400;
    navigateTo('/home/inforDetail', 'id=1');
    view.rerender(<ScrollReset />);
    expect(container.scrollTop).toBe(0);

    container.scrollTop = 300;
    navigateTo('/home/inforDetail', 'id=2');
    view.rerender(<ScrollReset />);
    expect(container.scrollTop).toBe(0);

    container.scrollTop = 200;
    view.rerender(<ScrollReset />);
    expect(container.scrollTop).toBe(200);
  });
});
