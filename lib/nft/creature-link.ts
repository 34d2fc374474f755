import { maxUint256 } from 'viem';

// A creature's own address in the app: the NFT tab with the creature's id as `?id=`. A token's metadata names it
// as its page (external_url), so wallets and explorers link to it; the tab opens that creature's sheet
// (docs/PRODUCT.md §2).

/** The query parameter that names a creature on the NFT tab. */
export const CREATURE_LINK_PARAM = 'id';

/** The NFT tab's address for one creature, relative to the app's origin. */
export function creatureLinkPath(tokenId: bigint): string {
  return `/nft?${CREATURE_LINK_PARAM}=${tokenId}`;
}

/** What `?id=` names: nothing, a token id, or something that is not one (`raw` is the value as given). */
export type CreatureLink = { kind: 'none' } | { kind: 'invalid'; raw: string } | { kind: 'token'; raw: string; tokenId: bigint };

/** A token id: decimal digits, at most a uint256. Absent or empty names nothing. */
export function parseCreatureLink(value: string | null): CreatureLink {
  if (value === null || value === '') return { kind: 'none' };
  if (!/^\d{1,78}$/.test(value)) return { kind: 'invalid', raw: value };
  const tokenId = BigInt(value);
  return tokenId <= maxUint256 ? { kind: 'token', raw: value, tokenId } : { kind: 'invalid', raw: value };
}

/** The address `pathname?search` without the creature named: the other parameters kept, in their order. */
export function withoutCreatureLink(pathname: string, search: string): string {
  const rest = new URLSearchParams(search);
  rest.delete(CREATURE_LINK_PARAM);
  const query = rest.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** What the NFT tab does with a link once the wallet's creatures are read: open one, or say why it cannot. */
export type CreatureLinkOutcome<T> =
  { kind: 'none' } | { kind: 'open'; creature: T } | { kind: 'notHeld'; tokenId: bigint } | { kind: 'invalid' };

/** The link's creature among the wallet's `creatures` (in the wallet, staked or nesting: every one the tab lists). */
export function resolveCreatureLink<T extends { tokenId: bigint }>(link: CreatureLink, creatures: readonly T[]): CreatureLinkOutcome<T> {
  if (link.kind !== 'token') return link.kind === 'none' ? { kind: 'none' } : { kind: 'invalid' };
  const creature = creatures.find((candidate) => candidate.tokenId === link.tokenId);
  return creature ? { kind: 'open', creature } : { kind: 'notHeld', tokenId: link.tokenId };
}
