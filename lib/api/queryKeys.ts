/** Every TanStack Query key of the app, built here so a screen and its invalidation always agree. */
export const queryKeys = {
  user: {
    all: ['user'] as const,
    info: () => [...queryKeys.user.all, 'info'] as const,
  },
  wallet: {
    account: () => ['wallet', 'account'] as const,
    approvalsAll: ['wallet', 'approvals'] as const,
    /** What the app's contracts may spend or move for `owner`. */
    approvals: (owner: string) => [...queryKeys.wallet.approvalsAll, owner.toLowerCase()] as const,
  },
  nft: {
    all: ['nft'] as const,
    /** Creatures, pendants, nests, pairs and balances of one wallet, read from the chain. */
    overview: (owner: string) => [...queryKeys.nft.all, 'overview', owner.toLowerCase()] as const,
    /** Buy settings, prices and the mint rate: the same for every wallet. */
    market: () => [...queryKeys.nft.all, 'market'] as const,
    /** Creature and pendant sale terms as they stand for one buyer (limits, allowlist, balances). */
    sale: (buyer: string) => [...queryKeys.nft.all, 'sale', buyer.toLowerCase()] as const,
  },
  /** The order book (/v1/market); every key starts with `market.all`, read again after a market transaction. */
  market: {
    all: ['market'] as const,
    /** A filtered, sorted list of orders (MarketOrderQuery without its page). */
    orders: (query: Record<string, string | number | undefined>) => [...queryKeys.market.all, 'orders', query] as const,
    /** The same list read a page at a time, for a screen that loads more as the reader scrolls. */
    orderPages: (query: Record<string, string | number | undefined>) => [...queryKeys.market.all, 'orderPages', query] as const,
    /** The chain card (art and traits) of a listed token, by its `tokenKey`. */
    tokenCard: (tokenKey: string) => [...queryKeys.market.all, 'tokenCard', tokenKey] as const,
    /** A token's market activity, newest first. */
    activity: (tokenKey: string) => [...queryKeys.market.all, 'activity', tokenKey] as const,
    /** What selling `owner`'s token needs to know: whether Seaport may move it, and the royalty's rate. */
    sellTerms: (owner: string, tokenKey: string) => [...queryKeys.market.all, 'sellTerms', owner.toLowerCase(), tokenKey] as const,
    /** A bidder's AFA and Seaport's allowance over it. */
    bidderAfa: (owner: string) => [...queryKeys.market.all, 'bidderAfa', owner.toLowerCase()] as const,
  },
  /** What the chain says of the actions a wallet may take: read again after each confirmed transaction. */
  tx: {
    all: ['tx'] as const,
    /** The network fee and missing approvals of a plan `account` may run, by the plan's key (`planKey`). */
    quote: (account: string, planKey: string) => [...queryKeys.tx.all, 'quote', account.toLowerCase(), planKey] as const,
  },
  config: {
    publicInfo: () => ['config', 'public-info'] as const,
  },
  articles: {
    all: ['articles'] as const,
    categories: () => [...queryKeys.articles.all, 'categories'] as const,
    top: () => [...queryKeys.articles.all, 'top'] as const,
    list: (filter: { categoryId?: number; topicId?: number }) => [...queryKeys.articles.all, 'list', filter] as const,
    detail: (id: number) => [...queryKeys.articles.all, 'detail', id] as const,
  },
  search: {
    all: ['search'] as const,
    results: (keyword: string, remembered: boolean) => [...queryKeys.search.all, 'results', keyword, remembered] as const,
    records: () => [...queryKeys.search.all, 'records'] as const,
  },
  ranking: {
    all: ['ranking'] as const,
    list: () => [...queryKeys.ranking.all, 'list'] as const,
  },
  rooms: {
    all: ['rooms'] as const,
    list: (keyword: string) => [...queryKeys.rooms.all, 'list', keyword] as const,
    /** Home's row: the first page of the recommended rooms alone. */
    recommended: () => [...queryKeys.rooms.all, 'recommended'] as const,
  },
  unions: {
    all: ['unions'] as const,
    list: () => [...queryKeys.unions.all, 'list'] as const,
    detail: (id: number, viewerId: string | number | null) => [...queryKeys.unions.all, 'detail', id, viewerId] as const,
    members: (id: number) => [...queryKeys.unions.all, 'members', id] as const,
  },
};

/**
 * The answers that belong to the signed-in account (its info, its recent searches, the ranking as it sees it):
 * forgotten when one account signs out or another signs in, or the next reader of the tab would see them.
 */
export const accountQueryKeys = [queryKeys.user.all, queryKeys.search.all, queryKeys.ranking.all] as const;
