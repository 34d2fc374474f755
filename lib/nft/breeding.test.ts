import { devAccount } from '@/lib/foundry/devAccounts';
import { breedingBlockedAddresses, DEFAULT_BREEDING_BLOCKED_ADDRESSES, parseAddressList } from './breeding-blocklist';
import { breedBlockReason, breedQuote, isBreedingBlocked, pairableCreatures } from './breeding';
import { creature, overview, UNIT } from './test-support/overview';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SETTING = 'BREEDING_BLOCKED_ADDRESSES';

describe('the breeding blocklist setting', () => {
  it('reads a comma separated list into checksummed addresses, spaces and empty entries aside', () => {
    expect(parseAddressList(` ${ALICE.toLowerCase()}, ,${BOB},`, SETTING)).toEqual([ALICE, BOB]);
    expect(breedingBlockedAddresses('')).toEqual([]);
  });

  it('refuses an entry that is not an address, naming it and the setting', () => {
    expect(() => breedingBlockedAddresses(`${ALICE}, nope, 0x1234`)).toThrow(`${SETTING}: not addresses: nope, 0x1234`);
  });

  it('lists eleven addresses by default, none of them an account the local chain funds', () => {
    expect(breedingBlockedAddresses(undefined)).toEqual(DEFAULT_BREEDING_BLOCKED_ADDRESSES);
    expect(new Set(DEFAULT_BREEDING_BLOCKED_ADDRESSES).size).toBe(11);
    const fundedDevAccounts = Array.from({ length: 10 }, (_, index) => devAccount(index).address);
    for (const account of fundedDevAccounts) expect(isBreedingBlocked(account, DEFAULT_BREEDING_BLOCKED_ADDRESSES)).toBe(false);
  });

  it('blocks a listed address whatever its letter case', () => {
    expect(isBreedingBlocked(ALICE, [BOB, ALICE])).toBe(true);
    expect(isBreedingBlocked(BOB.toLowerCase() as `0x${string}`, [BOB])).toBe(true);
    expect(isBreedingBlocked(ALICE, [BOB])).toBe(false);
  });
});

describe('whether a pairing is possible', () => {
  const candidate = creature({ tokenId: 5n });

  it("refuses a listed wallet first ('Do not support'), whatever else holds", () => {
    expect(breedBlockReason(ALICE, candidate, 0, [ALICE])).toBe('doNotSupport');
    expect(breedBlockReason(ALICE, undefined, 600, [ALICE])).toBe('doNotSupport');
  });

  it('needs a creature to pair, then a nest done resting', () => {
    expect(breedBlockReason(ALICE, undefined, 0, [BOB])).toBe('noPairable');
    expect(breedBlockReason(ALICE, candidate, 1, [BOB])).toBe('nestResting');
    expect(breedBlockReason(ALICE, candidate, 0, [BOB])).toBeUndefined();
  });

  it('offers only revealed creatures in the wallet that may breed and are not being reborn', () => {
    const offered = creature({ tokenId: 1n });
    const creatures = [
      offered,
      creature({ tokenId: 2n, revealed: false }),
      creature({ tokenId: 3n, canBreed: false }),
      creature({ tokenId: 4n, location: 'staked' }),
      creature({ tokenId: 6n, rebirthTime: 5n }),
    ];
    expect(pairableCreatures(creatures)).toEqual([offered]);
  });

  it('costs the breed cost, plus one breed time when none is left', () => {
    const { breedingSettings } = overview([]);
    expect(breedQuote(creature({ bread: 2 }), breedingSettings)).toEqual({ total: 200n * UNIT, needsBreedTime: false });
    expect(breedQuote(creature({ bread: 0 }), breedingSettings)).toEqual({ total: 250n * UNIT, needsBreedTime: true });
  });
});
