/** Every TanStack Query key of the app, built here so a screen and its invalidation always agree. */
export const queryKeys = {
  user: {
    all: ['user'] as const,
    info: () => [...queryKeys.user.all, 'info'] as const,
  },
  wallet: {
    account: () => ['wallet', 'account'] as const,
  },
  config: {
    publicInfo: () => ['config', 'public-info'] as const,
  },
};
