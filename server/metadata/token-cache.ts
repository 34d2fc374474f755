/** An event the indexer stored, as the cache reads it. */
export interface ChangeEvent {
  contractAddress: string;
  eventName: string;
  args: Record<string, unknown>;
  blockNumber: number;
}

/** A value and the block whose state it shows. */
export interface ReadAtBlock<T> {
  block: bigint;
  value: T;
}

interface Entry<T> {
  block: number;
  value: T;
  storedAt: number;
}

interface Flight<T> {
  promise: Promise<T>;
  /** The newest block of a change to this token heard while it was read: an answer older than it is not kept. */
  changedAt: number;
}

export interface TokenCacheOptions {
  /** Tokens kept, the least recently used going first. */
  maxEntries: number;
  /**
   * How long an answer is kept at most: the bound on staleness should a change go unheard (a reorganisation
   * rolled back, or this instance's feed of events behind).
   */
  maxAgeMs: number;
  now?: () => number;
}

/** The events that change a token's answer. */
export const CHANGE_EVENT_NAMES = ['MetadataUpdate', 'BatchMetadataUpdate', 'Transfer'] as const;
const TOKEN_EVENTS = new Set(['MetadataUpdate', 'Transfer']);

/**
 * Each token's metadata answer, per instance, keyed by chain, contract and token, and forgotten when the
 * chain says it changed: ERC-4906's MetadataUpdate for the token, BatchMetadataUpdate for a range (a base URI
 * or a level limit), and a Transfer (where it is). Every instance hears of these from the events the indexer
 * stored, the one that indexes and the others alike (server/indexer's onStoredEvents), so N instances forget
 * the same answers. An answer read at a block older than a change heard while it was read is given but not
 * kept; one read after the change (the indexer runs behind the chain) stays.
 */
export class TokenCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly flights = new Map<string, Flight<T>>();
  private readonly now: () => number;

  constructor(
    private readonly chainId: number,
    private readonly options: TokenCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  private key(contract: string, tokenId: bigint): string {
    return `${this.chainId}:${contract.toLowerCase()}:${tokenId}`;
  }

  /** The kept answer, or `load`'s; concurrent requests for one token share one read. */
  get(contract: string, tokenId: bigint, load: () => Promise<ReadAtBlock<T>>): Promise<T> {
    const key = this.key(contract, tokenId);
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAt < this.options.maxAgeMs) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return Promise.resolve(entry.value);
    }
    this.entries.delete(key);
    const running = this.flights.get(key);
    if (running) return running.promise;

    const flight = { changedAt: -1 } as Flight<T>;
    flight.promise = load()
      .then(({ block, value }) => {
        if (Number(block) >= flight.changedAt) this.store(key, { block: Number(block), value, storedAt: this.now() });
        return value;
      })
      .finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight.promise;
  }

  private store(key: string, entry: Entry<T>): void {
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Forgets what `events` changed. */
  forget(events: readonly ChangeEvent[]): void {
    for (const event of events) {
      const contract = event.contractAddress.toLowerCase();
      const { args } = event;
      if (TOKEN_EVENTS.has(event.eventName)) {
        const tokenId = args._tokenId ?? args.tokenId;
        // An ERC-20 Transfer names an amount, not a token.
        if (tokenId !== undefined) this.forgetToken(this.key(contract, BigInt(String(tokenId))), event.blockNumber);
      } else if (event.eventName === 'BatchMetadataUpdate') {
        const [from, to] = [BigInt(String(args._fromTokenId)), BigInt(String(args._toTokenId))];
        const prefix = `${this.chainId}:${contract}:`;
        for (const key of [...this.entries.keys(), ...this.flights.keys()]) {
          if (!key.startsWith(prefix)) continue;
          const tokenId = BigInt(key.slice(prefix.length));
          if (tokenId >= from && tokenId <= to) this.forgetToken(key, event.blockNumber);
        }
      }
    }
  }

  private forgetToken(key: string, block: number): void {
    const entry = this.entries.get(key);
    if (entry && entry.block < block) this.entries.delete(key);
    const flight = this.flights.get(key);
    if (flight) flight.changedAt = Math.max(flight.changedAt, block);
  }
}
