import { maxUint256 } from 'viem';
import { creatureLinkPath, parseCreatureLink, resolveCreatureLink, withoutCreatureLink } from './creature-link';

describe("a creature's link", () => {
  it('names nothing when the parameter is absent or empty', () => {
    expect(parseCreatureLink(null)).toEqual({ kind: 'none' });
    expect(parseCreatureLink('')).toEqual({ kind: 'none' });
  });

  it('reads a decimal token id, 0 and leading zeros included', () => {
    expect(parseCreatureLink('8')).toEqual({ kind: 'token', raw: '8', tokenId: 8n });
    expect(parseCreatureLink('0')).toEqual({ kind: 'token', raw: '0', tokenId: 0n });
    expect(parseCreatureLink('007')).toEqual({ kind: 'token', raw: '007', tokenId: 7n });
  });

  it('reads the largest uint256 and refuses one more', () => {
    expect(parseCreatureLink(maxUint256.toString())).toEqual({ kind: 'token', raw: maxUint256.toString(), tokenId: maxUint256 });
    const tooLarge = (maxUint256 + 1n).toString();
    expect(parseCreatureLink(tooLarge)).toEqual({ kind: 'invalid', raw: tooLarge });
    expect(parseCreatureLink('1'.repeat(79)).kind).toBe('invalid');
  });

  it.each(['abc', '-1', '+1', '1.5', '1e3', '0x10', ' 1', '1 ', '١٢'])('refuses %j', (value) => {
    expect(parseCreatureLink(value)).toEqual({ kind: 'invalid', raw: value });
  });

  it('is the address a token id gives, read back', () => {
    const path = creatureLinkPath(42n);
    expect(path).toBe('/nft?id=42');
    expect(parseCreatureLink(new URL(path, 'http://app.test').searchParams.get('id'))).toEqual({ kind: 'token', raw: '42', tokenId: 42n });
  });

  it('drops only the creature from an address, keeping the other parameters in order', () => {
    expect(withoutCreatureLink('/nft', 'id=42')).toBe('/nft');
    expect(withoutCreatureLink('/nft', '')).toBe('/nft');
    expect(withoutCreatureLink('/nft', 'shareCode=ab&id=42&x=1')).toBe('/nft?shareCode=ab&x=1');
    expect(withoutCreatureLink('/nft', '?id=1&id=2')).toBe('/nft');
  });
});

describe("what the NFT tab does with a creature's link", () => {
  const creatures = [{ tokenId: 3n }, { tokenId: 8n }];

  it('opens a creature the wallet holds', () => {
    expect(resolveCreatureLink(parseCreatureLink('8'), creatures)).toEqual({ kind: 'open', creature: creatures[1] });
  });

  it('says so when the wallet does not hold it, an empty wallet included', () => {
    expect(resolveCreatureLink(parseCreatureLink('9'), creatures)).toEqual({ kind: 'notHeld', tokenId: 9n });
    expect(resolveCreatureLink(parseCreatureLink('3'), [])).toEqual({ kind: 'notHeld', tokenId: 3n });
  });

  it('says so when the link names no creature, and does nothing without one', () => {
    expect(resolveCreatureLink(parseCreatureLink('x'), creatures)).toEqual({ kind: 'invalid' });
    expect(resolveCreatureLink(parseCreatureLink(null), creatures)).toEqual({ kind: 'none' });
  });
});
