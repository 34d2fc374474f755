import enUS from '@/messages/en-US.json';
import { CREATURE_ATTRIBUTES, attributeOfCode } from '@/lib/nft/attributes';
import { speciesKeyOf } from '@/lib/nft/species';
import type { MetadataCollection } from '@/lib/protocol';
import type { CreatureState, PendantState } from './token-reads';

// The documents wallets and explorers read, in English: the en-US catalogue's texts (a token URI has no
// language). Every object is written in one fixed key order and holds nothing but chain state and settings,
// so every instance writes the same bytes for the same state.

const TEXTS = enUS.tokenMetadata;
const NFT_TEXTS = enUS.nft;

/** A catalogue text with its {placeholders} filled. */
function text(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** docs/PRODUCT.md §3: the categories deployed, named in the order the renderer draws them. */
const CATEGORY_NAMES = [TEXTS.categories.round, TEXTS.categories.pear, TEXTS.categories.loaf, TEXTS.categories.wisp];

/** A species or category the owner adds later (setSpeciesRange) gets a numbered name until it has one of its own. */
function speciesName(species: number): string {
  const key = speciesKeyOf(species);
  return key ? NFT_TEXTS.species[key] : text(NFT_TEXTS.species.other, { number: species });
}

function categoryName(categoryIndex: number): string {
  return CATEGORY_NAMES[categoryIndex] ?? text(TEXTS.categories.other, { number: categoryIndex });
}

/** One entry of `attributes`, in OpenSea's form; the keys in this order. */
export type MetadataAttribute =
  | { trait_type: string; value: string }
  | { trait_type: string; display_type: 'number' | 'boost_number' | 'date'; value: number; max_value?: number };

/** An ERC-721 metadata JSON document (EIP-721, with OpenSea's fields), its keys in this order. */
export interface TokenDocument {
  name: string;
  description: string;
  image: string;
  external_url: string;
  background_color: string;
  attributes: MetadataAttribute[];
}

/** ERC-7572's contract-level JSON (OpenSea's collection fields). */
export interface CollectionDocument {
  name: string;
  description: string;
  image: string;
  external_link: string;
}

/** Where a document points: its PNG, and the app's page for the token. */
export interface DocumentLinks {
  image: string;
  externalUrl: string;
  /** The picture's background as #rrggbb. */
  background: string;
}

const PARAM_MAX = 999;

function label(traitType: string, value: string): MetadataAttribute {
  return { trait_type: traitType, value };
}

function numeric(traitType: string, value: number, maxValue?: number): MetadataAttribute {
  return maxValue === undefined
    ? { trait_type: traitType, display_type: 'number', value }
    : { trait_type: traitType, display_type: 'number', value, max_value: maxValue };
}

function attributeName(code: number): string | undefined {
  const attribute = attributeOfCode(code);
  return attribute && NFT_TEXTS.attributes[attribute.key];
}

function base(name: string, description: string, links: DocumentLinks, attributes: MetadataAttribute[]): TokenDocument {
  return {
    name,
    description,
    image: links.image,
    external_url: links.externalUrl,
    background_color: links.background.slice(1),
    attributes,
  };
}

/** A creature's document: an egg's until it is revealed, then its species, shape, levels, traits and what it wears. */
export function creatureDocument(state: CreatureState, links: DocumentLinks): TokenDocument {
  const { creature, tokenId } = state.card;
  const name = text(TEXTS.creatureName, { id: tokenId.toString() });
  const location = label(TEXTS.traits.location, NFT_TEXTS.location[state.location]);
  if (!creature.revealed) return base(name, TEXTS.eggDescription, links, [location]);

  const species = speciesName(creature.species);
  const category = categoryName(creature.categoryIndex);
  const attributes: MetadataAttribute[] = [
    label(TEXTS.traits.species, species),
    label(TEXTS.traits.category, category),
    location,
    ...CREATURE_ATTRIBUTES.map(({ key }, index) =>
      numeric(text(TEXTS.traits.level, { attribute: NFT_TEXTS.attributes[key] }), creature.levels[index]!, state.levelLimit),
    ),
    ...creature.params.map((param, index) => numeric(text(TEXTS.traits.parameter, { number: index + 1 }), param, PARAM_MAX)),
    numeric(NFT_TEXTS.lifespan, Number(creature.lifespan)),
    numeric(NFT_TEXTS.breedTimes, creature.bread),
    numeric(NFT_TEXTS.rebirths, state.rebirthCount),
  ];
  if (creature.rebirthTime !== 0n) {
    attributes.push({ trait_type: TEXTS.traits.rebirthReady, display_type: 'date', value: Number(creature.rebirthTime) });
  }
  for (const slot of state.equipped) {
    const attribute = slot.tokenId !== 0n && slot.pendant.opened ? attributeName(slot.pendant.attribute) : undefined;
    if (attribute)
      attributes.push({
        trait_type: text(TEXTS.traits.pendantBonus, { attribute }),
        display_type: 'boost_number',
        value: slot.pendant.value,
      });
  }
  return base(name, text(TEXTS.creatureDescription, { species, category }), links, attributes);
}

/** A pendant's document: type, attribute, value, whether it is open, and the creature wearing it. */
export function pendantDocument(state: PendantState, links: DocumentLinks): TokenDocument {
  const { pendant, tokenId, equippedOn } = state.card;
  const name = text(TEXTS.pendantName, { id: tokenId.toString() });
  const type = numeric(TEXTS.traits.type, pendant.pendantType);
  const attribute = pendant.opened ? attributeName(pendant.attribute) : undefined;
  if (!attribute) return base(name, TEXTS.sealedPendantDescription, links, [type, label(TEXTS.traits.opened, TEXTS.no)]);
  const attributes: MetadataAttribute[] = [
    type,
    label(TEXTS.traits.attribute, attribute),
    numeric(TEXTS.traits.value, pendant.value),
    label(TEXTS.traits.opened, TEXTS.yes),
  ];
  if (equippedOn !== 0n) attributes.push(label(TEXTS.traits.wornBy, text(TEXTS.creatureName, { id: equippedOn.toString() })));
  return base(name, text(TEXTS.pendantDescription, { attribute, value: pendant.value }), links, attributes);
}

/** The one document every blind token shares (the contracts' blind URI): an egg, or a sealed pendant. */
export function blindDocument(kind: MetadataCollection, links: DocumentLinks): TokenDocument {
  return kind === 'creatures'
    ? base(TEXTS.eggName, TEXTS.eggDescription, links, [])
    : base(TEXTS.sealedPendantName, TEXTS.sealedPendantDescription, links, []);
}

export function collectionDocument(kind: MetadataCollection, image: string, externalLink: string): CollectionDocument {
  return kind === 'creatures'
    ? { name: TEXTS.creatureCollectionName, description: TEXTS.creatureCollectionDescription, image, external_link: externalLink }
    : { name: TEXTS.pendantCollectionName, description: TEXTS.pendantCollectionDescription, image, external_link: externalLink };
}
