/** @jest-environment node */
import { mnemonicToAccount } from 'viem/accounts';

// Each test loads the module afresh: the root key it derives once is module state.
async function freshModule(): Promise<typeof import('./devAccounts')> {
  let loaded: typeof import('./devAccounts') | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./devAccounts');
  });
  return loaded!;
}

afterEach(() => jest.dontMock('@scure/bip39'));

describe('dev accounts', () => {
  it("are anvil's, the same as viem derives from the mnemonic, and derived once each", async () => {
    const { DEV_MNEMONIC, devAccount } = await freshModule();
    expect(devAccount(0).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    for (const index of [1, 9, 39])
      expect(devAccount(index).address).toBe(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).address);
    expect(devAccount(9)).toBe(devAccount(9));
  });

  it("once prepared, take their seed from the platform's PBKDF2 and are the same accounts", async () => {
    const { DEV_MNEMONIC } = await freshModule();
    jest.doMock('@scure/bip39', () => ({
      mnemonicToSeedSync: () => {
        throw new Error("the script's PBKDF2 ran");
      },
    }));
    const { devAccount, prepareDevAccounts } = await freshModule();
    await prepareDevAccounts();
    for (const index of [0, 3, 39]) {
      const account = devAccount(index);
      const expected = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index });
      expect(account.address).toBe(expected.address);
      expect(await account.signMessage({ message: 'same key' })).toBe(await expected.signMessage({ message: 'same key' }));
    }
  });

  it('without a platform PBKDF2, prepare leaves the seed to the first account', async () => {
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      const { devAccount, prepareDevAccounts } = await freshModule();
      await expect(prepareDevAccounts()).resolves.toBeUndefined();
      expect(devAccount(0).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
      else delete (globalThis.crypto as { subtle?: unknown }).subtle;
    }
  });
});
