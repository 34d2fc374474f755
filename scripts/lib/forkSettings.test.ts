import { forkSettingsFromEnv, impersonatedHolderFromEnv } from './forkSettings';

describe('fork settings from the environment', () => {
  it('is off without FORK_URL', () => {
    expect(forkSettingsFromEnv({})).toBeUndefined();
    expect(impersonatedHolderFromEnv({ IMPERSONATE: ' ' })).toBeUndefined();
  });

  it('reads the upstream and the block', () => {
    expect(forkSettingsFromEnv({ FORK_URL: 'https://rpc-quicknode-holesky.morphl2.io' })).toEqual({
      url: 'https://rpc-quicknode-holesky.morphl2.io',
    });
    expect(forkSettingsFromEnv({ FORK_URL: 'http://127.0.0.1:9545', FORK_BLOCK: '1200' })).toEqual({
      url: 'http://127.0.0.1:9545',
      block: 1200,
    });
    expect(impersonatedHolderFromEnv({ IMPERSONATE: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' })).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    );
  });

  it('names the setting that is wrong', () => {
    expect(() => forkSettingsFromEnv({ FORK_URL: 'ws://node:8546' })).toThrow(/^FORK_URL/);
    expect(() => forkSettingsFromEnv({ FORK_URL: 'http://node', FORK_BLOCK: 'latest' })).toThrow(/^FORK_BLOCK/);
    expect(() => forkSettingsFromEnv({ FORK_URL: 'http://node', FORK_BLOCK: '-3' })).toThrow(/^FORK_BLOCK/);
    expect(() => forkSettingsFromEnv({ FORK_BLOCK: '5' })).toThrow(/^FORK_BLOCK needs FORK_URL/);
    expect(() => impersonatedHolderFromEnv({ IMPERSONATE: '0x1234' })).toThrow(/^IMPERSONATE/);
  });
});
