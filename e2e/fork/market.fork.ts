import { parseEther } from 'viem';
import { saleBreakdown } from '../../lib/market/orders';
import { E2E_ACCOUNTS, devAccount } from '../accounts';
import { logInThroughApi, uniqueEmail } from '../fixtures';
import { E2E_MARKET_FEE_BPS } from '../global-setup';
import { openMarket, pageOf } from '../market-steps';
import { chain, contracts, newRevealedCreature, openCreature } from '../nft-chain';
import { expect, test } from './fork-fixtures';

const { CreatureNft } = contracts;
const seller = devAccount(E2E_ACCOUNTS.market.seller);
const buyer = devAccount(E2E_ACCOUNTS.market.buyer);
const feeRecipient = devAccount(E2E_ACCOUNTS.market.feeRecipient).address;
const ethOf = (address: `0x${string}`) => chain.getBalance({ address });

// A listing signs with the maker's key, which a real holder's impersonation lacks: the seller is a key of ours
// who buys a creature at the fork's own sale terms, and pays the royalty the fork's collection asks.
test('a creature listed from its sheet is bought on the market through the fork’s Seaport', async ({
  page,
  testWallet,
  browser,
  baseURL,
}) => {
  await logInThroughApi(page, uniqueEmail('fork-market-seller'));
  await testWallet({ accountIndex: E2E_ACCOUNTS.market.seller });
  const tokenId = await newRevealedCreature(seller);
  const price = parseEther('0.1');
  const [royaltyReceiver, royaltyAmount] = await chain.readContract({
    ...CreatureNft,
    functionName: 'royaltyInfo',
    args: [tokenId, price],
  });
  const { fee, royalty, sellerNets } = saleBreakdown(price, royaltyAmount, E2E_MARKET_FEE_BPS);

  await openCreature(page, tokenId);
  const sell = page.getByTestId('sell-section');
  await sell.getByRole('textbox', { name: 'Price' }).fill('0.1');
  await sell.getByRole('button', { name: 'Approve NFT' }).click();
  await expect(page.getByTestId('tx-done')).toHaveText('NFT approved', { timeout: 30_000 });
  await sell.getByRole('button', { name: 'Sign listing' }).click();
  await expect(sell.getByTestId('order-placed')).toHaveText('Listed for sale');

  const [sellerBefore, royaltyBefore, feeBefore] = await Promise.all([ethOf(seller.address), ethOf(royaltyReceiver), ethOf(feeRecipient)]);
  const { page: buyerPage, errors } = await pageOf(browser, baseURL!, { accountIndex: E2E_ACCOUNTS.market.buyer });
  await openMarket(buyerPage);
  const row = buyerPage.getByTestId(`listing-${tokenId}`);
  await expect(row.getByTestId('listing-price')).toHaveText('0.1 ETH');
  await row.getByRole('button', { name: `Buy #${tokenId}` }).click();
  await expect(buyerPage.getByTestId('tx-done')).toHaveText('Purchase complete', { timeout: 30_000 });

  expect(await chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [tokenId] })).toBe(buyer.address);
  expect(await ethOf(seller.address)).toBe(sellerBefore + sellerNets);
  expect(await ethOf(royaltyReceiver)).toBe(royaltyBefore + royalty);
  expect(await ethOf(feeRecipient)).toBe(feeBefore + fee);
  expect(errors).toEqual([]);
  await buyerPage.context().close();
});
