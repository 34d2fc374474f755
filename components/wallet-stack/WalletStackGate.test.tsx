import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useConnectRequest } from './connectRequest';
import { WalletStackGate } from './WalletStackGate';
import { WAGMI_STORE_KEY } from './WalletStackFallback';

// next-intl ships ES modules only; the keys stand for the texts here.
jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));

/** Stands for the wallet stack: like its connect prompt, it carries out a waiting press after every render. */
function Stack({ connect }: { connect: () => void }) {
  const request = useConnectRequest();
  useEffect(() => {
    if (request?.take()) connect();
  });
  return <p>stack</p>;
}

function gate(connect: () => void, loadStack: () => Promise<unknown>) {
  return (
    <WalletStackGate promptText="Connect to see it" loadStack={loadStack}>
      <Stack connect={connect} />
    </WalletStackGate>
  );
}

function renderGate(loadStack = jest.fn(async () => undefined)) {
  render(gate(jest.fn(), loadStack));
  return loadStack;
}

beforeEach(() => window.localStorage.clear());

describe('WalletStackGate', () => {
  it('loads no wallet code for a reader without a wallet until the reader reaches for Connect', () => {
    const loadStack = renderGate();
    expect(screen.getByText('Connect to see it')).toBeInTheDocument();
    expect(screen.queryByText(/^stack/)).not.toBeInTheDocument();
    expect(loadStack).not.toHaveBeenCalled();

    fireEvent.pointerEnter(screen.getByRole('button', { name: 'connect' }));
    expect(loadStack).toHaveBeenCalled();
  });

  it('a press brings the stack, which connects once however often it renders', () => {
    const connect = jest.fn();
    const loadStack = jest.fn(async () => undefined);
    // Strict mode runs each effect twice on mount, as a development build does.
    const view = render(gate(connect, loadStack), { reactStrictMode: true });
    fireEvent.click(screen.getByRole('button', { name: 'connect' }));
    expect(screen.getByText('stack')).toBeInTheDocument();
    for (let round = 0; round < 3; round += 1) view.rerender(gate(connect, loadStack));
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('brings the stack at once for a returning connected reader, without connecting', () => {
    // The part of wagmi's persisted state that says a wallet is connected (see WalletStackFallback.test).
    window.localStorage.setItem(WAGMI_STORE_KEY, JSON.stringify({ state: { current: 'b1c2d3' }, version: 2 }));
    const connect = jest.fn();
    render(gate(connect, jest.fn(async () => undefined)));
    expect(screen.getByText('stack')).toBeInTheDocument();
    expect(connect).not.toHaveBeenCalled();
  });
});
