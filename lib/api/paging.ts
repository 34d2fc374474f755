import type { Page } from '@/lib/protocol';

/** For useInfiniteQuery: the next page number, or undefined when the server said there is none. */
export function nextPageParam<T>(lastPage: Page<T>): number | undefined {
  return lastPage.hasMore ? lastPage.page + 1 : undefined;
}

/** Every item of the loaded pages, in order, each once (a page boundary can shift while new items arrive). */
export function flattenPages<T, K>(pages: readonly Page<T>[] | undefined, keyOf: (item: T) => K): T[] {
  const seen = new Set<K>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.list) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}
