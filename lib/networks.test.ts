import { findNetwork, KNOWN_NETWORKS, networkEnvPrefix, publicNetworkFor } from './networks';

describe('the known networks', () => {
  it('knows the local chain, the Morph test network, Morph and Hoodi by name and id', () => {
    expect(KNOWN_NETWORKS.map(({ key, chainId }) => [key, chainId])).toEqual([
      ['local', 2810],
      ['morph-testnet', 2810],
      ['morph', 2818],
      ['morph-hoodi', 2910],
    ]);
  });

  it('names a chain id after its public network, not the local chain that borrows 2810', () => {
    expect(publicNetworkFor(2810)).toMatchObject({ key: 'morph-testnet', name: 'Morph Testnet', local: false });
    expect(publicNetworkFor(2910)?.name).toBe('Morph Hoodi');
    expect(publicNetworkFor(31337)).toBeUndefined();
  });

  it('takes RPC, explorer and name overrides from <NAME>_* settings', () => {
    expect(networkEnvPrefix({ key: 'morph-hoodi' })).toBe('MORPH_HOODI');
    expect(findNetwork('morph-hoodi', { MORPH_HOODI_RPC_URL: 'https://hoodi.example/rpc', MORPH_HOODI_NAME: 'Hoodi' })).toMatchObject({
      chainId: 2910,
      rpcUrl: 'https://hoodi.example/rpc',
      explorerUrl: 'https://explorer-hoodi.morph.network',
      name: 'Hoodi',
    });
    expect(findNetwork('morph', {})?.rpcUrl).toBe('https://rpc.morphl2.io');
    expect(findNetwork('nowhere')).toBeUndefined();
  });
});
