/**
 * @jest-environment node
 */
import { numberToHex, type Hash } from 'viem';
import { BatchErrorCode, batchId, callsStatus, capabilitiesOf, parseBatchId, parseSendCalls } from './batch-calls';
import { WalletErrorCode } from './rpc-error';

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const valid = { version: '2.0.0', chainId: numberToHex(2810), atomicRequired: true, calls: [{ to: TO, data: '0x1234', value: '0x1' }] };
const hash = (digit: string) => `0x${digit.repeat(64)}` as Hash;
const receipt = (transactionHash: Hash, status: '0x1' | '0x0') => ({
  status,
  blockHash: hash('c'),
  blockNumber: '0x5' as const,
  gasUsed: '0x5208' as const,
  transactionHash,
  logs: [],
});

describe('wallet_sendCalls parameters', () => {
  it('turns a valid request into typed calls', () => {
    expect(parseSendCalls(valid)).toEqual({
      chainId: 2810,
      from: undefined,
      atomicRequired: true,
      calls: [{ to: TO, data: '0x1234', value: 1n }],
    });
  });

  it.each([
    ['another version', { ...valid, version: '1.0' }],
    ['no chain id', { ...valid, chainId: undefined }],
    ['no atomicRequired', { ...valid, atomicRequired: 'yes' }],
    ['no calls', { ...valid, calls: [] }],
    ['a call without a target', { ...valid, calls: [{ data: '0x' }] }],
    ['a short target', { ...valid, calls: [{ to: '0x1234' }] }],
    ['data that is not hex', { ...valid, calls: [{ to: TO, data: 'approve' }] }],
    ['a value that is not hex', { ...valid, calls: [{ to: TO, value: 5 }] }],
    ['nothing at all', undefined],
  ])('refuses %s with invalid params', (_, request) => {
    expect(() => parseSendCalls(request)).toThrow(expect.objectContaining({ code: WalletErrorCode.invalidParams }));
  });
});

describe('batch ids', () => {
  it('carry the hashes and whether the batch was atomic', () => {
    expect(parseBatchId(batchId([hash('a')], true))).toEqual({ hashes: [hash('a')], atomic: true });
    expect(parseBatchId(batchId([hash('a'), hash('b')], false))).toEqual({ hashes: [hash('a'), hash('b')], atomic: false });
  });

  it.each([
    ['not hex', 'batch-1'],
    ['a bare hash', hash('a')],
    ['a number', 7],
  ])('refuses an id that is %s as unknown', (_, id) => {
    expect(() => parseBatchId(id)).toThrow(expect.objectContaining({ code: BatchErrorCode.unknownBundle }));
  });
});

describe('wallet_getCallsStatus', () => {
  const id = batchId([hash('a'), hash('b')], false);

  it('is pending while a transaction is unmined', () => {
    expect(callsStatus(id, 2810, false, [receipt(hash('a'), '0x1'), null])).toMatchObject({
      status: 100,
      receipts: [{ transactionHash: hash('a') }],
    });
  });

  it('is confirmed, reverted or partly reverted from the receipts', () => {
    expect(callsStatus(id, 2810, false, [receipt(hash('a'), '0x1'), receipt(hash('b'), '0x1')]).status).toBe(200);
    expect(callsStatus(id, 2810, false, [receipt(hash('a'), '0x0'), receipt(hash('b'), '0x0')]).status).toBe(500);
    expect(callsStatus(id, 2810, false, [receipt(hash('a'), '0x1'), receipt(hash('b'), '0x0')]).status).toBe(600);
  });

  it('answers in EIP-5792 version 2.0.0 with the chain and atomicity', () => {
    expect(callsStatus(batchId([hash('a')], true), 2810, true, [receipt(hash('a'), '0x1')])).toMatchObject({
      version: '2.0.0',
      chainId: '0xafa',
      atomic: true,
      status: 200,
    });
  });
});

describe('wallet_getCapabilities', () => {
  it('reports atomic batches per chain, supported or not', () => {
    expect(capabilitiesOf([2810], true)).toEqual({ '0xafa': { atomic: { status: 'supported' } } });
    expect(capabilitiesOf([2810, 1], false)).toEqual({
      '0xafa': { atomic: { status: 'unsupported' } },
      '0x1': { atomic: { status: 'unsupported' } },
    });
  });
});
