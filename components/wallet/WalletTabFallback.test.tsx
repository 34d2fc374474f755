import { render, screen } from '@testing-library/react';
import { hasStoredWalletConnection, WAGMI_STORE_KEY, WalletTabFallback } from './WalletTabFallback';

// next-intl ships ES modules only; the keys stand for the texts here.
jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));

/** wagmi's persisted store as its persist middleware writes it (connections as a tagged Map, the current uid). */
function persistWagmiState(current: string | null) {
  const connections = current
    ? [[current, { accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], chainId: 2810, connector: { id: 'injected', name: 'Injected', type: 'injected', uid: current } }]]
    : [];
  window.localStorage.setItem(
    WAGMI_STORE_KEY,
    JSON.stringify({ state: { connections: { __type: 'Map', value: connections }, chainId: 2810, current }, version: 2 }),
  );
}

beforeEach(() => window.localStorage.clear());

describe('hasStoredWalletConnection', () => {
  it('finds nothing for a reader who never connected', () => {
    expect(hasStoredWalletConnection()).toBe(false);
  });

  it('finds a current connection, and none once the wallet was disconnected', () => {
    persistWagmiState('b1c2d3');
    expect(hasStoredWalletConnection()).toBe(true);
    persistWagmiState(null);
    expect(hasStoredWalletConnection()).toBe(false);
  });

  it('treats unreadable state as a connection, so only the skeleton shows', () => {
    window.localStorage.setItem(WAGMI_STORE_KEY, '{not json');
    expect(hasStoredWalletConnection()).toBe(true);
  });
});

describe('WalletTabFallback', () => {
  it('draws the connect prompt at once for a reader without a wallet, its button inoperable until the stack loads', () => {
    render(<WalletTabFallback promptText="Connect to see it" />);
    expect(screen.getByText('Connect to see it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'connect' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('draws the skeleton, never the prompt, for a returning connected reader', () => {
    persistWagmiState('b1c2d3');
    const { container } = render(<WalletTabFallback promptText="Connect to see it" />);
    expect(screen.queryByText('Connect to see it')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });
});
