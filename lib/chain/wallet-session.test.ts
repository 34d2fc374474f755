import type { Address } from 'viem';
import { shouldClearWalletSession, type WalletConnectionSnapshot } from './wallet-session';

const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const connected = (address: Address, chainId = 2810): WalletConnectionSnapshot => ({ status: 'connected', address, chainId });

describe('shouldClearWalletSession', () => {
  it('never clears on the initial load or a first connect', () => {
    const stored = { address: ALICE };
    expect(shouldClearWalletSession({ status: 'reconnecting', address: ALICE }, connected(BOB), stored)).toBe(false);
    expect(shouldClearWalletSession({ status: 'connecting' }, connected(BOB), stored)).toBe(false);
    expect(shouldClearWalletSession({ status: 'disconnected' }, connected(BOB), stored)).toBe(false);
  });

  it('clears when the account changes away from the stored address', () => {
    expect(shouldClearWalletSession(connected(ALICE), connected(BOB), { address: ALICE })).toBe(true);
  });

  it('compares addresses without regard to letter case', () => {
    const lowercase = ALICE.toLowerCase();
    expect(shouldClearWalletSession(connected(BOB), connected(ALICE), { address: lowercase })).toBe(false);
  });

  it('keeps the session on a chain change that keeps the stored address', () => {
    expect(shouldClearWalletSession(connected(ALICE, 1), connected(ALICE, 2810), { address: ALICE })).toBe(false);
  });

  it('clears when the first bound wallet differs and a google email exists', () => {
    const stored = { address: null, boundWallet: ALICE, googleEmail: 'a@example.com' };
    expect(shouldClearWalletSession(connected(ALICE, 1), connected(BOB, 1), stored)).toBe(true);
    expect(shouldClearWalletSession(connected(BOB, 1), connected(BOB, 2810), stored)).toBe(true);
  });

  it('ignores the bound wallet without a google email', () => {
    const stored = { address: null, boundWallet: ALICE, googleEmail: '' };
    expect(shouldClearWalletSession(connected(ALICE), connected(BOB), stored)).toBe(false);
  });

  it('does nothing when nothing changed or the wallet disconnected', () => {
    expect(shouldClearWalletSession(connected(ALICE), connected(ALICE), { address: BOB })).toBe(false);
    expect(shouldClearWalletSession(connected(ALICE), { status: 'disconnected' }, { address: BOB })).toBe(false);
  });
});
