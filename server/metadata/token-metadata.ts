import { createHash } from 'node:crypto';
import type { PublicClient } from 'viem';
import { EGG_SVG, renderCreatureSvg } from '@/lib/nft/art/creature';
import { SEALED_PENDANT_SVG, renderPendantSvg } from '@/lib/nft/art/pendant';
import { creatureLinkPath } from '@/lib/nft/creature-link';
import { METADATA_COLLECTIONS, tokenMetadataUris, type MetadataCollection } from '@/lib/protocol';
import { CompressibleBody } from '../http/response-headers';
import { blindDocument, collectionDocument, creatureDocument, pendantDocument, type DocumentLinks } from './documents';
import { rasterise } from './png';
import { TokenCache } from './token-cache';
import { readCreatureState, readPendantState, type MetadataContracts } from './token-reads';

/** One answer's bytes, as every instance writes them for the same chain state, and their strong ETag. */
export interface MetadataAnswer {
  body: CompressibleBody;
  etag: string;
  contentType: 'application/json' | 'image/svg+xml' | 'image/png';
}

/** A token's JSON and picture, read and drawn together. */
export interface TokenAnswers {
  json: MetadataAnswer;
  svg: MetadataAnswer;
}

function answerOf(content: string | Uint8Array<ArrayBuffer>, contentType: MetadataAnswer['contentType']): MetadataAnswer {
  const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
  return { body: new CompressibleBody(content), etag, contentType };
}

const BACKGROUND = /^<svg [^>]*><rect width="100" height="100" fill="(#[0-9a-f]{6})"\/>/;

/** Every picture the renderer draws starts with its background, a full-size rect: background_color shows it too. */
export function backgroundOf(svg: string): string {
  const match = BACKGROUND.exec(svg);
  if (!match) throw new Error('The picture does not start with its background');
  return match[1]!;
}

/** Work a client asked for that no kept answer covered, past its limit: a chain read or a picture rasterised. */
export class MetadataWorkRefused extends Error {
  constructor() {
    super('Too many token metadata answers that are not kept; slow down');
    this.name = 'MetadataWorkRefused';
  }
}

/**
 * Asked before an answer is read from the chain or rasterised, never for a kept one; false refuses the work
 * (MetadataWorkRefused).
 */
export type AdmitWork = () => boolean;

const admitted = (admit: AdmitWork | undefined) => {
  if (admit && !admit()) throw new MetadataWorkRefused();
};

/** Tokens whose answers an instance keeps: about 10 KB each (the JSON, the SVG, each compressed once), 20 MB in all. */
const CACHED_TOKENS = 2000;
/** PNGs kept, by picture (40 to 90 KB each, about 15 MB in all): the same picture (an egg) is rasterised once. */
const CACHED_PNGS = 200;
/** How long a kept answer may go unchecked: as long as the answers' Cache-Control lets HTTP caches keep them. */
export const METADATA_MAX_AGE_SECONDS = 60;

/** The cache an instance keeps when the indexer's events tell it of every change (see TokenCache). */
export function createTokenMetadataCache(chainId: number): TokenCache<TokenAnswers> {
  return new TokenCache(chainId, { maxEntries: CACHED_TOKENS, maxAgeMs: METADATA_MAX_AGE_SECONDS * 1000 });
}

export interface TokenMetadataOptions {
  client: PublicClient;
  chainId: number;
  contracts: MetadataContracts;
  /** This server's public origin, which the URLs in the documents name. */
  metadataOrigin: string;
  /** The app's origin, for each token's page. */
  appOrigin: string;
  /** Without one, every request reads the chain (the PNGs are kept all the same: a picture's PNG never changes). */
  cache?: TokenCache<TokenAnswers>;
}

/**
 * The metadata service: each token's JSON and picture read from the chain state (see token-reads), the blind
 * tokens' and the collections' documents, and the PNG of any picture.
 */
export class TokenMetadata {
  private readonly blind: Record<MetadataCollection, TokenAnswers>;
  private readonly collections: Record<MetadataCollection, MetadataAnswer>;
  private readonly pngs = new Map<string, Promise<MetadataAnswer>>();

  constructor(private readonly options: TokenMetadataOptions) {
    const appPage = `${options.appOrigin}/nft`;
    const blindAnswers = (collection: MetadataCollection, svg: string): TokenAnswers => {
      const { blindURI } = this.uris(collection);
      const links = { image: `${blindURI}/image.png`, externalUrl: appPage, background: backgroundOf(svg) };
      return { json: answerOf(JSON.stringify(blindDocument(collection, links)), 'application/json'), svg: answerOf(svg, 'image/svg+xml') };
    };
    this.blind = { creatures: blindAnswers('creatures', EGG_SVG), pendants: blindAnswers('pendants', SEALED_PENDANT_SVG) };
    const collectionAnswer = (collection: MetadataCollection) =>
      answerOf(JSON.stringify(collectionDocument(collection, `${this.uris(collection).blindURI}/image.png`, appPage)), 'application/json');
    this.collections = { creatures: collectionAnswer('creatures'), pendants: collectionAnswer('pendants') };
  }

  private uris(collection: MetadataCollection) {
    return tokenMetadataUris(this.options.metadataOrigin, this.options.chainId, collection);
  }

  /**
   * A token's answers; throws TokenNotFound for a token that does not exist, MetadataWorkRefused when `admit`
   * refuses the chain read, and the chain's error when it fails.
   */
  token(collection: MetadataCollection, tokenId: bigint, admit?: AdmitWork): Promise<TokenAnswers> {
    const contract = this.options.contracts[METADATA_COLLECTIONS[collection]].address;
    const load = async () => {
      admitted(admit);
      return collection === 'creatures' ? this.readCreature(tokenId) : this.readPendant(tokenId);
    };
    return this.options.cache ? this.options.cache.get(contract, tokenId, load) : load().then(({ value }) => value);
  }

  blindToken(collection: MetadataCollection): TokenAnswers {
    return this.blind[collection];
  }

  collection(collection: MetadataCollection): MetadataAnswer {
    return this.collections[collection];
  }

  /**
   * The picture as a PNG, rasterised once per picture however many tokens or requests share it; throws
   * MetadataWorkRefused when `admit` refuses a rasterisation.
   */
  async png(svg: MetadataAnswer, admit?: AdmitWork): Promise<MetadataAnswer> {
    let png = this.pngs.get(svg.etag);
    if (png) {
      this.pngs.delete(svg.etag);
    } else {
      admitted(admit);
      png = rasterise(String(svg.body.content)).then((bytes) => answerOf(new Uint8Array(bytes), 'image/png'));
      // A failed render is not kept: the next request tries again.
      png.catch(() => this.pngs.delete(svg.etag));
    }
    this.pngs.set(svg.etag, png);
    if (this.pngs.size > CACHED_PNGS) this.pngs.delete(this.pngs.keys().next().value!);
    return png;
  }

  private links(collection: MetadataCollection, tokenId: bigint, svg: string, externalUrl: string): DocumentLinks {
    return { image: `${this.uris(collection).baseURI}${tokenId}/image.png`, externalUrl, background: backgroundOf(svg) };
  }

  private async readCreature(tokenId: bigint) {
    const state = await readCreatureState(this.options.client, this.options.contracts, tokenId);
    const svg = renderCreatureSvg({
      creature: state.card.creature,
      rebirthCount: state.rebirthCount,
      equipped: state.equipped.map((slot) => slot.pendant),
    });
    const document = creatureDocument(
      state,
      this.links('creatures', tokenId, svg, `${this.options.appOrigin}${creatureLinkPath(tokenId)}`),
    );
    return {
      block: state.block,
      value: { json: answerOf(JSON.stringify(document), 'application/json'), svg: answerOf(svg, 'image/svg+xml') },
    };
  }

  private async readPendant(tokenId: bigint) {
    const state = await readPendantState(this.options.client, this.options.contracts, tokenId);
    const svg = renderPendantSvg(state.card.pendant);
    const document = pendantDocument(state, this.links('pendants', tokenId, svg, `${this.options.appOrigin}/nft`));
    return {
      block: state.block,
      value: { json: answerOf(JSON.stringify(document), 'application/json'), svg: answerOf(svg, 'image/svg+xml') },
    };
  }
}
