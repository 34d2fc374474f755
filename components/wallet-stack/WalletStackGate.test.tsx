import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { useConnectRequest } from './connectRequest';
import { loadWalletProviders } from './loadWalletProviders';
import { WalletStackGate } from './WalletStackGate';
import { WAGMI_STORE_KEY } from './WalletStackFallback';

// next-intl ships ES modules only; the namespaced keys stand for the texts here.
jest.mock('next-intl', () => ({ useTranslations: (namespace: string) => (key: string) => `${namespace}.${key}` }));
const mockPathname = jest.fn(() => '/nft');
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname() }));
const mockStackMounted = jest.fn();
// Stands for the wallet stack's chunk: its providers only show the route's page, and say when they mount.
jest.mock('./loadWalletProviders', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  function WalletProviders({ children }: { children: ReactNode }) {
    useEffect(() => mockStackMounted(), []);
    return children;
  }
  return { loadWalletProviders: jest.fn(async () => ({ default: WalletProviders })) };
});

/** Stands for the route's page inside the stack: like its connect prompt, it carries out a waiting press after every render. */
function Page({ connect }: { connect: () => void }) {
  const request = useConnectRequest();
  useEffect(() => {
    if (request?.take()) connect();
  });
  return <p>page</p>;
}

function gate(connect: () => void) {
  return (
    <WalletStackGate>
      <Page connect={connect} />
    </WalletStackGate>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(loadWalletProviders).mockClear();
  mockStackMounted.mockClear();
  mockPathname.mockReturnValue('/nft');
});

describe('WalletStackGate', () => {
  it('loads no wallet code for a reader without a wallet until the reader reaches for Connect', () => {
    render(gate(jest.fn()));
    expect(screen.getByText('nft.connectPrompt')).toBeInTheDocument();
    expect(screen.queryByText('page')).not.toBeInTheDocument();
    expect(loadWalletProviders).not.toHaveBeenCalled();

    fireEvent.pointerEnter(screen.getByRole('button', { name: 'wallet.connect' }));
    expect(loadWalletProviders).toHaveBeenCalled();
  });

  it("asks with the route's own prompt: the Wallet tab's speaks of the address and balances", () => {
    mockPathname.mockReturnValue('/wallet');
    render(gate(jest.fn()));
    expect(screen.getByText('wallet.connectPrompt')).toBeInTheDocument();
  });

  it('a press brings the stack and the page, which connects once however often it renders', async () => {
    const connect = jest.fn();
    // Strict mode runs each effect twice on mount, as a development build does.
    const view = render(gate(connect), { reactStrictMode: true });
    fireEvent.click(screen.getByRole('button', { name: 'wallet.connect' }));
    expect(await screen.findByText('page')).toBeInTheDocument();
    for (let round = 0; round < 3; round += 1) view.rerender(gate(connect));
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('brings the stack at once for a returning connected reader, without connecting', async () => {
    // The part of wagmi's persisted state that says a wallet is connected (see WalletStackFallback.test).
    window.localStorage.setItem(WAGMI_STORE_KEY, JSON.stringify({ state: { current: 'b1c2d3' }, version: 2 }));
    const connect = jest.fn();
    render(gate(connect));
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(connect).not.toHaveBeenCalled();
  });

  it('keeps one stack while the reader moves between the routes under it', async () => {
    window.localStorage.setItem(WAGMI_STORE_KEY, JSON.stringify({ state: { current: 'b1c2d3' }, version: 2 }));
    const view = render(gate(jest.fn()));
    expect(await screen.findByText('page')).toBeInTheDocument();
    mockPathname.mockReturnValue('/wallet');
    view.rerender(gate(jest.fn()));
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(mockStackMounted).toHaveBeenCalledTimes(1);
  });
});
