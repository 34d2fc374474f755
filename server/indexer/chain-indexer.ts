import { and, asc, desc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import { decodeEventLog, zeroAddress, type Abi, type Log, type PublicClient } from 'viem';
import { toJsonValue } from '../chain/json-value';
import type { FollowedContract } from '../chain/contract-registry';
import type { Database, DatabaseExecutor, ExclusiveLock } from '../db/client';
import { chainEvents, indexedBlocks, indexerCursors, nftTokens } from '../db/schema';
import { ContractReader } from '../chain/contract-reader';
import {
  MarketTouches,
  marketNeedsBlockTime,
  projectMarketEvent,
  recheckOpenOrders,
  reopenMarketOrders,
  SEAPORT_EVENT_NAMES,
  type MarketTokenRole,
} from './market-projections';
import { clearNftProjections, needsBlockTime, projectNftEvent } from './nft-projections';
import { PollingLoop } from './polling-loop';

export interface ChainIndexerOptions {
  db: Database;
  client: PublicClient;
  chainId: number;
  /** The registry's contracts, and Seaport when the deployment records it (see `followedContracts`). */
  contracts: FollowedContract[];
  /** Blocks asked for in one eth_getLogs. */
  batchBlocks?: number;
  pollIntervalMs?: number;
  /** Blocks to stay behind the head, so a block is read once this many sit on it (0: read up to the head). */
  confirmations?: number;
  /**
   * How far behind the head the node still answers calls at a block's state. The order book's rechecks read the
   * chain at their batch's last block; a batch further back (an indexer catching up) reads it at the head instead,
   * as a node without an archive keeps the state of its newest blocks alone (geth: 128). 64 by default.
   */
  stateBlocks?: number;
  /**
   * Held by the one instance that indexes this chain (see `ExclusiveLock`); the others check each poll
   * and take over once it is free. Without one, this indexer is the only one.
   */
  lock?: ExclusiveLock;
  log: (line: string) => void;
  now?: () => Date;
  /**
   * Told, after each round, of the events named `names` stored since the round before: by this instance when
   * it indexes, by the one that does otherwise. So every instance hears of a change, for what it keeps in memory.
   */
  storedEvents?: { names: readonly string[]; listener: (events: StoredChainEvent[]) => void };
}

/** An event as the indexer stored it. */
export interface StoredChainEvent {
  contractAddress: string;
  eventName: string;
  args: Record<string, unknown>;
  blockNumber: number;
}

/** See ChainIndexerOptions.stateBlocks. */
const DEFAULT_STATE_BLOCKS = 64;

/** Recorded block hashes compared, newest first, to find where a reorganised chain parted from ours. */
const REORG_SEARCH_BLOCKS = 256;

/** Stored events read per query when telling `storedEvents` of them. */
const STORED_EVENTS_PER_READ = 1000;

interface DecodedEvent {
  contractName: string;
  /** Lower case. */
  contractAddress: string;
  eventName: string;
  args: Record<string, unknown>;
  blockNumber: number;
  blockHash: string;
  txHash: string;
  logIndex: number;
  blockTime?: number;
}

/** Another instance wrote the cursor since this one read it: this one's round is void. */
class CursorMovedError extends Error {
  constructor(chainId: number) {
    super(`the cursor of chain ${chainId} was moved by another indexer`);
  }
}

/** ERC-721 Transfer: from, to and tokenId all indexed (ERC-20's has an unindexed value instead). */
function isNftTransfer(abi: Abi): boolean {
  return abi.some(
    (item) =>
      item.type === 'event' &&
      item.name === 'Transfer' &&
      item.inputs.length === 3 &&
      item.inputs.every((input) => input.indexed) &&
      item.inputs[2]?.name === 'tokenId',
  );
}

/**
 * Follows the logs of the registry's contracts and Seaport into the database: every decoded event, the owner of
 * every NFT, the breeding nests, pairs and pool stakes (see nft-projections), and the state of the order book's
 * orders (see market-projections). Of Seaport's events only those the order book follows are kept, and of its
 * fills only those that move one of our tokens. Each batch of blocks is written in one transaction with the cursor, and only if the cursor still stands where the batch began,
 * so a restart resumes exactly where the last batch ended, nothing is applied twice, and a second indexer
 * can never move the cursor back. Blocks are read `confirmations` behind the head. The hash of each
 * batch's last block and of every block with one of our logs is kept: when the chain no longer has the
 * newest of them, the chain reorganised, and the events of the orphaned blocks are deleted, the read
 * models rebuilt from the events that remain, and the cursor set back to the last block both chains
 * share (the one way it moves back). A chain whose genesis block changed (a reset local chain) is indexed
 * again from the start. The transactions the wallet API recorded are settled apart, by the receipt settler.
 */
export class ChainIndexer {
  private readonly byAddress: Map<string, FollowedContract>;
  private readonly nftContracts: Set<string>;
  /** Reads the followed contracts, for the order book's fillability (see `recheckOpenOrders`). */
  private readonly reader: ContractReader;
  private readonly loop: PollingLoop;
  private leading = false;
  /** The newest stored event `storedEvents` was told of (or had nothing to forget before). */
  private lastToldEventId: number | undefined;

  constructor(private readonly options: ChainIndexerOptions) {
    this.loop = new PollingLoop({
      round: () => this.syncOnce(),
      intervalMs: options.pollIntervalMs ?? 1000,
      log: options.log,
      tag: '[indexer]',
      work: 'indexing',
    });
    this.byAddress = new Map(options.contracts.map((contract) => [contract.address.toLowerCase(), contract]));
    this.nftContracts = new Set(
      options.contracts.filter((contract) => isNftTransfer(contract.abi)).map((contract) => contract.address.toLowerCase()),
    );
    this.reader = new ContractReader(options.client, options.contracts);
  }

  /** Polls until `stop`; a failed round (node down) is logged once and retried. */
  start(): void {
    this.loop.start();
  }

  /** Stops polling and frees the chain's lock, so another instance takes over at its next poll. */
  async stop(): Promise<void> {
    await this.loop.stop();
    await this.options.lock?.release();
  }

  /** Indexes every confirmed block; returns the last block indexed, or undefined when another instance holds the chain's lock. */
  async syncOnce(): Promise<number | undefined> {
    if (this.options.storedEvents && this.lastToldEventId === undefined) {
      // Nothing was kept before this instance's first round, so there is nothing older to tell of.
      const [newest] = await this.options.db.select({ id: max(chainEvents.id) }).from(chainEvents);
      this.lastToldEventId = newest?.id ?? 0;
    }
    const leading = (await this.options.lock?.hold()) ?? true;
    if (leading !== this.leading && this.options.lock) {
      this.options.log(
        leading
          ? `[indexer] this instance indexes chain ${this.options.chainId}`
          : `[indexer] another instance indexes chain ${this.options.chainId}`,
      );
    }
    this.leading = leading;
    if (!leading) {
      await this.tellStoredEvents();
      return undefined;
    }
    const lastBlock = await this.indexBlocks();
    await this.tellStoredEvents();
    return lastBlock;
  }

  /** Tells `storedEvents` of the events stored since it was last told, in the order stored. */
  private async tellStoredEvents(): Promise<void> {
    const { db, chainId, storedEvents } = this.options;
    if (!storedEvents || this.lastToldEventId === undefined) return;
    for (;;) {
      const rows = await db
        .select({
          id: chainEvents.id,
          contractAddress: chainEvents.contractAddress,
          eventName: chainEvents.eventName,
          args: chainEvents.args,
          blockNumber: chainEvents.blockNumber,
        })
        .from(chainEvents)
        .where(
          and(
            gt(chainEvents.id, this.lastToldEventId),
            eq(chainEvents.chainId, chainId),
            inArray(chainEvents.eventName, [...storedEvents.names]),
          ),
        )
        .orderBy(asc(chainEvents.id))
        .limit(STORED_EVENTS_PER_READ);
      if (rows.length === 0) return;
      this.lastToldEventId = rows[rows.length - 1]!.id;
      storedEvents.listener(
        rows.map((row) => ({
          contractAddress: row.contractAddress,
          eventName: row.eventName,
          args: row.args as Record<string, unknown>,
          blockNumber: row.blockNumber,
        })),
      );
      if (rows.length < STORED_EVENTS_PER_READ) return;
    }
  }

  private async indexBlocks(): Promise<number> {
    const { db, client, chainId, contracts } = this.options;
    if (contracts.length === 0) return -1;
    const genesis = await client.getBlock({ blockNumber: 0n });
    const confirmedHead = Number(await client.getBlockNumber()) - (this.options.confirmations ?? 0);
    let nextBlock = await this.rollBackOrphanedBlocks(await this.cursorFor(genesis.hash, confirmedHead), confirmedHead);
    const batchBlocks = this.options.batchBlocks ?? 2000;

    while (nextBlock <= confirmedHead) {
      const fromBlock = nextBlock;
      const toBlock = Math.min(confirmedHead, fromBlock + batchBlocks - 1);
      const logs = await client.getLogs({
        address: contracts.map((contract) => contract.address),
        fromBlock: BigInt(fromBlock),
        toBlock: BigInt(toBlock),
      });
      const lastBlock = await client.getBlock({ blockNumber: BigInt(toBlock) });
      const events = await this.withBlockTimes(logs.flatMap((log) => this.decode(log)));
      if (events.some((event) => event.blockNumber === toBlock && event.blockHash !== lastBlock.hash)) {
        throw new Error(`block ${toBlock} of chain ${chainId} was replaced while it was read`);
      }
      const hashes = new Map<number, string>([[toBlock, lastBlock.hash]]);
      for (const event of events) hashes.set(event.blockNumber, event.blockHash);
      await db.transaction(async (tx) => {
        await this.moveCursor(tx, fromBlock, toBlock + 1);
        const touches = new MarketTouches();
        for (const event of events) await this.apply(tx, event, touches);
        // The orders the batch's events touched, as the chain stands at its last block.
        await this.recheckOrders(tx, toBlock, confirmedHead, touches);
        await tx
          .insert(indexedBlocks)
          .values([...hashes].map(([blockNumber, blockHash]) => ({ chainId, blockNumber, blockHash })))
          .onConflictDoUpdate({ target: [indexedBlocks.chainId, indexedBlocks.blockNumber], set: { blockHash: sql`excluded.block_hash` } });
      });
      nextBlock = toBlock + 1;
    }
    return nextBlock - 1;
  }

  /** Moves the cursor from `from` to `to`, or fails the transaction when it no longer stands at `from`. */
  private async moveCursor(tx: DatabaseExecutor, from: number, to: number): Promise<void> {
    const { chainId } = this.options;
    const moved = await tx
      .update(indexerCursors)
      .set({ nextBlock: to, updatedAt: this.now() })
      .where(and(eq(indexerCursors.chainId, chainId), eq(indexerCursors.nextBlock, from)))
      .returning({ nextBlock: indexerCursors.nextBlock });
    if (moved.length === 0) throw new CursorMovedError(chainId);
  }

  /** The hash of block `blockNumber` on the chain now; undefined past its head (a chain that got shorter). */
  private async hashOnChain(blockNumber: number): Promise<string | undefined> {
    try {
      return (await this.options.client.getBlock({ blockNumber: BigInt(blockNumber) })).hash;
    } catch (error) {
      if (error instanceof Error && error.name === 'BlockNotFoundError') return undefined;
      throw error;
    }
  }

  /**
   * When the newest block read is no longer on the chain, undoes everything read from the blocks after the
   * last one both share: their events go, the read models are rebuilt from the events that remain, and
   * the cursor moves back. Returns where to resume.
   */
  private async rollBackOrphanedBlocks(nextBlock: number, head: number): Promise<number> {
    const { db, chainId, log } = this.options;
    const recorded = await db
      .select({ blockNumber: indexedBlocks.blockNumber, blockHash: indexedBlocks.blockHash })
      .from(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, chainId), lt(indexedBlocks.blockNumber, nextBlock)))
      .orderBy(desc(indexedBlocks.blockNumber))
      .limit(REORG_SEARCH_BLOCKS);
    const [newest] = recorded;
    if (!newest || (await this.hashOnChain(newest.blockNumber)) === newest.blockHash) return nextBlock;

    let commonBlock = this.firstBlock() - 1;
    for (const block of recorded.slice(1)) {
      if ((await this.hashOnChain(block.blockNumber)) === block.blockHash) {
        commonBlock = block.blockNumber;
        break;
      }
    }
    log(`[indexer] chain ${chainId} reorganised after block ${commonBlock}: rolling back blocks ${commonBlock + 1} to ${nextBlock - 1}`);
    await db.transaction(async (tx) => {
      await this.moveCursor(tx, nextBlock, commonBlock + 1);
      await tx.delete(chainEvents).where(and(eq(chainEvents.chainId, chainId), gt(chainEvents.blockNumber, commonBlock)));
      await tx.delete(indexedBlocks).where(and(eq(indexedBlocks.chainId, chainId), gt(indexedBlocks.blockNumber, commonBlock)));
      await this.rebuildProjections(tx);
      // Whether each open order can be filled, as the chain stood where both chains part.
      await this.recheckOrders(tx, Math.max(commonBlock, 0), head, 'every');
    });
    return commonBlock + 1;
  }

  /** Every read model of the chain made again from its stored events, in chain order. */
  private async rebuildProjections(tx: DatabaseExecutor): Promise<void> {
    const { chainId } = this.options;
    await tx.delete(nftTokens).where(eq(nftTokens.chainId, chainId));
    await clearNftProjections(tx, chainId);
    await reopenMarketOrders(tx, chainId);
    const stored = await tx
      .select()
      .from(chainEvents)
      .where(eq(chainEvents.chainId, chainId))
      .orderBy(asc(chainEvents.blockNumber), asc(chainEvents.logIndex));
    // Nothing is noted of what the events touched: the caller reads the chain again for every open order.
    for (const event of stored) {
      await this.project(tx, {
        ...event,
        args: event.args as Record<string, unknown>,
        blockHash: '',
        blockTime: event.blockTime ?? undefined,
      });
    }
  }

  private firstBlock(): number {
    return Math.min(...this.options.contracts.map((contract) => contract.deployedOnBlock));
  }

  /** Adds the block time to the events whose read model row needs it, one block read per block. */
  private async withBlockTimes(events: DecodedEvent[]): Promise<DecodedEvent[]> {
    const blocks = new Set(
      events
        .filter((event) => needsBlockTime(event.contractName, event.eventName) || marketNeedsBlockTime(event.contractName, event.eventName))
        .map((event) => event.blockNumber),
    );
    const times = new Map<number, number>();
    for (const blockNumber of blocks) {
      const block = await this.options.client.getBlock({ blockNumber: BigInt(blockNumber) });
      times.set(blockNumber, Number(block.timestamp));
    }
    return events.map((event) => ({ ...event, blockTime: times.get(event.blockNumber) }));
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /**
   * Where to resume; a new genesis wipes what was indexed of the old chain. Creating or resetting the cursor
   * is conditional, like every move of it: an indexer that finds another got there first stops this round
   * instead of setting the cursor back over the other's work. The order book's orders are not the chain's and
   * stay, each open again and read against the new chain at `head`: the new chain's events may never touch the
   * tokens of an order signed on the old one.
   */
  private async cursorFor(genesisHash: string, head: number): Promise<number> {
    const { db, chainId } = this.options;
    const firstBlock = this.firstBlock();
    return db.transaction(async (tx) => {
      const [cursor] = await tx.select().from(indexerCursors).where(eq(indexerCursors.chainId, chainId)).limit(1);
      if (cursor?.genesisHash === genesisHash) return cursor.nextBlock;
      const claimed = cursor
        ? await tx
            .update(indexerCursors)
            .set({ genesisHash, nextBlock: firstBlock, updatedAt: this.now() })
            .where(and(eq(indexerCursors.chainId, chainId), eq(indexerCursors.genesisHash, cursor.genesisHash)))
            .returning({ chainId: indexerCursors.chainId })
        : await tx
            .insert(indexerCursors)
            .values({ chainId, genesisHash, nextBlock: firstBlock, updatedAt: this.now() })
            .onConflictDoNothing({ target: indexerCursors.chainId })
            .returning({ chainId: indexerCursors.chainId });
      if (claimed.length === 0) throw new CursorMovedError(chainId);
      if (cursor) this.options.log(`[indexer] chain ${chainId} was reset (new genesis block): indexing it again`);
      await tx.delete(chainEvents).where(eq(chainEvents.chainId, chainId));
      await tx.delete(nftTokens).where(eq(nftTokens.chainId, chainId));
      await tx.delete(indexedBlocks).where(eq(indexedBlocks.chainId, chainId));
      await clearNftProjections(tx, chainId);
      await reopenMarketOrders(tx, chainId);
      await this.recheckOrders(tx, Math.max(head, 0), head, 'every');
      return firstBlock;
    });
  }

  private decode(log: Log): DecodedEvent[] {
    const contract = this.byAddress.get(log.address.toLowerCase());
    if (!contract || log.blockNumber === null || log.blockHash === null || log.transactionHash === null || log.logIndex === null) return [];
    try {
      const decoded = decodeEventLog({ abi: contract.abi, data: log.data, topics: log.topics });
      const args = toJsonValue(decoded.args ?? {}) as Record<string, unknown>;
      if (contract.name === 'Seaport' && !this.followsSeaportEvent(decoded.eventName, args)) return [];
      return [
        {
          contractName: contract.name,
          contractAddress: contract.address.toLowerCase(),
          eventName: decoded.eventName ?? 'unknown',
          args,
          blockNumber: Number(log.blockNumber),
          blockHash: log.blockHash,
          txHash: log.transactionHash.toLowerCase(),
          logIndex: log.logIndex,
        },
      ];
    } catch {
      // A log the ABI does not describe (e.g. emitted by a library) is not ours to read.
      return [];
    }
  }

  /** One of the events the order book follows; a fill only when it moves one of our tokens (Seaport serves every collection). */
  private followsSeaportEvent(eventName: string | undefined, args: Record<string, unknown>): boolean {
    if (!(SEAPORT_EVENT_NAMES as readonly (string | undefined)[]).includes(eventName)) return false;
    if (eventName !== 'OrderFulfilled') return true;
    const items = [...(args.offer as Array<{ token: string }>), ...(args.consideration as Array<{ token: string }>)];
    return items.some((item) => this.nftContracts.has(item.token.toLowerCase()));
  }

  /** Rechecks the orders `touches` names as the chain stands at `blockNumber`, or at `head` once the node may have let that state go. */
  private recheckOrders(tx: DatabaseExecutor, blockNumber: number, head: number, touches: MarketTouches | 'every'): Promise<void> {
    const nameOf = (address: string) => this.byAddress.get(address)?.name;
    const readAt = head - blockNumber > (this.options.stateBlocks ?? DEFAULT_STATE_BLOCKS) ? head : blockNumber;
    const nowS = Math.floor(this.now().getTime() / 1000);
    return recheckOpenOrders(tx, this.reader, nameOf, this.options.chainId, readAt, touches, nowS);
  }

  /** What a contract is to the order book: one of the collections, AFA, or neither. */
  private marketRoleOf(contract: DecodedEvent): MarketTokenRole | undefined {
    if (this.nftContracts.has(contract.contractAddress)) return 'collection';
    return contract.contractName === 'AfaToken' ? 'afa' : undefined;
  }

  /** Stores one event, and projects it when it is new. */
  private async apply(tx: DatabaseExecutor, event: DecodedEvent, touches: MarketTouches): Promise<void> {
    const inserted = await tx
      .insert(chainEvents)
      .values({
        chainId: this.options.chainId,
        contractName: event.contractName,
        contractAddress: event.contractAddress,
        eventName: event.eventName,
        blockNumber: event.blockNumber,
        txHash: event.txHash,
        logIndex: event.logIndex,
        args: event.args,
        blockTime: event.blockTime,
      })
      .onConflictDoNothing()
      .returning({ id: chainEvents.id });
    if (inserted.length > 0) await this.project(tx, event, touches);
  }

  /**
   * Applies one event to the read models: the NFT owners, the nests, pairs and stakes, and the order book (what
   * the event touched of it noted in `touches`, when given).
   */
  private async project(tx: DatabaseExecutor, event: DecodedEvent, touches?: MarketTouches): Promise<void> {
    const { chainId } = this.options;
    const { contractAddress } = event;
    await projectNftEvent(tx, chainId, event);
    await projectMarketEvent(tx, chainId, event, this.marketRoleOf(event), touches);

    if (event.eventName === 'Transfer' && this.nftContracts.has(contractAddress)) {
      const tokenId = String(event.args.tokenId);
      const owner = String(event.args.to);
      const tokenKey = and(eq(nftTokens.chainId, chainId), eq(nftTokens.contractAddress, contractAddress), eq(nftTokens.tokenId, tokenId));
      if (owner === zeroAddress) {
        await tx.delete(nftTokens).where(tokenKey);
        return;
      }
      await tx
        .insert(nftTokens)
        .values({ chainId, contractAddress, tokenId, ownerAddress: owner, ownedSinceBlock: event.blockNumber })
        .onConflictDoUpdate({
          target: [nftTokens.chainId, nftTokens.contractAddress, nftTokens.tokenId],
          set: { ownerAddress: owner, ownedSinceBlock: event.blockNumber },
        });
    }
  }
}

/** The NFTs of `owner` in `contractAddress` as the indexer last saw them, lowest id first. */
export async function nftsOfOwner(db: DatabaseExecutor, chainId: number, contractAddress: string, owner: string, limit: number) {
  const rows = await db
    .select({ tokenId: nftTokens.tokenId, ownedSinceBlock: nftTokens.ownedSinceBlock })
    .from(nftTokens)
    .where(and(eq(nftTokens.chainId, chainId), eq(nftTokens.contractAddress, contractAddress), eq(nftTokens.ownerAddress, owner)));
  return rows.sort((a, b) => (BigInt(a.tokenId) < BigInt(b.tokenId) ? -1 : 1)).slice(0, limit);
}
