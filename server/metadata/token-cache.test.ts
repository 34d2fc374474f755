import { maxUint256 } from 'viem';
import { TokenCache, type ChangeEvent } from './token-cache';

const CREATURES = '0xAbC0000000000000000000000000000000000001';
const PENDANTS = '0xabc0000000000000000000000000000000000002';

function cacheAt(clock = { now: 0 }, maxEntries = 100) {
  return new TokenCache<string>(2810, { maxEntries, maxAgeMs: 60_000, now: () => clock.now });
}

/** A loader that answers `value` read at `block`, counting its calls. */
const loader = (value: string, block = 10n) => jest.fn(async () => ({ block, value }));

const event = (
  eventName: string,
  args: Record<string, unknown>,
  blockNumber: number,
  contractAddress = CREATURES.toLowerCase(),
): ChangeEvent => ({
  contractAddress,
  eventName,
  args,
  blockNumber,
});

describe('TokenCache', () => {
  it('reads a token once and answers from memory after, one read for requests at the same time', async () => {
    const cache = cacheAt();
    const load = loader('a');
    expect(await Promise.all([cache.get(CREATURES, 1n, load), cache.get(CREATURES, 1n, load)])).toEqual(['a', 'a']);
    expect(await cache.get(CREATURES.toLowerCase(), 1n, load)).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a token on its MetadataUpdate or Transfer, and keeps other tokens and contracts', async () => {
    for (const [eventName, args] of [
      ['MetadataUpdate', { _tokenId: '1' }],
      ['Transfer', { from: '0x1', to: '0x2', tokenId: '1' }],
    ] as const) {
      const cache = cacheAt();
      await cache.get(CREATURES, 1n, loader('old'));
      const other = loader('other');
      await cache.get(CREATURES, 2n, other);
      await cache.get(PENDANTS, 1n, other);
      cache.forget([event(eventName, args, 11)]);
      expect(await cache.get(CREATURES, 1n, loader('new', 11n))).toBe('new');
      await cache.get(CREATURES, 2n, other);
      await cache.get(PENDANTS, 1n, other);
      expect(other).toHaveBeenCalledTimes(2);
    }
  });

  it('passes over an ERC-20 Transfer, which names no token', async () => {
    const cache = cacheAt();
    await cache.get(CREATURES, 1n, loader('kept'));
    cache.forget([event('Transfer', { from: '0x1', to: '0x2', value: '5' }, 11)]);
    expect(await cache.get(CREATURES, 1n, loader('unused'))).toBe('kept');
  });

  it('forgets a BatchMetadataUpdate range of one contract', async () => {
    const cache = cacheAt();
    for (const tokenId of [1n, 2n, 3n]) await cache.get(CREATURES, tokenId, loader('old'));
    await cache.get(PENDANTS, 2n, loader('pendant'));
    cache.forget([event('BatchMetadataUpdate', { _fromTokenId: '2', _toTokenId: maxUint256.toString() }, 11)]);
    const reload = loader('new', 11n);
    expect(await Promise.all([1n, 2n, 3n].map((tokenId) => cache.get(CREATURES, tokenId, reload)))).toEqual(['old', 'new', 'new']);
    expect(await cache.get(PENDANTS, 2n, loader('unused'))).toBe('pendant');
  });

  it('keeps an answer read after the change it hears of (the indexer runs behind the chain)', async () => {
    const cache = cacheAt();
    await cache.get(CREATURES, 1n, loader('fresh', 20n));
    cache.forget([event('MetadataUpdate', { _tokenId: '1' }, 15)]);
    const load = loader('unused');
    expect(await cache.get(CREATURES, 1n, load)).toBe('fresh');
    expect(load).not.toHaveBeenCalled();
  });

  it('gives, but does not keep, an answer read before a change heard while it was read', async () => {
    const cache = cacheAt();
    let finish: (value: { block: bigint; value: string }) => void = () => undefined;
    const pending = cache.get(CREATURES, 1n, () => new Promise((resolve) => (finish = resolve)));
    cache.forget([event('MetadataUpdate', { _tokenId: '1' }, 11)]);
    finish({ block: 10n, value: 'stale' });
    expect(await pending).toBe('stale');
    expect(await cache.get(CREATURES, 1n, loader('new', 11n))).toBe('new');
  });

  it('reads again after the longest time an answer may be kept, and keeps the most recently used tokens', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock, 2);
    await cache.get(CREATURES, 1n, loader('old'));
    clock.now = 60_000;
    expect(await cache.get(CREATURES, 1n, loader('new'))).toBe('new');

    await cache.get(CREATURES, 2n, loader('two'));
    await cache.get(CREATURES, 1n, loader('unused'));
    await cache.get(CREATURES, 3n, loader('three'));
    expect(await cache.get(CREATURES, 1n, loader('unused'))).toBe('new');
    expect(await cache.get(CREATURES, 2n, loader('two again'))).toBe('two again');
  });

  it('keeps no failed read', async () => {
    const cache = cacheAt();
    await expect(cache.get(CREATURES, 1n, () => Promise.reject(new Error('node down')))).rejects.toThrow('node down');
    expect(await cache.get(CREATURES, 1n, loader('a'))).toBe('a');
  });
});
