import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import type { ContractReader } from '../chain/contract-reader';
import type { Database } from '../db/client';
import { chainEvents, nftNests, nftPairs, nftStakes } from '../db/schema';
import { pageOf, type Page } from '@/lib/protocol';

/*
 * The NFT lists from the indexer's read models: which nests are open, which pairs and stakes an address
 * has, and everything their events recorded. Only what the contracts compute at the moment of asking (a
 * creature's current card, a stake's income so far) is read from the chain, in one call per page.
 */

/** The nest cooldown of the latest breeding settings the indexer stored (the constructor emits the first). */
async function indexedNestCooldown(db: Database, chainId: number): Promise<number> {
  const [row] = await db
    .select({ args: chainEvents.args })
    .from(chainEvents)
    .where(
      and(eq(chainEvents.chainId, chainId), eq(chainEvents.contractName, 'CreatureBreeding'), eq(chainEvents.eventName, 'SettingsUpdated')),
    )
    .orderBy(desc(chainEvents.blockNumber), desc(chainEvents.logIndex))
    .limit(1);
  const settings = (row?.args as { settings?: { nestCooldown?: string } } | undefined)?.settings;
  return Number(settings?.nestCooldown ?? 0);
}

/** Open nests, oldest first, each as the contract's `nestOf` shows it. */
export async function openNestsPage(db: Database, reader: ContractReader, chainId: number, page: number, size: number) {
  const isOpen = and(eq(nftNests.chainId, chainId), eq(nftNests.open, true));
  const [rows, [total], nestCooldown] = await Promise.all([
    db
      .select()
      .from(nftNests)
      .where(isOpen)
      .orderBy(asc(nftNests.createdAt), asc(nftNests.nestId))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(nftNests).where(isOpen),
    indexedNestCooldown(db, chainId),
  ]);
  const cards = await reader.readEach(
    'CreatureNft',
    'creatureOf',
    rows.map((row) => [BigInt(row.nestId)]),
  );
  const list = rows.map((row, index) => ({
    nestId: row.nestId,
    nest: {
      owner: row.ownerAddress,
      createdAt: String(row.createdAt),
      lastPairedAt: String(row.lastPairedAt),
      pairCount: row.pairCount,
      open: row.open,
    },
    readyAt: String(row.lastPairedAt === 0 ? 0 : row.lastPairedAt + nestCooldown),
    creature: cards[index],
  }));
  return pageOf(list, total?.total ?? 0, page, size);
}

/** The pairs `owner` took part in, as nest owner or as pairing holder, oldest first, as `pairOf` shows them. */
export async function pairsOfOwnerPage(db: Database, chainId: number, owner: string, page: number, size: number) {
  const ofOwner = and(eq(nftPairs.chainId, chainId), or(eq(nftPairs.owner1, owner), eq(nftPairs.owner2, owner)));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(nftPairs)
      .where(ofOwner)
      .orderBy(asc(nftPairs.pairId))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(nftPairs).where(ofOwner),
  ]);
  const list = rows.map((row) => ({
    pairId: row.pairId,
    tokenId1: row.tokenId1,
    tokenId2: row.tokenId2,
    owner1: row.owner1,
    owner2: row.owner2,
    pairedAt: String(row.pairedAt),
    claimableAt: String(row.claimableAt),
    claimed: row.claimed,
    offspringId: row.offspringId,
    seedBlock: String(row.seedBlock),
  }));
  return pageOf(list, total?.total ?? 0, page, size);
}

interface StakeIncome {
  pledgeDay: string;
  pendingIncome: string;
  dailyIncomeNow: string;
}

/** The creatures `owner` has staked, longest staked first, with the income the pool computes for them now. */
export async function stakesOfOwnerPage(
  db: Database,
  reader: ContractReader,
  chainId: number,
  owner: string,
  page: number,
  size: number,
): Promise<Page<Record<string, unknown>>> {
  const ofOwner = and(eq(nftStakes.chainId, chainId), eq(nftStakes.ownerAddress, owner));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(nftStakes)
      .where(ofOwner)
      .orderBy(asc(nftStakes.pledgeTime), asc(nftStakes.tokenId))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(nftStakes).where(ofOwner),
  ]);
  const incomes = (await reader.readEach(
    'CreatureStakingPool',
    'stakeOf',
    rows.map((row) => [BigInt(row.tokenId)]),
  )) as StakeIncome[];
  const list = rows.map((row, index) => ({
    tokenId: row.tokenId,
    stake: { owner: row.ownerAddress, pledgeTime: String(row.pledgeTime), paidDays: String(row.paidDays) },
    pledgeDay: incomes[index]!.pledgeDay,
    pendingIncome: incomes[index]!.pendingIncome,
    dailyIncomeNow: incomes[index]!.dailyIncomeNow,
  }));
  return pageOf(list, total?.total ?? 0, page, size);
}
