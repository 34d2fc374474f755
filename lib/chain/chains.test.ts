import { buildTargetChain, parseChainId, resolveRpcUrl, toAddEthereumChainParameter } from './chains';

describe('target chain', () => {
  it('defaults to the Morph test network, 2810', () => {
    const chain = buildTargetChain({ origin: 'http://localhost:3000' });
    expect(chain).toMatchObject({ id: 2810, name: 'Morph Testnet', nativeCurrency: { symbol: 'ETH', decimals: 18 } });
    expect(chain.rpcUrls.default.http).toEqual(['http://localhost:3000/rpc']);
    expect(chain.blockExplorers?.default.url).toMatch(/^https:\/\//);
  });

  it('takes the chain, RPC and explorer from configuration', () => {
    const chain = buildTargetChain({ chainId: '2818', rpcUrl: 'https://rpc.example', explorerUrl: 'https://scan.example' });
    expect(chain).toMatchObject({ id: 2818, name: 'Morph' });
    expect(chain.rpcUrls.default.http).toEqual(['https://rpc.example']);
    expect(chain.blockExplorers?.default.url).toBe('https://scan.example');
  });

  it('falls back to 2810 on a chain id that is not a positive integer', () => {
    expect(parseChainId('abc')).toBe(2810);
    expect(parseChainId('-5')).toBe(2810);
    expect(parseChainId(undefined)).toBe(2810);
  });

  it('resolves a relative RPC URL against the origin, because wallets need an absolute one', () => {
    expect(resolveRpcUrl('/chain/rpc', 'https://app.example')).toBe('https://app.example/chain/rpc');
    expect(resolveRpcUrl(undefined, 'https://app.example')).toBe('https://app.example/rpc');
    expect(resolveRpcUrl('https://rpc.example', 'https://app.example')).toBe('https://rpc.example');
  });

  it('describes itself for wallet_addEthereumChain with the hex id 0xafa', () => {
    const chain = buildTargetChain({ origin: 'http://localhost:3000', explorerUrl: 'https://scan.example' });
    expect(toAddEthereumChainParameter(chain)).toEqual({
      chainId: '0xafa',
      chainName: 'Morph Testnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://localhost:3000/rpc'],
      blockExplorerUrls: ['https://scan.example'],
    });
  });
});
