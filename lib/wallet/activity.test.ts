import type { Address, Hash } from 'viem';
import type { TransactionRecord } from '@/lib/chain/tx/transaction-store';
import { activityOf, explorerTxUrl } from './activity';

const owner: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const other: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const hashOf = (digit: string): Hash => `0x${digit.repeat(64)}`;

function record(digit: string, overrides: Partial<TransactionRecord>): TransactionRecord {
  return { hash: hashOf(digit), action: 'upgrade', chainId: 2810, from: owner, status: 'confirmed', submittedAt: 0, ...overrides };
}

describe('activityOf', () => {
  it("keeps the owner's transactions on the chain, newest first, whatever the address casing", () => {
    const records = Object.fromEntries(
      [
        record('1', { submittedAt: 100 }),
        record('2', { submittedAt: 300, from: owner.toLowerCase() as Address }),
        record('3', { submittedAt: 200, status: 'pending' }),
        record('4', { submittedAt: 400, from: other }),
        record('5', { submittedAt: 500, chainId: 1 }),
      ].map((entry) => [entry.hash, entry]),
    );
    expect(activityOf(records, owner, 2810).map((entry) => entry.hash)).toEqual([hashOf('2'), hashOf('3'), hashOf('1')]);
  });

  it('is empty when the owner sent nothing', () => {
    expect(activityOf({}, owner, 2810)).toEqual([]);
  });
});

describe('explorerTxUrl', () => {
  it('links to the transaction page of the explorer', () => {
    expect(explorerTxUrl('https://scan.example', hashOf('a'))).toBe(`https://scan.example/tx/${hashOf('a')}`);
    expect(explorerTxUrl('https://scan.example/', hashOf('a'))).toBe(`https://scan.example/tx/${hashOf('a')}`);
  });

  it('gives no link without an explorer', () => {
    expect(explorerTxUrl(undefined, hashOf('a'))).toBeUndefined();
  });
});
