import { isBreedingBlocked, parseAddressList } from './breeding';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('the breeding blocklist', () => {
  it('reads a comma separated list and skips what is not an address', () => {
    expect(parseAddressList(` ${ALICE}, nope ,${BOB.toLowerCase()},`)).toEqual([ALICE, BOB.toLowerCase()]);
    expect(parseAddressList(undefined)).toEqual([]);
  });

  it('blocks a listed address whatever its letter case', () => {
    expect(isBreedingBlocked(ALICE, [BOB.toLowerCase() as `0x${string}`, ALICE])).toBe(true);
    expect(isBreedingBlocked(BOB, [BOB.toLowerCase() as `0x${string}`])).toBe(true);
    expect(isBreedingBlocked(ALICE, [BOB])).toBe(false);
  });
});
