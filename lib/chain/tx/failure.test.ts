import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  InsufficientFundsError,
  TransactionExecutionError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
  encodeErrorResult,
  type Abi,
} from 'viem';
import enUS from '@/messages/en-US.json';
import zhCN from '@/messages/zh-CN.json';
import { testContracts } from '@/lib/nft/test-support/contracts';
import { CHAIN_ERROR_KINDS } from '../errors';
import { CONTRACT_ERROR_NAMES, decodeRevertData } from './contract-errors';
import { DroppedTransactionError, RevertedOnChainError, ReplacedInWalletError } from './outcome-errors';
import { toTxFailure } from './failure';
import { BROADCAST_TX_TYPES } from '@/lib/protocol';
import type { TxAction } from './types';

const { CreatureUpgrade, CreatureBreeding } = testContracts;

const lifespanSpent = encodeErrorResult({
  abi: CreatureUpgrade.abi,
  errorName: 'LifespanSpent',
  args: [2n, 0n, 10n],
});

/** What an EIP-1193 wallet throws when its gas estimate hits a revert. */
const walletRevert = (data: `0x${string}`) => ({ code: 3, message: 'execution reverted', data });

describe('toTxFailure', () => {
  it.each([
    ['a rejected signature (4001)', { code: 4001, message: 'User rejected' }, 'ACTION_REJECTED'],
    [
      'viem UserRejectedRequestError in a transaction error',
      new TransactionExecutionError(new UserRejectedRequestError(new Error('no')), { account: null, chain: undefined }),
      'ACTION_REJECTED',
    ],
    ['an unsupported method (4200)', { code: 4200 }, 'UNSUPPORTED_OPERATION'],
    ['too little ETH for gas', new InsufficientFundsError(), 'INSUFFICIENT_FUNDS'],
    ['an ethers-style NONCE_EXPIRED', { code: 'NONCE_EXPIRED' }, 'NONCE_EXPIRED'],
    ['an ethers-style REPLACEMENT_UNDERPRICED', { code: 'REPLACEMENT_UNDERPRICED' }, 'REPLACEMENT_UNDERPRICED'],
    ['a disconnected chain', { code: 4901 }, 'NETWORK_ERROR'],
    ['a receipt that never came', new WaitForTransactionReceiptTimeoutError({ hash: '0x01' }), 'TIMEOUT'],
    ['a revert with no data', { code: 3, message: 'execution reverted' }, 'CALL_EXCEPTION'],
    ['a mined transaction that reverted', new RevertedOnChainError('0x01'), 'CALL_EXCEPTION'],
    ['a transaction replaced in the wallet', new ReplacedInWalletError('0x01'), 'ACTION_REJECTED'],
    ['a transaction the node dropped', new DroppedTransactionError('0x01'), 'TRANSACTION_DROPPED'],
    ['an ethers-style BAD_DATA', { code: 'BAD_DATA' }, 'BAD_DATA'],
    ['a failed off-chain lookup', Object.assign(new Error('gateway'), { name: 'OffchainLookupError' }), 'OFFCHAIN_FAULT'],
    ['anything else', new Error('boom'), 'UNKNOWN_ERROR'],
  ])('maps %s to %s', (_name, error, kind) => {
    const failure = toTxFailure(error, 'upgrade');
    expect(failure.kind).toBe(kind);
    expect(failure.messageKey).toBe(`errors.${kind}`);
    expect(enUS.wallet.errors[failure.kind]).toEqual(expect.any(String));
  });

  it('covers every chain error kind of docs/PRODUCT.md §8 with a message', () => {
    for (const kind of CHAIN_ERROR_KINDS) expect(enUS.wallet.errors[kind]).toEqual(expect.any(String));
  });

  it('tells the user a dropped transaction spent nothing and can be tried again', () => {
    const failure = toTxFailure(new DroppedTransactionError('0x01'), 'upgrade');
    expect(enUS.wallet.errors[failure.kind]).toBe('The network dropped this transaction, so nothing was spent on it. Please try again.');
  });

  it("decodes a custom error from a wallet's revert data into its translated reason", () => {
    const failure = toTxFailure(walletRevert(lifespanSpent), 'upgrade');
    expect(failure).toMatchObject({ kind: 'CALL_EXCEPTION', reason: { errorName: 'LifespanSpent', args: [2n, 0n, 10n] } });
    expect(enUS.wallet.contractErrors.LifespanSpent).toBe("This creature's lifespan is spent: rebirth it first.");
  });

  it("decodes a custom error from viem's simulation error chain", () => {
    const reverted = new ContractFunctionRevertedError({
      abi: CreatureBreeding.abi as Abi,
      data: encodeErrorResult({ abi: CreatureBreeding.abi, errorName: 'CannotPairOwnNest', args: [5n] }),
      functionName: 'pair',
    });
    const error = new ContractFunctionExecutionError(reverted, {
      abi: CreatureBreeding.abi as Abi,
      functionName: 'pair',
      args: [5n, 6n, 200n],
    });
    const failure = toTxFailure(error, 'breedPair', true);
    expect(failure).toMatchObject({
      kind: 'CALL_EXCEPTION',
      reason: { errorName: 'CannotPairOwnNest' },
      beforeWalletPrompt: true,
      failedAction: 'breedPair',
    });
  });

  it('says a cost raised since it was shown is why the contract refused', () => {
    const raised = encodeErrorResult({ abi: CreatureBreeding.abi, errorName: 'CostAboveLimit', args: [400n, 200n] });
    const failure = toTxFailure(walletRevert(raised), 'breedPair');
    expect(failure).toMatchObject({ kind: 'CALL_EXCEPTION', reason: { errorName: 'CostAboveLimit', args: [400n, 200n] } });
    expect(enUS.wallet.contractErrors.CostAboveLimit).toBe('The price went up since it was shown: check the new price, then try again.');
  });

  it('finds revert data that a wallet nested one level deeper', () => {
    const failure = toTxFailure(
      new BaseError('wrapped', { cause: Object.assign(new Error('rpc'), { data: { data: lifespanSpent } }) }),
      'upgrade',
    );
    expect(failure.reason?.errorName).toBe('LifespanSpent');
  });

  it('leaves an undecodable revert without a reason', () => {
    expect(decodeRevertData('0xdeadbeef')).toBeUndefined();
    expect(toTxFailure(walletRevert('0xdeadbeef'), 'upgrade').reason).toBeUndefined();
  });

  it('has a translated reason for every custom error of every contract in the registry', () => {
    for (const name of CONTRACT_ERROR_NAMES) {
      expect({ name, en: name in enUS.wallet.contractErrors, zh: name in zhCN.wallet.contractErrors }).toEqual({
        name,
        en: true,
        zh: true,
      });
    }
  });
});

describe('failure titles', () => {
  it('are the exact docs/PRODUCT.md §8 titles for the reported actions and the approvals', () => {
    const titles: Partial<Record<TxAction, string>> = {
      upgrade: 'Upgrade failed!',
      rebirth: 'Rebirth failed!',
      accelerateRebirth: 'Accelerate rebirth failed!',
      equipPendant: 'Equipment failed!',
      uninstallPendant: 'Uninstall failed!',
      claimBredNft: 'Claim Nft failed!',
      closeNest: 'Close nest failed!',
      createNest: 'Create nest failed!',
      breedPair: 'Breath failed!',
      approveToken: 'Token approve failed!',
      approveNft: 'Nft approve failed!',
    };
    expect(enUS.wallet.tx.failed).toMatchObject(titles);
    expect(enUS.wallet.tx.doNotSupport).toBe('Do not support');
  });

  it('exist for every reported action', () => {
    for (const action of Object.keys(BROADCAST_TX_TYPES)) expect(enUS.wallet.tx.failed).toHaveProperty(action);
  });
});
