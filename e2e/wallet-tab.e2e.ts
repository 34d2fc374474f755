import { formatTokenAmount } from '../lib/format/number';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';
import { chain, contracts, devAccount } from './nft-chain';

const { TalkToken } = contracts;

test('shows the talk balance the chain holds', async ({ page, testWallet }) => {
  /** Only read from in the wallet tests, so its balances stay put while this one runs. */
  const owner = devAccount(3).address;
  await logInThroughApi(page, uniqueEmail('wallet-talk'));
  await testWallet({ accountIndex: 3 });
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('wallet-address')).toHaveText(`${owner.slice(0, 6)}...${owner.slice(-4)}`);

  const talk = await chain.readContract({ ...TalkToken, functionName: 'balanceOf', args: [owner] });
  await expect(page.getByLabel(`talk ${formatTokenAmount(talk)}`)).toBeVisible();
});
