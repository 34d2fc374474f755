/** Id of the one element that scrolls the page content (docs/PRODUCT.md §2 resets it after every navigation). */
export const APP_SCROLL_ID = 'app-scroll';

/** A navigation is a change of path or query; the hash alone does not move the reader. */
export function navigationKey(pathname: string, search: string): string {
  return search ? `${pathname}?${search}` : pathname;
}

export function resetScroll(doc: Document = document): void {
  const container = doc.getElementById(APP_SCROLL_ID);
  if (container) container.scrollTop = 0;
}
