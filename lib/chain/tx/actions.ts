import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem';
import { BROADCAST_TX_TYPES, type BroadcastTxType, type ReportedAction } from '@/lib/protocol';
import type { ContractCall, TxAction } from './types';

function isReportedAction(action: TxAction): action is ReportedAction {
  return Object.hasOwn(BROADCAST_TX_TYPES, action);
}

/** The txType broadcast-tx records for `action`; undefined for actions docs/PRODUCT.md §4.4 does not report. */
export function broadcastTxTypeOf(action: TxAction): BroadcastTxType | undefined {
  return isReportedAction(action) ? BROADCAST_TX_TYPES[action] : undefined;
}

type WriteMutability = 'nonpayable' | 'payable';

/**
 * A contract write checked against its ABI at compile time (function name and argument types),
 * then handed to the pipeline in its plain form.
 */
export function contractCall<const TAbi extends Abi, TFunctionName extends ContractFunctionName<TAbi, WriteMutability>>(call: {
  address: ContractCall['address'];
  abi: TAbi;
  functionName: TFunctionName;
  args: ContractFunctionArgs<TAbi, WriteMutability, TFunctionName>;
  value?: bigint;
}): ContractCall {
  return call as ContractCall;
}
