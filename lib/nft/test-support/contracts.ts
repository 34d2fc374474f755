import { getContractAddress } from 'viem';
import { contractNames, withAbis, type ContractAddressBook } from '@/contracts-abi';

/** anvil's first dev account, which deploys the contracts of a fresh local chain. */
const LOCAL_DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/**
 * The contracts where a fresh local chain has them (the deployer's first seven transactions create them, one
 * per block), each with its ABI: what unit tests take for the app's contracts.
 */
export const testContracts = withAbis(
  Object.fromEntries(
    contractNames.map((name, index) => [
      name,
      { address: getContractAddress({ from: LOCAL_DEPLOYER, nonce: BigInt(index) }), deployedOnBlock: index + 1 },
    ]),
  ) as ContractAddressBook,
);
