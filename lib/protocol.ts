/**
 * What the app, the deploy script and the reference server must agree on beyond the OpenAPI document: the
 * txType codes, the text a wallet signs to bind itself, Multicall3, the shape of a page, what an article body
 * may hold and where token metadata lives. Every side imports this module; it depends on nothing of any.
 */

/** docs/PRODUCT.md §4.4: the txType each reported action carries to broadcast-tx. */
export const BROADCAST_TX_TYPES = {
  upgrade: 2,
  rebirth: 3,
  accelerateRebirth: 4,
  equipPendant: 5,
  uninstallPendant: 6,
  createNest: 11,
  breedPair: 13,
  claimBredNft: 14,
  closeNest: 15,
} as const;

export type ReportedAction = keyof typeof BROADCAST_TX_TYPES;
export type BroadcastTxType = (typeof BROADCAST_TX_TYPES)[ReportedAction];

export interface AddressBindChallenge {
  accountId: string;
  address: string;
  /** The single-use nonce the server issued for this binding (`/waas/bind-nonce`). */
  nonce: string;
}

/**
 * The text a wallet signs to prove it belongs to the caller of address-bind; the server checks the same
 * text. It names the account and the server's fresh nonce, so a signature binds this wallet to this
 * account once, and cannot be made in advance or replayed.
 */
export function addressBindMessage({ accountId, address, nonce }: AddressBindChallenge): string {
  return [`Bind this wallet to account ${accountId}`, `Wallet: ${address.toLowerCase()}`, `Nonce: ${nonce}`].join('\n');
}

/** Multicall3 lives at this address on every chain it is deployed to; the local stack installs it there too. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** Multicall3's own views, read in a batch to learn the block (and its time) the batch ran at. */
export const MULTICALL3_BLOCK_ABI = [
  {
    type: 'function',
    name: 'getCurrentBlockTimestamp',
    inputs: [],
    outputs: [{ name: 'timestamp', type: 'uint256' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'getBlockNumber',
    inputs: [],
    outputs: [{ name: 'blockNumber', type: 'uint256' }],
    stateMutability: 'view',
  },
] as const;

/** A page of a list endpoint (docs/PRODUCT.md §3); pages count from 0. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
  hasMore: boolean;
}

/** The page of `size` items numbered `page` out of `total`: more follow while the ones shown so far are fewer. */
export function pageOf<T>(list: T[], total: number, page: number, size: number): Page<T> {
  return { list, total, page, size, hasMore: (page + 1) * size < total };
}

/**
 * What an article body may hold: text formatting, headings, lists, quotes, code, tables, links and images,
 * with the attributes each needs. The server cleans bodies to it as they are written
 * (server/services/article-html.ts), and the app cleans them again as it renders them
 * (lib/articles/sanitizeArticleHtml.ts): the API the app reads may be one it does not control.
 */
export const ARTICLE_ELEMENTS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'div',
] as const;

/** The attributes each element keeps; every other attribute goes. */
export const ARTICLE_ATTRIBUTES: Partial<Record<(typeof ARTICLE_ELEMENTS)[number], readonly string[]>> = {
  // target and rel are always the ones the cleaning sets: an author's own are overwritten.
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Elements dropped with everything inside them (their text is code or another document, never prose). */
export const ARTICLE_DROPPED_ELEMENTS = ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template'] as const;

/** What a link opens in: a new tab that cannot reach back into the page. */
export const ARTICLE_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

/** The NFT collections whose metadata the reference server serves, by the path segment that names each. */
export const METADATA_COLLECTIONS = { creatures: 'CreatureNft', pendants: 'PendantNft' } as const;

export type MetadataCollection = keyof typeof METADATA_COLLECTIONS;

/** Token metadata is served under this path of its origin. */
export const METADATA_PATH_PREFIX = '/metadata';

/**
 * The URIs an NFT contract of `collection` holds, which the deploy script sets and the server answers:
 * the collection's JSON (ERC-7572 contractURI), the base a revealed token's id is appended to, and the one
 * URI every blind token shares.
 */
export function tokenMetadataUris(origin: string, chainId: number, collection: MetadataCollection) {
  const collectionUri = `${origin}${METADATA_PATH_PREFIX}/${chainId}/${collection}`;
  return { contractURI: collectionUri, baseURI: `${collectionUri}/`, blindURI: `${collectionUri}/blind` };
}
