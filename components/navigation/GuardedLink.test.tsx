import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { session } from '@/lib/session/store';
import { GuardedLink } from './GuardedLink';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

beforeEach(() => session.clearAll());

describe('GuardedLink (docs/PRODUCT.md §6)', () => {
  it('sends a visitor through the login page and a signed-in reader straight to the screen', () => {
    const view = render(<GuardedLink href="/familyDetail?id=1">Union</GuardedLink>);
    expect(screen.getByRole('link', { name: 'Union' })).toHaveAttribute('href', '/loginPage?redirect=%2FfamilyDetail%3Fid%3D1');
    view.unmount();

    session.set({ token: 'tok' });
    render(<GuardedLink href="/familyDetail?id=1">Union</GuardedLink>);
    expect(screen.getByRole('link', { name: 'Union' })).toHaveAttribute('href', '/familyDetail?id=1');
  });

  it('follows the session a prerendered page learns after hydration, and a later sign-out', async () => {
    session.set({ token: 'tok' });
    const container = document.createElement('div');
    // The prerender is a visitor's, as every prerendered page is.
    container.innerHTML = renderToString(<GuardedLink href="/user">Profile</GuardedLink>);
    document.body.appendChild(container);
    const link = container.querySelector('a')!;
    expect(link).toHaveAttribute('href', '/loginPage?redirect=%2Fuser');

    await act(async () => {
      hydrateRoot(container, <GuardedLink href="/user">Profile</GuardedLink>);
    });
    expect(link).toHaveAttribute('href', '/user');

    await act(async () => session.signOut());
    expect(link).toHaveAttribute('href', '/loginPage?redirect=%2Fuser');
    container.remove();
  });
});
