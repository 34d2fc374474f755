import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { isTokenStored, session, TOKEN_KEY } from '@/lib/session/store';
import { AccountEntry } from './AccountEntry';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn() }), useSearchParams: () => new URLSearchParams() }));
// next-intl ships ES modules only; the keys stand for the texts here.
jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));

beforeEach(() => {
  session.clearAll();
  document.documentElement.removeAttribute('data-session-stored');
});

describe('isTokenStored', () => {
  it('finds a token as the session store writes it, and nothing else', () => {
    expect(isTokenStored(TOKEN_KEY)).toBe(false);
    session.set({ token: 'tok' });
    expect(isTokenStored(TOKEN_KEY)).toBe(true);
    window.localStorage.setItem(TOKEN_KEY, '{not json');
    expect(isTokenStored(TOKEN_KEY)).toBe(false);
    window.localStorage.setItem(TOKEN_KEY, '""');
    expect(isTokenStored(TOKEN_KEY)).toBe(false);
  });
});

/** Prerenders the entry and runs its inline script, as the browser does while parsing the page. */
function prerenderAndParse(): string {
  const html = renderToString(<AccountEntry />);
  window.eval(/<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '');
  return html;
}

describe('AccountEntry', () => {
  it('prerenders both entries; its script marks the document only for a signed-in reader', () => {
    const html = prerenderAndParse();
    expect(html).toContain('login');
    expect(html).toContain('aria-label="profile"');
    expect(document.documentElement.hasAttribute('data-session-stored')).toBe(false);

    window.localStorage.setItem(TOKEN_KEY, JSON.stringify('tok'));
    prerenderAndParse();
    expect(document.documentElement.hasAttribute('data-session-stored')).toBe(true);
  });

  it('draws only the entry the session calls for once the app runs', () => {
    const { unmount } = render(<AccountEntry />);
    expect(screen.getByRole('link', { name: 'login' })).toHaveAttribute('href', '/loginPage');
    expect(screen.queryByRole('link', { name: 'profile' })).not.toBeInTheDocument();
    unmount();

    session.set({ token: 'tok' });
    render(<AccountEntry />);
    expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/user');
    expect(screen.queryByRole('link', { name: 'login' })).not.toBeInTheDocument();
  });
});
