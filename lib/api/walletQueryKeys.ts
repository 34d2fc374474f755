/** The TanStack Query keys of the wallet stack's reads: the chain, the wallet and the order book (see queryKeys.ts). */
export const walletQueryKeys = {
  wallet: {
    account: () => ['wallet', 'account'] as const,
    approvalsAll: ['wallet', 'approvals'] as const,
    /** What the app's contracts may spend or move for `owner`. */
    approvals: (owner: string) => [...walletQueryKeys.wallet.approvalsAll, owner.toLowerCase()] as const,
  },
  nft: {
    all: ['nft'] as const,
    /** Creatures, pendants, nests, pairs and balances of one wallet, read from the chain. */
    overview: (owner: string) => [...walletQueryKeys.nft.all, 'overview', owner.toLowerCase()] as const,
    /** Buy settings, prices and the mint rate: the same for every wallet. */
    market: () => [...walletQueryKeys.nft.all, 'market'] as const,
    /** Creature and pendant sale terms as they stand for one buyer (limits, allowlist, balances). */
    sale: (buyer: string) => [...walletQueryKeys.nft.all, 'sale', buyer.toLowerCase()] as const,
  },
  /** The order book (/v1/market); every key starts with `market.all`, read again after a market transaction. */
  market: {
    all: ['market'] as const,
    /** A filtered, sorted list of orders (MarketOrderQuery without its page). */
    orders: (query: Record<string, string | number | undefined>) => [...walletQueryKeys.market.all, 'orders', query] as const,
    /** The same list read a page at a time, for a screen that loads more as the reader scrolls. */
    orderPages: (query: Record<string, string | number | undefined>) => [...walletQueryKeys.market.all, 'orderPages', query] as const,
    /** The chain card (art and traits) of a listed token, by its `tokenKey`. */
    tokenCard: (tokenKey: string) => [...walletQueryKeys.market.all, 'tokenCard', tokenKey] as const,
    /** A token's market activity, newest first. */
    activity: (tokenKey: string) => [...walletQueryKeys.market.all, 'activity', tokenKey] as const,
    /** What selling `owner`'s token needs to know: whether Seaport may move it, and the royalty's rate. */
    sellTerms: (owner: string, tokenKey: string) => [...walletQueryKeys.market.all, 'sellTerms', owner.toLowerCase(), tokenKey] as const,
    /** A bidder's AFA and Seaport's allowance over it. */
    bidderAfa: (owner: string) => [...walletQueryKeys.market.all, 'bidderAfa', owner.toLowerCase()] as const,
  },
  /** What the chain says of the actions a wallet may take: read again after each confirmed transaction. */
  tx: {
    all: ['tx'] as const,
    /** The network fee and missing approvals of a plan `account` may run, by the plan's key (`planKey`). */
    quote: (account: string, planKey: string) => [...walletQueryKeys.tx.all, 'quote', account.toLowerCase(), planKey] as const,
  },
};

/**
 * The reads the chain's state feeds (the NFT reads, the quotes, the approvals list, the market's reads): taken again
 * after a confirmed transaction, or one the contract refused because the screen read the chain before a change.
 */
export const chainStateQueryKeys = [
  walletQueryKeys.nft.all,
  walletQueryKeys.tx.all,
  walletQueryKeys.wallet.approvalsAll,
  walletQueryKeys.market.all,
] as const;
