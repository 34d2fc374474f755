import type { Address } from 'viem';

/** The product's contracts, in deployment order. */
export const contractNames = [
  'AfaToken',
  'TalkToken',
  'CreatureNft',
  'CreatureUpgrade',
  'PendantNft',
  'CreatureBreeding',
  'CreatureStakingPool',
] as const;

export type ContractName = (typeof contractNames)[number];

/** Where one contract lives on a chain. */
export interface ContractPlacement {
  address: Address;
  /** The block the contract was created in; logs before it cannot be its own. */
  deployedOnBlock: number;
}

/** Where each of the product's contracts lives on one chain. */
export type ContractAddressBook = Record<ContractName, ContractPlacement>;
