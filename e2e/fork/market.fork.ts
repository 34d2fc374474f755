import { parseEther } from 'viem';
import { saleBreakdown } from '../../lib/market/orders';
import { E2E_ACCOUNTS, devAccount } from '../accounts';
import { logInThroughApi, uniqueEmail } from '../fixtures';
import { E2E_MARKET_FEE_BPS } from '../global-setup';
import { buyListing, listFromSheet, pageOf } from '../market-steps';
import { chain, contracts, ethOf, newRevealedCreature, openCreature } from '../nft-chain';
import { expect, test } from './fork-fixtures';

const { CreatureNft } = contracts;
const seller = devAccount(E2E_ACCOUNTS.market.seller);
const buyer = devAccount(E2E_ACCOUNTS.market.buyer);
const feeRecipient = devAccount(E2E_ACCOUNTS.market.feeRecipient).address;

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
  await listFromSheet(page, '0.1');

  const [sellerBefore, royaltyBefore, feeBefore] = await Promise.all([ethOf(seller.address), ethOf(royaltyReceiver), ethOf(feeRecipient)]);
  const { page: buyerPage, errors } = await pageOf(browser, baseURL!, { accountIndex: E2E_ACCOUNTS.market.buyer });
  await buyListing(buyerPage, tokenId, '0.1 ETH');

  expect(await chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [tokenId] })).toBe(buyer.address);
  expect(await ethOf(seller.address)).toBe(sellerBefore + sellerNets);
  expect(await ethOf(royaltyReceiver)).toBe(royaltyBefore + royalty);
  expect(await ethOf(feeRecipient)).toBe(feeBefore + fee);
  expect(errors).toEqual([]);
  await buyerPage.context().close();
});
