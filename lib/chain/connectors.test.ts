import { pickWalletConnector } from './connectors';

describe('pickWalletConnector', () => {
  const generic = { id: 'injected', type: 'injected' };
  const announced = { id: 'dev.local.testwallet', type: 'injected' };

  it('prefers a wallet announced through EIP-6963', () => {
    expect(pickWalletConnector([generic, announced])).toBe(announced);
  });

  it('falls back to the injected window.ethereum', () => {
    expect(pickWalletConnector([generic])).toBe(generic);
  });

  it('finds nothing when there is no injected connector', () => {
    expect(pickWalletConnector([{ id: 'walletConnect', type: 'walletConnect' }])).toBeUndefined();
  });
});
