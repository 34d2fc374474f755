/**
 * The address to share for a page: the app's own page with the sharer's code, so the person who opens it
 * arrives with `shareCode` (docs/PRODUCT.md §2). Any share code already in the address is replaced.
 */
export function shareLink(pageUrl: string, shareCode: string | null | undefined): string {
  const url = new URL(pageUrl);
  url.searchParams.delete('sharecode');
  url.searchParams.delete('shareCode');
  if (shareCode) url.searchParams.set('shareCode', shareCode);
  url.hash = '';
  return url.toString();
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares through the system share sheet where the browser has one (the Web Share API), else copies the
 * link. A reader closing the share sheet is a cancel, not a failure.
 */
export async function shareOrCopy(
  data: { title: string; url: string },
  copy: (text: string) => Promise<boolean>,
  nav: Pick<Navigator, 'share' | 'canShare'> | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): Promise<ShareOutcome> {
  if (nav && typeof nav.share === 'function' && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (no user gesture, permissions): fall back to copying.
    }
  }
  return (await copy(data.url)) ? 'copied' : 'failed';
}
