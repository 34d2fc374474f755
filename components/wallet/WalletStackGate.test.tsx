import { fireEvent, render, screen } from '@testing-library/react';
import { useConnectRequest } from './connectRequest';
import { WalletStackGate } from './WalletStackGate';
import { WAGMI_STORE_KEY } from './WalletTabFallback';

// next-intl ships ES modules only; the keys stand for the texts here.
jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));

/** Stands for the wallet stack; says whether it was asked to connect. */
function Stack() {
  const request = useConnectRequest();
  return <p>{request?.take() ? 'stack, connecting' : 'stack'}</p>;
}

function renderGate(loadStack = jest.fn(async () => undefined)) {
  render(
    <WalletStackGate promptText="Connect to see it" loadStack={loadStack}>
      <Stack />
    </WalletStackGate>,
  );
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

  it('a press brings the stack, which connects once', () => {
    renderGate();
    fireEvent.click(screen.getByRole('button', { name: 'connect' }));
    expect(screen.getByText('stack, connecting')).toBeInTheDocument();
  });

  it('brings the stack at once for a returning connected reader, without connecting', () => {
    // The part of wagmi's persisted state that says a wallet is connected (see WalletTabFallback.test).
    window.localStorage.setItem(WAGMI_STORE_KEY, JSON.stringify({ state: { current: 'b1c2d3' }, version: 2 }));
    renderGate();
    expect(screen.getByText('stack')).toBeInTheDocument();
  });
});
