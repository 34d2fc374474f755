/**
 * docs/PRODUCT.md §3: the species deployed, in the order the renderer draws them, each named under `nft.species`
 * in the catalogues; a species the owner adds later (setSpeciesRange) is named by its number until it has a name.
 */
export const SPECIES_KEYS = ['emberFox', 'mossBear', 'duskHare', 'sunRam', 'frostMoth', 'bloomSprite', 'coralNewt', 'tideDrake'] as const;

export type SpeciesKey = (typeof SPECIES_KEYS)[number];

/** The catalogue key of a species index, or undefined for one past the named ones. */
export function speciesKeyOf(species: number): SpeciesKey | undefined {
  return SPECIES_KEYS[species];
}
