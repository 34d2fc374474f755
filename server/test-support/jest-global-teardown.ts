import { removeSharedDeployedChain } from './deployed-chain';

/** Removes what jest-global-setup left for the run's files. */
export default function removeSharedTestState(): void {
  removeSharedDeployedChain();
}
