/**
 * Counts the pages shown in this tab since the app started, so "back" can tell whether there is an
 * in-app page to return to. `history.length` cannot: it also counts pages of other sites and blank tabs.
 */
let pagesShown = 0;

export function recordPageShown(): void {
  pagesShown += 1;
}

export function hasInAppPageBehind(): boolean {
  return pagesShown > 1;
}
