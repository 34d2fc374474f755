import { CLIENT_HEADERS } from '@/lib/api/client';
import type { EarlyPaint } from '@/lib/api/earlyReads';
import { TOKEN_KEY } from '@/lib/session/store';

/**
 * The children of an early paint place: React leaves them as it finds them when it hydrates. What the script drew
 * there is by design not what React would draw (nothing), so the place says so (`suppressHydrationWarning`, which
 * covers that one element): otherwise React's development build reports each drawn title and cover as a hydration
 * mismatch, on every load of Home or an article with `npm run dev`, and a real mismatch is lost among them.
 */
const EARLY_PAINT_PLACE = { __html: '' };

/** Where the script leaves what it drew for each item, for a skeleton React draws afresh to take over. */
const PAINTED_KEY = '__earlyPainted';

interface PaintedItem {
  title: string;
  image: HTMLImageElement | null;
}

/** What the script drew, for which read (`slot`) and address: another screen's skeleton never takes it over. */
interface Painted {
  slot: string;
  href: string;
  items: PaintedItem[];
}

function paintedItem(slot: string, index: number): PaintedItem | undefined {
  const painted = (window as unknown as Record<string, Painted | undefined>)[PAINTED_KEY];
  return painted?.slot === slot && painted.href === window.location.href ? painted.items[index] : undefined;
}

/**
 * Run by a prerendered page as the browser parses it, from its own source text (so it is self-contained: no
 * imports, nothing from its closure). Asks for the screen's first content at once, leaves the request under
 * `slot` with its address, and draws each item's title and cover (the answer's data, or each element of it)
 * into the `[data-early-item]` skeletons the page has, in their `[data-early-title]` and `[data-early-cover]`
 * places; a main image is also preloaded. The screen's largest content is then painted when the answer arrives,
 * not after the app has loaded and hydrated; React keeps those places as they are until its own render, of the
 * same size, replaces the skeletons. Text goes in as text, never as HTML; an answer of another shape draws nothing.
 */
function paintEarly(
  url: string,
  idParameter: string,
  headers: Record<string, string>,
  tokenKey: string,
  slot: string,
  paintedKey: string,
  mainImage: boolean,
  signedInOnly: boolean,
): void {
  let address = url;
  if (idParameter) {
    const id = new URLSearchParams(window.location.search).get(idParameter);
    if (!id || !/^[1-9]\d{0,9}$/.test(id)) return;
    address += `?${idParameter}=${id}`;
  }
  // Signed in, the request carries the bearer token, as every call of the app's API client does.
  let token: unknown = null;
  try {
    token = JSON.parse(window.localStorage.getItem(tokenKey) ?? 'null');
  } catch {
    // Unreadable storage: a reader without a token.
  }
  const signedIn = typeof token === 'string' && token !== '';
  // A visitor is sent away from a screen that needs a token (docs/PRODUCT.md §6): nothing to read or draw.
  if (signedInOnly && !signedIn) return;
  const sent = fetch(address, { headers: signedIn ? { ...headers, Authorization: `Bearer ${token as string}` } : headers });
  (window as unknown as Record<string, unknown>)[slot] = { url: address, response: sent };
  sent
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((envelope: { code?: unknown; data?: unknown } | null) => {
      if (!envelope || envelope.code !== 200 || typeof envelope.data !== 'object' || envelope.data === null) return;
      const items: { title?: unknown; cover?: unknown }[] = Array.isArray(envelope.data) ? envelope.data : [envelope.data];
      const mainCover = items[0]?.cover;
      if (mainImage && typeof mainCover === 'string' && mainCover) {
        const preload = document.createElement('link');
        preload.rel = 'preload';
        preload.setAttribute('as', 'image');
        preload.setAttribute('fetchpriority', 'high');
        preload.href = mainCover;
        document.head.append(preload);
      }
      const skeletons = document.querySelectorAll('[data-early-item]');
      const painted: PaintedItem[] = [];
      (window as unknown as Record<string, unknown>)[paintedKey] = { slot, href: window.location.href, items: painted };
      items.forEach((item, index) => {
        const title = skeletons[index]?.querySelector('[data-early-title]');
        const cover = skeletons[index]?.querySelector('[data-early-cover]');
        if (!title || !cover || typeof item.title !== 'string') return;
        title.textContent = item.title;
        let image: HTMLImageElement | null = null;
        if (typeof item.cover === 'string' && item.cover) {
          image = document.createElement('img');
          image.alt = '';
          image.decoding = 'async';
          image.className = 'size-full object-cover';
          image.src = item.cover;
          cover.append(image);
        }
        painted[index] = { title: item.title, image };
      });
    })
    .catch(() => {
      // The app's own read reports the failure once it takes the request over.
    });
}

/** The inline script of a prerendered page that reads and paints `paint` early (put it after its skeletons). */
export function earlyPaintScript({ url, idParameter = '', slot, mainImage = false, signedInOnly = false }: EarlyPaint): string {
  const headers = { ...CLIENT_HEADERS, Accept: 'application/json' };
  const args = [url, idParameter, headers, TOKEN_KEY, slot, PAINTED_KEY, mainImage, signedInOnly].map((value) =>
    JSON.stringify(value).replace(/</g, '\\u003c'),
  );
  return `(${paintEarly.toString()})(${args.join(',')})`;
}

/**
 * The title place of an early paint skeleton (`[data-early-item]`) for the read under `slot`, hidden while empty.
 * React leaves what the script drew there as it hydrates; a skeleton React draws afresh (a screen rendered on
 * the client only) takes over what the script drew, for the same read and address, into the one it replaces.
 */
export function EarlyPaintTitle({
  slot,
  index,
  heading: Heading,
  className,
}: {
  slot: string;
  index: number;
  heading: 'h2' | 'h3';
  className: string;
}) {
  const takeOver = (place: HTMLElement | null) => {
    const painted = place && !place.textContent ? paintedItem(slot, index) : undefined;
    if (painted) place!.textContent = painted.title;
  };
  return (
    <Heading
      ref={takeOver}
      data-early-title
      className={`${className} empty:hidden`}
      dangerouslySetInnerHTML={EARLY_PAINT_PLACE}
      suppressHydrationWarning
    />
  );
}

/** The cover place of an early paint skeleton, a box of the cover's size (see EarlyPaintTitle). */
export function EarlyPaintCover({ slot, index, className }: { slot: string; index: number; className: string }) {
  const takeOver = (place: HTMLDivElement | null) => {
    const image = place && !place.firstChild ? paintedItem(slot, index)?.image : null;
    if (image) place!.append(image);
  };
  return (
    <div
      ref={takeOver}
      data-early-cover
      className={`overflow-hidden bg-muted ${className}`}
      dangerouslySetInnerHTML={EARLY_PAINT_PLACE}
      suppressHydrationWarning
    />
  );
}
