import { and, asc, eq } from 'drizzle-orm';
import { decodeEventLog, zeroAddress, type Abi, type Hash, type Log, type PublicClient } from 'viem';
import { toJsonValue } from '../chain/json-value';
import type { RegisteredContract } from '../chain/contract-registry';
import type { Database, DatabaseExecutor } from '../db/client';
import { chainEvents, chainTransactions, indexerCursors, nftTokens } from '../db/schema';
import { refreshTransactionStatus } from '../services/chain-transaction-service';
import { clearNftProjections, needsBlockTime, projectNftEvent } from './nft-projections';

export interface ChainIndexerOptions {
  db: Database;
  client: PublicClient;
  chainId: number;
  contracts: RegisteredContract[];
  /** Blocks asked for in one eth_getLogs. */
  batchBlocks?: number;
  pollIntervalMs?: number;
  log: (line: string) => void;
  now?: () => Date;
}

/** Receipts asked for per round, so a backlog cannot stall indexing. */
const PENDING_TRANSACTIONS_PER_ROUND = 20;

interface DecodedEvent {
  contract: RegisteredContract;
  eventName: string;
  args: Record<string, unknown>;
  blockNumber: number;
  txHash: string;
  logIndex: number;
  blockTime?: number;
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
 * Follows the logs of the registry's contracts into the database: every decoded event, the owner of
 * every NFT, and the breeding nests, pairs and pool stakes (see nft-projections). Each batch of blocks is written in one transaction with the cursor, so a
 * restart resumes exactly where the last batch ended and nothing is applied twice. A chain whose
 * genesis block changed (a reset local chain), or whose last indexed block was replaced (a reorganisation,
 * a fork's evm_revert), is indexed again from the start. Recorded
 * transactions still pending are settled from their receipts after each round.
 */
export class ChainIndexer {
  private readonly byAddress: Map<string, RegisteredContract>;
  private readonly nftContracts: Set<string>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private lastError: string | undefined;

  constructor(private readonly options: ChainIndexerOptions) {
    this.byAddress = new Map(options.contracts.map((contract) => [contract.address.toLowerCase(), contract]));
    this.nftContracts = new Set(
      options.contracts.filter((contract) => isNftTransfer(contract.abi)).map((contract) => contract.address.toLowerCase()),
    );
  }

  /** Polls until `stop`; a failed round (node down) is logged once and retried. */
  start(): void {
    const tick = () => {
      this.running = this.syncOnce()
        .then(() => {
          if (this.lastError) this.options.log('[indexer] the chain node answers again');
          this.lastError = undefined;
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          if (message !== this.lastError) this.options.log(`[indexer] indexing paused: ${message}`);
          this.lastError = message;
        })
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.pollIntervalMs ?? 1000);
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Indexes every block up to the chain's head, then settles recorded transactions; returns the last block indexed. */
  async syncOnce(): Promise<number> {
    const lastBlock = await this.indexBlocks();
    await this.settlePendingTransactions();
    return lastBlock;
  }

  /** Recorded transactions still pending get their status from their receipts, a few per round. */
  private async settlePendingTransactions(): Promise<void> {
    const { db, client, log } = this.options;
    const pending = await db
      .select({ txHash: chainTransactions.txHash })
      .from(chainTransactions)
      .where(and(eq(chainTransactions.status, 'pending'), eq(chainTransactions.chainIndex, this.options.chainId)))
      .orderBy(asc(chainTransactions.updatedAt))
      .limit(PENDING_TRANSACTIONS_PER_ROUND);
    for (const { txHash } of pending) {
      const row = await refreshTransactionStatus(db, client, this.now(), txHash as Hash, (message, error) =>
        log(`[indexer] ${message}: ${String(error)}`),
      );
      // Still unmined: to the back of the queue, so it cannot starve newer ones.
      if (row.status === 'pending') {
        await db.update(chainTransactions).set({ updatedAt: this.now() }).where(eq(chainTransactions.id, row.id));
      }
    }
  }

  private async indexBlocks(): Promise<number> {
    const { db, client, chainId, contracts } = this.options;
    if (contracts.length === 0) return -1;
    const genesis = await client.getBlock({ blockNumber: 0n });
    const head = Number(await client.getBlockNumber());
    let nextBlock = await this.cursorFor(genesis.hash, head);
    const batchBlocks = this.options.batchBlocks ?? 2000;

    while (nextBlock <= head) {
      const toBlock = Math.min(head, nextBlock + batchBlocks - 1);
      // Read before the logs: a reorganisation in between then shows as a changed hash on the next round.
      const { hash: lastBlockHash } = await client.getBlock({ blockNumber: BigInt(toBlock) });
      const logs = await client.getLogs({
        address: contracts.map((contract) => contract.address),
        fromBlock: BigInt(nextBlock),
        toBlock: BigInt(toBlock),
      });
      const events = await this.withBlockTimes(logs.flatMap((log) => this.decode(log)));
      await db.transaction(async (tx) => {
        for (const event of events) await this.apply(tx, event);
        await tx
          .update(indexerCursors)
          .set({ nextBlock: toBlock + 1, lastBlockHash, updatedAt: this.now() })
          .where(eq(indexerCursors.chainId, chainId));
      });
      nextBlock = toBlock + 1;
    }
    return nextBlock - 1;
  }

  /** Adds the block time to the events whose read model row needs it, one block read per block. */
  private async withBlockTimes(events: DecodedEvent[]): Promise<DecodedEvent[]> {
    const blocks = new Set(
      events.filter((event) => needsBlockTime(event.contract.name, event.eventName)).map((event) => event.blockNumber),
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
   * Where to resume. A new genesis (a reset local chain), or another block where the last indexed one was
   * (a reorganisation, or a fork's evm_revert), wipes what was indexed and starts again from the deployment.
   */
  private async cursorFor(genesisHash: string, head: number): Promise<number> {
    const { db, chainId, contracts } = this.options;
    const firstBlock = Math.min(...contracts.map((contract) => contract.deployedOnBlock));
    const [cursor] = await db.select().from(indexerCursors).where(eq(indexerCursors.chainId, chainId)).limit(1);
    if (cursor?.genesisHash === genesisHash) {
      if (!(await this.lastIndexedBlockChanged(cursor.nextBlock - 1, cursor.lastBlockHash, head))) return cursor.nextBlock;
      this.options.log(`[indexer] chain ${chainId} no longer has block ${cursor.nextBlock - 1} as indexed (reorganised or reverted): indexing it again`);
    } else if (cursor) {
      this.options.log(`[indexer] chain ${chainId} was reset (new genesis block): indexing it again`);
    }
    return db.transaction(async (tx) => {
      await tx.delete(chainEvents).where(eq(chainEvents.chainId, chainId));
      await tx.delete(nftTokens).where(eq(nftTokens.chainId, chainId));
      await clearNftProjections(tx, chainId);
      const start = { genesisHash, nextBlock: firstBlock, lastBlockHash: null, updatedAt: this.now() };
      await tx
        .insert(indexerCursors)
        .values({ chainId, ...start })
        .onConflictDoUpdate({ target: indexerCursors.chainId, set: start });
      return firstBlock;
    });
  }

  private async lastIndexedBlockChanged(blockNumber: number, indexedHash: string | null, head: number): Promise<boolean> {
    if (indexedHash === null || blockNumber < 0) return false;
    if (blockNumber > head) return true;
    const block = await this.options.client.getBlock({ blockNumber: BigInt(blockNumber) });
    return block.hash !== indexedHash;
  }

  private decode(log: Log): DecodedEvent[] {
    const contract = this.byAddress.get(log.address.toLowerCase());
    if (!contract || log.blockNumber === null || log.transactionHash === null || log.logIndex === null) return [];
    try {
      const decoded = decodeEventLog({ abi: contract.abi, data: log.data, topics: log.topics });
      return [
        {
          contract,
          eventName: decoded.eventName ?? 'unknown',
          args: toJsonValue(decoded.args ?? {}) as Record<string, unknown>,
          blockNumber: Number(log.blockNumber),
          txHash: log.transactionHash.toLowerCase(),
          logIndex: log.logIndex,
        },
      ];
    } catch {
      // A log the ABI does not describe (e.g. emitted by a library) is not ours to read.
      return [];
    }
  }

  /** Stores one event, and projects it when it is new. */
  private async apply(tx: DatabaseExecutor, event: DecodedEvent): Promise<void> {
    const { chainId } = this.options;
    const contractAddress = event.contract.address.toLowerCase();
    const inserted = await tx
      .insert(chainEvents)
      .values({
        chainId,
        contractName: event.contract.name,
        contractAddress,
        eventName: event.eventName,
        blockNumber: event.blockNumber,
        txHash: event.txHash,
        logIndex: event.logIndex,
        args: event.args,
      })
      .onConflictDoNothing()
      .returning({ id: chainEvents.id });
    if (inserted.length === 0) return;
    await projectNftEvent(tx, chainId, { contractName: event.contract.name, eventName: event.eventName, args: event.args, blockTime: event.blockTime });

    if (event.eventName === 'Transfer' && this.nftContracts.has(contractAddress)) {
      const tokenId = String(event.args.tokenId);
      const owner = String(event.args.to);
      const tokenKey = and(
        eq(nftTokens.chainId, chainId),
        eq(nftTokens.contractAddress, contractAddress),
        eq(nftTokens.tokenId, tokenId),
      );
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
export async function nftsOfOwner(
  db: DatabaseExecutor,
  chainId: number,
  contractAddress: string,
  owner: string,
  limit: number,
) {
  const rows = await db
    .select({ tokenId: nftTokens.tokenId, ownedSinceBlock: nftTokens.ownedSinceBlock })
    .from(nftTokens)
    .where(and(eq(nftTokens.chainId, chainId), eq(nftTokens.contractAddress, contractAddress), eq(nftTokens.ownerAddress, owner)));
  return rows.sort((a, b) => (BigInt(a.tokenId) < BigInt(b.tokenId) ? -1 : 1)).slice(0, limit);
}
