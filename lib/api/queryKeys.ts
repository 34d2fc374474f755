/**
 * Every TanStack Query key of the app is built in lib/api, so a screen and its invalidation always agree: here the
 * keys of the content pages' reads, and in walletQueryKeys.ts those of the wallet stack, which no content page loads.
 */
export const queryKeys = {
  user: {
    all: ['user'] as const,
    info: () => [...queryKeys.user.all, 'info'] as const,
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
