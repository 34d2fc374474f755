import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client';
import { nftNests, nftPairs, nftStakes } from '../db/schema';

/** One decoded log as the projections read it: uint256 as decimal strings, addresses lower case. */
export interface ProjectedEvent {
  contractName: string;
  eventName: string;
  args: Record<string, unknown>;
  /** The block's time in seconds; known for the events that need it (see `needsBlockTime`). */
  blockTime?: number;
}

/** Events whose row takes its time from the block rather than from the event. */
export function needsBlockTime(contractName: string, eventName: string): boolean {
  return contractName === 'CreatureBreeding' && (eventName === 'NestCreated' || eventName === 'Paired');
}

function blockTimeOf(event: ProjectedEvent): number {
  if (event.blockTime === undefined) throw new Error(`${event.contractName}.${event.eventName} needs its block time`);
  return event.blockTime;
}

const text = (value: unknown) => String(value);

/**
 * Applies one new event to the nest, pair and stake read models, mirroring what the contract did to its
 * storage. The indexer calls it once per stored log, in chain order, inside the batch's transaction.
 */
export async function projectNftEvent(tx: DatabaseExecutor, chainId: number, event: ProjectedEvent): Promise<void> {
  const { args } = event;
  switch (`${event.contractName}.${event.eventName}`) {
    case 'CreatureBreeding.NestCreated': {
      const nest = { ownerAddress: text(args.owner), createdAt: blockTimeOf(event), lastPairedAt: 0, pairCount: 0, open: true };
      await tx
        .insert(nftNests)
        .values({ chainId, nestId: text(args.nestId), ...nest })
        .onConflictDoUpdate({ target: [nftNests.chainId, nftNests.nestId], set: nest });
      return;
    }
    case 'CreatureBreeding.Paired': {
      const pairedAt = blockTimeOf(event);
      await tx
        .update(nftNests)
        .set({ lastPairedAt: pairedAt, pairCount: sql`${nftNests.pairCount} + 1` })
        .where(and(eq(nftNests.chainId, chainId), eq(nftNests.nestId, text(args.nestId))));
      await tx.insert(nftPairs).values({
        chainId,
        pairId: text(args.pairId),
        tokenId1: text(args.nestId),
        tokenId2: text(args.tokenId2),
        owner1: text(args.owner1),
        owner2: text(args.owner2),
        pairedAt,
        claimableAt: Number(args.claimableAt),
      });
      return;
    }
    case 'CreatureBreeding.ClaimCommitted':
      await tx
        .update(nftPairs)
        .set({ seedBlock: Number(args.seedBlock) })
        .where(and(eq(nftPairs.chainId, chainId), eq(nftPairs.pairId, text(args.pairId))));
      return;
    case 'CreatureBreeding.OffspringClaimed':
      await tx
        .update(nftPairs)
        .set({ claimed: true, offspringId: text(args.offspringId) })
        .where(and(eq(nftPairs.chainId, chainId), eq(nftPairs.pairId, text(args.pairId))));
      return;
    case 'CreatureBreeding.NestClosed':
      await tx
        .update(nftNests)
        .set({ open: false })
        .where(and(eq(nftNests.chainId, chainId), eq(nftNests.nestId, text(args.nestId))));
      return;
    case 'CreatureStakingPool.Staked': {
      const stake = { ownerAddress: text(args.owner), pledgeTime: Number(args.pledgeTime), paidDays: 0 };
      await tx
        .insert(nftStakes)
        .values({ chainId, tokenId: text(args.tokenId), ...stake })
        .onConflictDoUpdate({ target: [nftStakes.chainId, nftStakes.tokenId], set: stake });
      return;
    }
    case 'CreatureStakingPool.IncomeReleased':
      await tx
        .update(nftStakes)
        .set({ paidDays: sql`${nftStakes.paidDays} + ${Number(args.days_)}` })
        .where(and(eq(nftStakes.chainId, chainId), eq(nftStakes.tokenId, text(args.tokenId))));
      return;
    case 'CreatureStakingPool.Withdrawn':
      await tx.delete(nftStakes).where(and(eq(nftStakes.chainId, chainId), eq(nftStakes.tokenId, text(args.tokenId))));
      return;
  }
}

/** Every read model of `chainId` emptied, before a reset chain is indexed again. */
export async function clearNftProjections(tx: DatabaseExecutor, chainId: number): Promise<void> {
  await tx.delete(nftNests).where(eq(nftNests.chainId, chainId));
  await tx.delete(nftPairs).where(eq(nftPairs.chainId, chainId));
  await tx.delete(nftStakes).where(eq(nftStakes.chainId, chainId));
}
