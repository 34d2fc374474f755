// `npm run metadata:check`'s logic: a token's metadata read from a live chain the way a wallet and an explorer
// read it, through the standards' own functions (ERC-721's tokenURI, ERC-7572's contractURI, ERC-165, ERC-2981),
// then the JSON and its picture fetched and held to the rules of server/metadata/consumer-rules.ts.
import path from 'node:path';
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  getAddress,
  http,
  parseAbi,
  type Address,
  type PublicClient,
} from 'viem';
import { recordedNetworkContracts, type ContractName } from '../../contracts-abi';
import { METADATA_COLLECTIONS, type MetadataCollection } from '../../lib/protocol';
import {
  collectionDocumentBreaks,
  inspectPicture,
  isPng,
  PRIVATE_HOST_RULE,
  privateHostBreak,
  pngBreaks,
  SHOWN_IMAGE_TYPES,
  tokenDocumentBreaks,
  type PictureFacts,
  type RuleBreak,
} from '../../server/metadata/consumer-rules';
import { recordedDeploymentOn } from './deployments';
import { repoRoot } from './forgeArtifacts';

/** What an explorer calls, from the standards rather than our ABI, and the ERC-6093 error of a token that is not there. */
const EXPLORER_ABI = parseAbi([
  'function name() view returns (string)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function contractURI() view returns (string)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function royaltyInfo(uint256 tokenId, uint256 salePrice) view returns (address receiver, uint256 royaltyAmount)',
  'error ERC721NonexistentToken(uint256 tokenId)',
]);

/** The interfaces consumers ask for through ERC-165, and what a token loses without each. */
const INTERFACES = [
  { id: '0x80ac58cd', name: 'ERC-721', rule: 'erc721', loss: 'wallets and explorers do not take the contract for an NFT collection' },
  { id: '0x5b5e139f', name: 'ERC-721 Metadata', rule: 'erc721-metadata', loss: 'explorers do not read its tokenURI' },
  { id: '0x49064906', name: 'ERC-4906', rule: 'erc4906', loss: 'marketplaces are not told to refresh a changed token' },
  { id: '0x2a55205a', name: 'ERC-2981', rule: 'erc2981', loss: 'marketplaces do not learn the royalty' },
] as const;

/** royaltyInfo is asked for this sale price, so the amount it answers is in basis points. */
const ROYALTY_SALE_PRICE = 10_000n;

/** How long a fetch may take before it counts as unanswered, as an explorer's fetcher gives up. */
const FETCH_LIMIT_MS = 30_000;

export interface MetadataCheckOptions {
  rpcUrl: string;
  /** The chain the RPC must serve. */
  chainId: number;
  tokenId: bigint;
  collection: MetadataCollection;
  /** The NFT contract; by default the deployment recorded for the chain, else the registry's. */
  contract?: Address;
  /** Waive Blockscout's refusal of private hosts: for a local or fork stack, whose metadata server is on loopback. */
  allowPrivateHosts: boolean;
}

/** The check could not run: the chain, the contract or the token is not there. */
export class MetadataCheckError extends Error {}

export interface CheckedImage {
  url: string;
  contentType?: string;
  bytes?: number;
  /** A PNG's decoded facts. */
  picture?: PictureFacts;
}

export interface MetadataCheckReport {
  chainId: number;
  collection: MetadataCollection;
  contractName: string;
  contract: Address;
  /** Where the address came from. */
  contractSource: string;
  /** The contract's name(), as wallets title the collection. */
  collectionName?: string;
  tokenId: bigint;
  tokenUri?: string;
  contractUri?: string;
  interfaces: { name: string; supported: boolean }[];
  royalty?: { receiver: Address; basisPoints: bigint };
  /** The token's JSON as fetched, when it was a JSON object. */
  document?: Record<string, unknown>;
  image?: CheckedImage;
  /** Rules broken: a non-empty list fails the check. */
  broken: RuleBreak[];
  /** Rules broken that --allow-private-hosts waives. */
  waived: RuleBreak[];
  /** What was not checked, and why. */
  notes: string[];
}

function firstLine(error: unknown): string {
  const text = error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]!;
}

/** The revert's error name, when a call reverted with one the ABI knows. */
function revertName(error: unknown): string | undefined {
  const reverted = error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : undefined;
  return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined;
}

async function hasCode(client: PublicClient, address: Address): Promise<boolean> {
  const code = await client.getCode({ address });
  return code !== undefined && code !== '0x';
}

/** The contract's address and where it came from: --contract, the recorded deployment, or the registry. */
async function findContract(
  client: PublicClient,
  chainId: number,
  name: string,
  given: Address | undefined,
): Promise<{ address: Address; source: string }> {
  if (given) {
    if (!(await hasCode(client, given))) throw new MetadataCheckError(`No contract at ${given} on chain ${chainId} (--contract)`);
    return { address: getAddress(given), source: 'given by --contract' };
  }
  const recorded = await recordedDeploymentOn(client);
  const fromRecord = recorded?.record.contracts[name as keyof typeof recorded.record.contracts];
  if (recorded && fromRecord)
    return { address: getAddress(fromRecord.address), source: `recorded in ${path.relative(repoRoot, recorded.file)}` };
  const fromRegistry = recordedNetworkContracts(chainId)?.[name as ContractName]?.address;
  if (fromRegistry && (await hasCode(client, fromRegistry)))
    return { address: getAddress(fromRegistry), source: 'the registry (contracts-abi/)' };
  throw new MetadataCheckError(
    `No ${name} known on chain ${chainId}: no deployment recorded for it (deployments/${chainId}.json, or .data/deployments/${chainId}.json of a dev chain, with this chain's block 0) and no registry entry with code there; pass --contract <address>`,
  );
}

type Fetched = { ok: true; response: Response; body: Uint8Array } | { ok: false; problem: string };

/** A URL fetched as an explorer's fetcher does: one try, redirects followed, a time limit. */
async function fetchOnce(url: string, accept: string): Promise<Fetched> {
  try {
    const response = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(FETCH_LIMIT_MS) });
    const body = new Uint8Array(await response.arrayBuffer());
    if (!response.ok) return { ok: false, problem: `answered HTTP ${response.status}` };
    return { ok: true, response, body };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { ok: false, problem: `could not be fetched (${firstLine(error)}${cause})` };
  }
}

/** A JSON object at `url`, or the rule it breaks. */
async function fetchJsonObject(
  url: string,
  what: string,
  rule: string,
): Promise<{ document?: Record<string, unknown>; breaks: RuleBreak[] }> {
  const fetched = await fetchOnce(url, 'application/json');
  if (!fetched.ok) return { breaks: [{ rule, message: `${what} ${url} ${fetched.problem}` }] };
  let document: unknown;
  try {
    document = JSON.parse(new TextDecoder().decode(fetched.body));
  } catch {
    return { breaks: [{ rule, message: `${what} ${url} is not JSON` }] };
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    return { breaks: [{ rule, message: `${what} ${url} is not a JSON object` }] };
  return { document: document as Record<string, unknown>, breaks: [] };
}

/** http(s) and data URLs are fetched here; ipfs needs a gateway this check does not pick. */
function isFetchable(url: string): boolean {
  return URL.canParse(url) && ['http:', 'https:', 'data:'].includes(new URL(url).protocol);
}

const isIpfs = (url: string) => URL.canParse(url) && new URL(url).protocol === 'ipfs:';
const NOT_FETCHED_IPFS = 'an ipfs URL: not fetched (this check uses no gateway)';

/** The picture fetched, its content type checked, and a PNG decoded and held to its size and to not being blank. */
async function checkImage(url: string): Promise<{ image: CheckedImage; breaks: RuleBreak[] }> {
  const fetched = await fetchOnce(url, SHOWN_IMAGE_TYPES.join(', '));
  if (!fetched.ok) return { image: { url }, breaks: [{ rule: 'image-fetch', message: `image ${url} ${fetched.problem}` }] };
  const contentType = fetched.response.headers.get('content-type')?.split(';')[0]!.trim().toLowerCase() ?? '';
  const image: CheckedImage = { url, contentType, bytes: fetched.body.byteLength };
  const breaks: RuleBreak[] = [];
  const png = isPng(fetched.body);
  if (!SHOWN_IMAGE_TYPES.includes(contentType)) {
    breaks.push({
      rule: 'image-content-type',
      message: `image is served as "${contentType || 'no content type'}": wallets show ${SHOWN_IMAGE_TYPES.join(', ')}`,
    });
  } else if ((contentType === 'image/png') !== png) {
    breaks.push({
      rule: 'image-content-type',
      message: png ? `image holds a PNG but is served as ${contentType}` : 'image is served as image/png but does not hold a PNG',
    });
  }
  if (!png) return { image, breaks };
  try {
    image.picture = await inspectPicture(fetched.body);
  } catch (error) {
    return { image, breaks: [...breaks, { rule: 'image-decode', message: `the PNG does not decode (${firstLine(error)})` }] };
  }
  return { image, breaks: [...breaks, ...pngBreaks(image.picture)] };
}

export async function checkTokenMetadata(options: MetadataCheckOptions): Promise<MetadataCheckReport> {
  const client = createPublicClient({ transport: http(options.rpcUrl, { retryCount: 0 }) });
  let chainId: number;
  try {
    chainId = await client.getChainId();
  } catch (error) {
    throw new MetadataCheckError(`Cannot reach a chain at ${options.rpcUrl}: ${firstLine(error)}`);
  }
  if (chainId !== options.chainId)
    throw new MetadataCheckError(`${options.rpcUrl} serves chain ${chainId}, not chain ${options.chainId} (--chain)`);

  const contractName = METADATA_COLLECTIONS[options.collection];
  const { address, source } = await findContract(client, chainId, contractName, options.contract);
  const call = <T>(functionName: string, args: readonly unknown[] = []) =>
    client.readContract({ address, abi: EXPLORER_ABI, functionName, args } as Parameters<PublicClient['readContract']>[0]) as Promise<T>;
  const settled = <T>(promise: Promise<T>) =>
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );

  const { tokenId } = options;
  const [tokenUri, collectionName, contractUri, royalty, ...supported] = await Promise.all([
    settled(call<string>('tokenURI', [tokenId])),
    settled(call<string>('name')),
    settled(call<string>('contractURI')),
    settled(call<readonly [Address, bigint]>('royaltyInfo', [tokenId, ROYALTY_SALE_PRICE])),
    ...INTERFACES.map(({ id }) => call<boolean>('supportsInterface', [id]).catch(() => false)),
  ]);
  if ('error' in tokenUri && revertName(tokenUri.error) === 'ERC721NonexistentToken') {
    throw new MetadataCheckError(
      `Token ${tokenId} does not exist on ${contractName} at ${address} (chain ${chainId}): tokenURI reverts with ERC721NonexistentToken`,
    );
  }

  const report: MetadataCheckReport = {
    chainId,
    collection: options.collection,
    contractName,
    contract: address,
    contractSource: source,
    collectionName: 'value' in collectionName ? collectionName.value : undefined,
    tokenId,
    tokenUri: 'value' in tokenUri ? tokenUri.value : undefined,
    contractUri: 'value' in contractUri ? contractUri.value : undefined,
    interfaces: INTERFACES.map(({ name }, index) => ({ name, supported: supported[index] === true })),
    royalty: 'value' in royalty ? { receiver: royalty.value[0], basisPoints: royalty.value[1] } : undefined,
    broken: [],
    waived: [],
    notes: [],
  };
  const breaks: RuleBreak[] = [];
  INTERFACES.forEach(({ name, rule, loss }, index) => {
    if (supported[index] !== true)
      breaks.push({ rule, message: `supportsInterface(${INTERFACES[index]!.id}) is not true: no ${name}, so ${loss}` });
  });
  if (!report.royalty && supported[INTERFACES.findIndex(({ rule }) => rule === 'erc2981')]) {
    breaks.push({ rule: 'erc2981', message: `royaltyInfo(${tokenId}, ${ROYALTY_SALE_PRICE}) reverts` });
  }

  // The token's JSON and its picture.
  if ('error' in tokenUri) {
    breaks.push({ rule: 'token-uri', message: `tokenURI(${tokenId}) fails: ${firstLine(tokenUri.error)}` });
  } else if (!isFetchable(tokenUri.value)) {
    if (isIpfs(tokenUri.value)) report.notes.push(`tokenURI is ${NOT_FETCHED_IPFS}`);
    else breaks.push({ rule: 'token-uri', message: `tokenURI "${tokenUri.value}" is not an absolute http(s), ipfs or data URL` });
  } else {
    const tokenUriHost = privateHostBreak('tokenURI', tokenUri.value);
    if (tokenUriHost) breaks.push(tokenUriHost);
    const { document, breaks: fetchBreaks } = await fetchJsonObject(tokenUri.value, 'tokenURI', 'metadata-fetch');
    breaks.push(...fetchBreaks);
    if (document) {
      report.document = document;
      breaks.push(...tokenDocumentBreaks(document));
      const image = document.image;
      if (typeof image === 'string' && isFetchable(image)) {
        const checked = await checkImage(image);
        report.image = checked.image;
        breaks.push(...checked.breaks);
      } else if (typeof image === 'string' && isIpfs(image)) {
        report.notes.push(`image is ${NOT_FETCHED_IPFS}`);
      }
    }
  }

  // The collection's JSON (ERC-7572).
  if ('error' in contractUri) {
    breaks.push({
      rule: 'contract-uri',
      message: `contractURI() fails (${firstLine(contractUri.error)}): marketplaces show no collection details`,
    });
  } else if (isFetchable(contractUri.value)) {
    const contractUriHost = privateHostBreak('contractURI', contractUri.value);
    if (contractUriHost) breaks.push(contractUriHost);
    const { document, breaks: fetchBreaks } = await fetchJsonObject(contractUri.value, 'contractURI', 'contract-uri');
    breaks.push(...fetchBreaks);
    if (document) breaks.push(...collectionDocumentBreaks(document));
  } else if (isIpfs(contractUri.value)) {
    report.notes.push(`contractURI is ${NOT_FETCHED_IPFS}`);
  } else {
    breaks.push({ rule: 'contract-uri', message: `contractURI "${contractUri.value}" is not an absolute http(s), ipfs or data URL` });
  }

  for (const entry of breaks) (options.allowPrivateHosts && entry.rule === PRIVATE_HOST_RULE ? report.waived : report.broken).push(entry);
  return report;
}

// ---------------------------------------------------------------- the report as a person reads it

interface Attribute {
  trait_type?: unknown;
  display_type?: unknown;
  value?: unknown;
  max_value?: unknown;
}

/** An attribute's value as marketplaces show it: "3 of 10", "+10", "+5%", a date. */
function shownValue({ display_type: display, value, max_value: max }: Attribute): string {
  if (typeof value !== 'number') return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  if (display === 'boost_number') return `+${value}`;
  if (display === 'boost_percentage') return `+${value}%`;
  if (display === 'date') return `${new Date(value * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return typeof max === 'number' ? `${value} of ${max}` : String(value);
}

function table(rows: string[][], indent: string): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map(
    (row) => `${indent}${row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ')}`,
  );
}

/** A data URL (on-chain JSON or a picture) cut to its start: the whole of it is the document itself. */
function shownUrl(url: string): string {
  return url.startsWith('data:') && url.length > 60 ? `${url.slice(0, 48)}… (${url.length} characters)` : url;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function breakLines(breaks: RuleBreak[]): string[] {
  const width = Math.max(...breaks.map(({ rule }) => rule.length));
  return breaks.map(({ rule, message }) => `  ${rule.padEnd(width)}  ${message}`);
}

/** The report: the contract and its URIs, what a wallet shows of the token, then every rule broken, one a line. */
export function formatReport(report: MetadataCheckReport): string[] {
  const royalty = report.royalty
    ? `${Number(report.royalty.basisPoints) / 100} % to ${report.royalty.receiver}`
    : 'none (royaltyInfo reverts)';
  const lines = [
    `${report.contractName} ${report.contract} on chain ${report.chainId} (${report.contractSource}), token ${report.tokenId}`,
    ...table(
      [
        ['Collection', report.collectionName ?? '(name() reverts)'],
        ['tokenURI', report.tokenUri === undefined ? '(reverts)' : shownUrl(report.tokenUri)],
        ['contractURI', report.contractUri === undefined ? '(reverts)' : shownUrl(report.contractUri)],
        ['Interfaces', report.interfaces.map(({ name, supported }) => `${name} ${supported ? 'yes' : 'no'}`).join(', ')],
        ['Royalty', royalty],
      ],
      '  ',
    ),
  ];
  const document = report.document;
  if (document) {
    const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? '(none)' : JSON.stringify(value));
    const { image } = report;
    const imageFacts =
      image?.contentType !== undefined
        ? [
            image.contentType || 'no content type',
            image.picture && `${image.picture.width}×${image.picture.height}`,
            image.bytes !== undefined && kilobytes(image.bytes),
          ]
            .filter(Boolean)
            .join(', ')
        : undefined;
    lines.push('', 'What a wallet shows');
    lines.push(
      ...table(
        [
          ['Name', text(document.name)],
          ['Description', text(document.description)],
          [
            'Image',
            `${typeof document.image === 'string' ? shownUrl(document.image) : text(document.image)}${imageFacts ? ` (${imageFacts})` : ''}`,
          ],
        ],
        '  ',
      ),
    );
    const attributes = Array.isArray(document.attributes) ? (document.attributes as unknown[]) : [];
    if (attributes.length) {
      lines.push('  Attributes');
      const rows = attributes.map((entry) => {
        const attribute = (typeof entry === 'object' && entry !== null ? entry : { value: entry }) as Attribute;
        return [typeof attribute.trait_type === 'string' ? attribute.trait_type : '(no trait_type)', shownValue(attribute)];
      });
      lines.push(...table([['Trait', 'Value'], ...rows], '    '));
    }
  }
  for (const note of report.notes) lines.push(`Note: ${note}`);
  if (report.waived.length) {
    lines.push('', `Waived by --allow-private-hosts (Blockscout would refuse these hosts):`, ...breakLines(report.waived));
  }
  lines.push('');
  if (!report.broken.length) lines.push('No rule broken');
  else lines.push(`Rules broken (${report.broken.length}):`, ...breakLines(report.broken));
  return lines;
}
