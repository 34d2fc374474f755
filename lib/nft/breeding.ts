import { isAddressEqual, type Address } from 'viem';
import { getRuntimeConfig } from '@/lib/runtime-config';
import type { BreedingSettings, CreatureView } from './reads';

/** docs/PRODUCT.md §5: the wallets this deployment refuses breeding to, from /config.json. */
const configuredBlocklist = (): readonly Address[] => getRuntimeConfig().breedingBlockedAddresses;

export function isBreedingBlocked(address: Address, blocked: readonly Address[] = configuredBlocklist()): boolean {
  return blocked.some((entry) => isAddressEqual(entry, address));
}

/** Why pairing with a nest is not possible now; 'doNotSupport' is docs/PRODUCT.md §5's refusal of listed wallets. */
export type BreedBlockReason = 'doNotSupport' | 'noPairable' | 'nestResting';

/** The first reason `owner` cannot pair `candidate` with a nest resting for `nestSecondsLeft`, if any. */
export function breedBlockReason(
  owner: Address,
  candidate: CreatureView | undefined,
  nestSecondsLeft: number,
  blocked: readonly Address[] = configuredBlocklist(),
): BreedBlockReason | undefined {
  if (isBreedingBlocked(owner, blocked)) return 'doNotSupport';
  if (!candidate) return 'noPairable';
  if (nestSecondsLeft > 0) return 'nestResting';
  return undefined;
}

/** What pairing `creature` costs in AFA; with no breed times left, one time is bought with it (docs/PRODUCT.md §4.4). */
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
