/** docs/PRODUCT.md §3: the four creature attributes and the codes the contracts take (speed=1, energy=2, lucky=4, wisdom=8). */
export const CREATURE_ATTRIBUTES = [
  { code: 1, key: 'speed' },
  { code: 2, key: 'energy' },
  { code: 4, key: 'lucky' },
  { code: 8, key: 'wisdom' },
] as const;

export type CreatureAttribute = (typeof CREATURE_ATTRIBUTES)[number];
export type AttributeCode = CreatureAttribute['code'];

/** The attribute of a code as the contracts store it (slot order speed, energy, lucky, wisdom); a known code always has one. */
export function attributeOfCode(code: AttributeCode): CreatureAttribute;
export function attributeOfCode(code: number): CreatureAttribute | undefined;
export function attributeOfCode(code: number): CreatureAttribute | undefined {
  return CREATURE_ATTRIBUTES.find((attribute) => attribute.code === code);
}
