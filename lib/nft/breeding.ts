import { isAddress, isAddressEqual, type Address } from 'viem';
import type { BreedingSettings, CreatureView } from './reads';

/**
 * SPEC §5: breeding is refused in the client for a configured list of wallet addresses ('Do not support').
 * The list is deployment configuration: NEXT_PUBLIC_BREEDING_BLOCKED_ADDRESSES, comma separated.
 */
export function parseAddressList(raw: string | undefined): Address[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry): entry is Address => isAddress(entry, { strict: false }));
}

const BREEDING_BLOCKED_ADDRESSES = parseAddressList(process.env.NEXT_PUBLIC_BREEDING_BLOCKED_ADDRESSES);

export function isBreedingBlocked(address: Address, blocked: readonly Address[] = BREEDING_BLOCKED_ADDRESSES): boolean {
  return blocked.some((entry) => isAddressEqual(entry, address));
}

/** What pairing `creature` costs in AFA; with no breed times left, one time is bought with it (SPEC §4). */
export function breedQuote(creature: CreatureView, settings: BreedingSettings): { total: bigint; needsBreedTime: boolean } {
  const needsBreedTime = creature.card.creature.bread === 0;
  return { total: settings.breedCost + (needsBreedTime ? settings.breedTimeFee : 0n), needsBreedTime };
}

/** Creatures of the wallet that may pair: revealed, allowed to breed, in the wallet, not resting from a rebirth. */
export function pairableCreatures(creatures: readonly CreatureView[]): CreatureView[] {
  return creatures.filter(
    ({ location, card }) => location === 'wallet' && card.creature.revealed && card.creature.canBreed && card.creature.rebirthTime === 0n,
  );
}
