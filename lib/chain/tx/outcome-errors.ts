import type { Hash } from 'viem';

/** A mined transaction whose receipt says it reverted; `cause`, when known, is the contract's refusal. */
export class RevertedOnChainError extends Error {
  override name = 'RevertedOnChainError';
  readonly code = 3;
  constructor(
    readonly hash: Hash,
    cause?: unknown,
  ) {
    super(`Transaction ${hash} reverted`, { cause });
  }
}

/** Cancelled or replaced from the wallet: a user's refusal, so it carries the rejection code 4001. */
export class ReplacedInWalletError extends Error {
  override name = 'ReplacedInWalletError';
  readonly code = 4001;
  constructor(readonly hash: Hash) {
    super(`Transaction ${hash} was replaced in the wallet`);
  }
}

/** A sent transaction the node forgot, with nothing mined in its place. */
export class DroppedTransactionError extends Error {
  override name = 'DroppedTransactionError';
  constructor(readonly hash: Hash) {
    super(`Transaction ${hash} was dropped`);
  }
}
