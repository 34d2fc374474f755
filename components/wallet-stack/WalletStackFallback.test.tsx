import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ConnectRequestContext, createConnectRequest } from './connectRequest';
import { hasStoredWalletConnection, PrerenderedWalletFallback, WAGMI_STORE_KEY, WalletStackFallback } from './WalletStackFallback';

// next-intl ships ES modules only; the keys stand for the texts here.
jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));

/** wagmi's persisted store as its persist middleware writes it (connections as a tagged Map, the current uid). */
function persistWagmiState(current: string | null) {
  const connections = current
    ? [
        [
          current,
          {
            accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
            chainId: 2810,
            connector: { id: 'injected', name: 'Injected', type: 'injected', uid: current },
          },
        ],
      ]
    : [];
  window.localStorage.setItem(
    WAGMI_STORE_KEY,
    JSON.stringify({ state: { connections: { __type: 'Map', value: connections }, chainId: 2810, current }, version: 2 }),
  );
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-wallet-stored');
});

describe('hasStoredWalletConnection', () => {
  it('finds nothing for a reader who never connected', () => {
    expect(hasStoredWalletConnection(WAGMI_STORE_KEY)).toBe(false);
  });

  it('finds a current connection, and none once the wallet was disconnected', () => {
    persistWagmiState('b1c2d3');
    expect(hasStoredWalletConnection(WAGMI_STORE_KEY)).toBe(true);
    persistWagmiState(null);
    expect(hasStoredWalletConnection(WAGMI_STORE_KEY)).toBe(false);
  });

  it('treats unreadable state as a connection, so only the skeleton shows', () => {
    window.localStorage.setItem(WAGMI_STORE_KEY, '{not json');
    expect(hasStoredWalletConnection(WAGMI_STORE_KEY)).toBe(true);
  });
});

/** Prerenders the fallback and runs its inline script, as the browser does while parsing the page. */
function prerenderAndParse(): string {
  const html = renderToString(<PrerenderedWalletFallback promptText="Connect to see it" />);
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  window.eval(script ?? '');
  return html;
}

describe('PrerenderedWalletFallback', () => {
  it('holds the prompt, inoperable until the app runs, and the skeleton; its script marks only a returning connected reader', () => {
    const html = prerenderAndParse();
    expect(html).toContain('Connect to see it');
    expect(html).toMatch(/<button[^>]* disabled=""/);
    expect(html).toContain('aria-busy="true"');
    expect(document.documentElement.hasAttribute('data-wallet-stored')).toBe(false);

    persistWagmiState('b1c2d3');
    prerenderAndParse();
    expect(document.documentElement.hasAttribute('data-wallet-stored')).toBe(true);
  });
});

describe('WalletStackFallback', () => {
  it('draws the skeleton while the stack of a returning connected reader loads', () => {
    const { container } = render(<WalletStackFallback promptText="Connect to see it" />);
    expect(screen.queryByText('Connect to see it')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });

  it('draws the prompt, connecting, while the stack a press asked for loads', () => {
    const request = createConnectRequest();
    request.press();
    render(
      <ConnectRequestContext value={request}>
        <WalletStackFallback promptText="Connect to see it" />
      </ConnectRequestContext>,
    );
    expect(screen.getByText('Connect to see it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'connecting' })).toBeDisabled();
  });
});
