// What wallets and explorers accept of a token's metadata, as rules with names: the JSON Schemas beside this
// file, what MetaMask and Morph's explorer (Blockscout) read, and what a picture must be to be shown. The server's
// tests hold its answers to these rules, and `npm run metadata:check` holds a live chain's tokens to them.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import sharp from 'sharp';
import { metadataOriginProblem } from '@/lib/nft/metadata-origin';
import { PNG_SIZE } from './png';
import collectionSchema from './schemas/collection-metadata.schema.json';
import tokenSchema from './schemas/token-metadata.schema.json';

const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
/** EIP-721's metadata JSON with OpenSea's fields (schemas/token-metadata.schema.json). */
export const validTokenDocument = ajv.compile(tokenSchema);
/** ERC-7572's contract-level JSON (schemas/collection-metadata.schema.json). */
export const validCollectionDocument = ajv.compile(collectionSchema);

/** A rule a consumer applies that a token breaks, and how. */
export interface RuleBreak {
  rule: string;
  message: string;
}

/** The rule Blockscout's refusal of private hosts is: a local or fork run may waive it (their hosts are loopback). */
export const PRIVATE_HOST_RULE = 'blockscout-private-host';

/** The schema's complaints about `document`, one a line. */
export function schemaBreaks(rule: string, validate: ValidateFunction, document: unknown): RuleBreak[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => ({
    rule,
    message: `${error.instancePath || 'the document'} ${error.message ?? 'is invalid'}${error.params && 'additionalProperty' in error.params ? `: ${String(error.params.additionalProperty)}` : ''}`,
  }));
}

/** URL schemes Blockscout fetches a picture over. */
const EXPLORER_SCHEMES = new Set(['http:', 'https:', 'ipfs:', 'data:']);

/** Blockscout refuses to fetch from a loopback, private or local host; `what` names the URL in the message. */
export function privateHostBreak(what: string, url: string): RuleBreak | undefined {
  if (!URL.canParse(url)) return undefined;
  const { protocol, origin } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') return undefined;
  const problem = metadataOriginProblem(origin);
  return problem ? { rule: PRIVATE_HOST_RULE, message: `${what} ${url}: ${problem}` } : undefined;
}

/**
 * Every rule a token's JSON breaks: the schema; MetaMask shows `name` and `image`; Blockscout reads `image`
 * (never `image_data`), an absolute http(s), ipfs or data URL, and not from a private host.
 */
export function tokenDocumentBreaks(document: unknown): RuleBreak[] {
  const breaks = schemaBreaks('schema', validTokenDocument, document);
  const fields = typeof document === 'object' && document !== null && !Array.isArray(document) ? (document as Record<string, unknown>) : {};
  if (typeof fields.name !== 'string' || fields.name.trim() === '')
    breaks.push({ rule: 'metamask-name', message: 'no name: MetaMask shows the token unnamed' });
  const image = fields.image;
  if (typeof image !== 'string' || image === '') {
    breaks.push({ rule: 'metamask-image', message: 'no image: MetaMask shows no picture' });
    breaks.push({
      rule: 'blockscout-image',
      message:
        'image_data' in fields
          ? 'image_data but no image: Blockscout reads only image, so it shows no picture'
          : 'no image: Blockscout shows no picture',
    });
    return breaks;
  }
  if (!URL.canParse(image) || !EXPLORER_SCHEMES.has(new URL(image).protocol)) {
    breaks.push({ rule: 'blockscout-image-url', message: `image "${image}" is not an absolute http(s), ipfs or data URL` });
    return breaks;
  }
  const privateHost = privateHostBreak('image', image);
  if (privateHost) breaks.push(privateHost);
  return breaks;
}

/** Every rule a collection's JSON (what contractURI names) breaks: its schema, and where its picture is. */
export function collectionDocumentBreaks(document: unknown): RuleBreak[] {
  const breaks = schemaBreaks('contract-schema', validCollectionDocument, document);
  const image = typeof document === 'object' && document !== null ? (document as Record<string, unknown>).image : undefined;
  const privateHost = typeof image === 'string' ? privateHostBreak('the collection image', image) : undefined;
  if (privateHost) breaks.push(privateHost);
  return breaks;
}

/** A picture's content types that wallets and explorers show. */
export const SHOWN_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** A decoded raster picture: its format and size, and how much each colour channel varies across it. */
export interface PictureFacts {
  format: string;
  width: number;
  height: number;
  /** The standard deviation of each colour channel (red, green, blue) over the picture's pixels. */
  colourDeviations: number[];
  /** Every pixel fully transparent. */
  transparent: boolean;
}

/** Decodes a raster picture (sharp); throws when the bytes are not one. */
export async function inspectPicture(bytes: Uint8Array): Promise<PictureFacts> {
  const picture = sharp(bytes);
  const [{ format, width, height }, { channels, isOpaque }] = await Promise.all([picture.metadata(), picture.stats()]);
  const alpha = channels.length === 4 || channels.length === 2 ? channels[channels.length - 1] : undefined;
  return {
    format,
    width,
    height,
    colourDeviations: channels.slice(0, channels.length >= 3 ? 3 : 1).map((channel) => channel.stdev),
    transparent: !isOpaque && alpha !== undefined && alpha.max === 0,
  };
}

/** A colour channel varying less than this (in 0–255 steps) is flat to the eye. */
const FLAT_DEVIATION = 10;

/**
 * The rules a PNG breaks: square and at least PNG_SIZE a side (a wallet's or an explorer's largest view of a
 * token, sharp on a 2x screen), and not blank (one flat colour, or fully transparent).
 */
export function pngBreaks(facts: PictureFacts): RuleBreak[] {
  const breaks: RuleBreak[] = [];
  if (facts.width !== facts.height || facts.width < PNG_SIZE) {
    breaks.push({
      rule: 'image-dimensions',
      message: `the PNG is ${facts.width}×${facts.height}: a square of at least ${PNG_SIZE}×${PNG_SIZE} is shown sharp`,
    });
  }
  if (facts.transparent) breaks.push({ rule: 'image-blank', message: 'the PNG is fully transparent' });
  else if (facts.colourDeviations.every((deviation) => deviation < FLAT_DEVIATION))
    breaks.push({ rule: 'image-blank', message: 'the PNG is one flat colour' });
  return breaks;
}
