import { checkBuildSettings, checkChainDeployed } from './build-settings';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('the build settings check', () => {
  it('accepts no settings, and well-formed ones', () => {
    expect(() => checkBuildSettings({})).not.toThrow();
    expect(() =>
      checkBuildSettings({
        NEXT_PUBLIC_BREEDING_BLOCKED_ADDRESSES: `${ADDRESS}, ${ADDRESS.toLowerCase()}`,
        NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: ADDRESS,
      }),
    ).not.toThrow();
    expect(() => checkBuildSettings({ NEXT_PUBLIC_BREEDING_BLOCKED_ADDRESSES: '', NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: '' })).not.toThrow();
  });

  it('refuses a blocklist entry that is not an address, by name', () => {
    expect(() => checkBuildSettings({ NEXT_PUBLIC_BREEDING_BLOCKED_ADDRESSES: `${ADDRESS},0x1234` })).toThrow(
      'NEXT_PUBLIC_BREEDING_BLOCKED_ADDRESSES: not addresses: 0x1234',
    );
  });

  it('refuses a send recipient that is not one address', () => {
    expect(() => checkBuildSettings({ NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: 'treasury' })).toThrow(
      'NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: not addresses: treasury',
    );
    expect(() => checkBuildSettings({ NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: `${ADDRESS},${ADDRESS}` })).toThrow(
      'NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: one address, not a list',
    );
  });
});

describe('the deployment check of a production build', () => {
  it('passes when the configured chain has a recorded deployment', () => {
    expect(() => checkChainDeployed({}, [2810])).not.toThrow();
    expect(() => checkChainDeployed({ NEXT_PUBLIC_CHAIN_ID: '2818' }, [2810, 2818])).not.toThrow();
  });

  it('names the chain and the deploy command when it has none', () => {
    expect(() => checkChainDeployed({ NEXT_PUBLIC_CHAIN_ID: '2910' }, [2810])).toThrow(
      'No contracts are deployed on chain 2910 (Morph Hoodi): run `npm run deploy -- --network morph-hoodi` (it records deployments/2910.json), then build again',
    );
    expect(() => checkChainDeployed({}, [])).toThrow(
      'No contracts are deployed on chain 2810 (Morph Testnet): run `npm run deploy -- --network morph-testnet`',
    );
    expect(() => checkChainDeployed({ NEXT_PUBLIC_CHAIN_ID: '8453' }, [2810])).toThrow(
      'No contracts are deployed on chain 8453: run `npm run deploy -- --rpc <url of chain 8453>` (it records deployments/8453.json), then build again',
    );
  });
});
