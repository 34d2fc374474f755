import type { APIRequestContext } from '@playwright/test';
import { parseEther, zeroAddress, type Address } from 'viem';
import { formatAddress } from '../lib/format/address';
import { formatTokenAmount } from '../lib/format/number';
import { listingOrder, orderParametersJson, orderTimes, orderTypedData, saleBreakdown } from '../lib/market/orders';
import { SEAPORT_ABI, seaportOrderHash } from '../lib/market/seaport';
import { E2E_ACCOUNTS, devAccount, type DevAccount } from './accounts';
import { expect, expectTxDone, logInThroughApi, test, uniqueEmail } from './fixtures';
import { E2E_MARKET_FEE_BPS } from './global-setup';
import { buyListing, listFromSheet, openMarket, pageOf } from './market-steps';
import {
  chain,
  contractOwner,
  contracts,
  ethOf,
  mined,
  newBlindPendant,
  newRevealedCreature,
  nonceOf,
  openCreature,
  seaport,
  tokenBalanceOf,
  transactionPrompts,
  walletOf,
} from './nft-chain';
import { E2E_CHAIN_ID } from './stack-ports';

// The market on the local stack: a creature and a pendant listed from their sheets and bought from the market screen, an offer
// made on an unlisted creature reached by its link and accepted, listings cancelled one by one and all at once, a listing gone inactive when its creature
// enters a nest, and wallet prompts refused. The chain is read for every owner and payment.
const { CreatureNft, CreatureBreeding, AfaToken, PendantNft } = contracts;
const SELLER_INDEX = E2E_ACCOUNTS.market.seller;
const BUYER_INDEX = E2E_ACCOUNTS.market.buyer;
const seller = devAccount(SELLER_INDEX);
const buyer = devAccount(BUYER_INDEX);
const feeRecipient = devAccount(E2E_ACCOUNTS.market.feeRecipient).address;
// The deploy sets a 5 % royalty to the treasury, the contracts' owner.
const royaltyReceiver = contractOwner.address;
const ROYALTY_BPS = 500n;

const ownerOf = (tokenId: bigint) => chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [tokenId] });
const afaOf = (address: Address) => tokenBalanceOf(AfaToken.address, address);

interface BookOrder {
  orderHash: string;
  status: string;
  side: string;
}

/** The seller's orders as the book answers them. */
async function ordersOf(request: APIRequestContext, maker: Address): Promise<BookOrder[]> {
  const response = await request.get(`/v1/market/orders?maker=${maker}&size=100`);
  return ((await response.json()) as { data: { list: BookOrder[] } }).data.list;
}

const statusOf = async (request: APIRequestContext, maker: Address, orderHash: string) =>
  (await ordersOf(request, maker)).find((order) => order.orderHash === orderHash)?.status;

/** A listing put in the book by `maker` directly (Seaport approved over the collection first), as another client would. */
async function listDirectly(
  request: APIRequestContext,
  maker: DevAccount,
  tokenId: bigint,
  price: bigint,
  currency: Address = zeroAddress,
): Promise<string> {
  await mined(walletOf(maker).writeContract({ ...CreatureNft, functionName: 'setApprovalForAll', args: [seaport, true] }));
  const token = { collection: CreatureNft.address, tokenId };
  const [counter, [receiver, amount]] = await Promise.all([
    chain.readContract({ address: seaport, abi: SEAPORT_ABI, functionName: 'getCounter', args: [maker.address] }),
    chain.readContract({ ...CreatureNft, functionName: 'royaltyInfo', args: [tokenId, price] }),
  ]);
  const royalty = { receiver, amount };
  const order = listingOrder({
    maker: maker.address,
    token,
    price,
    royalty,
    counter,
    currency,
    feeBps: E2E_MARKET_FEE_BPS,
    feeRecipient,
    ...orderTimes(Math.floor(Date.now() / 1000), 86_400),
  });
  const signature = await maker.signTypedData(orderTypedData(order, { chainId: E2E_CHAIN_ID, seaport }));
  const response = await request.post('/v1/market/orders', { data: { parameters: orderParametersJson(order), signature } });
  expect(response.status(), await response.text()).toBe(200);
  return seaportOrderHash(order).toLowerCase();
}

test.describe('the market', () => {
  test.beforeEach(async ({ page, testWallet }) => {
    await logInThroughApi(page, uniqueEmail('market-seller'));
    await testWallet({ accountIndex: SELLER_INDEX });
  });

  // Seaport's approval over all the seller's creatures, which some tests give, is taken back after each: the listing
  // journeys expect to approve one creature from its sheet, whatever ran before them.
  test.afterEach(async () => {
    if (await chain.readContract({ ...CreatureNft, functionName: 'isApprovedForAll', args: [seller.address, seaport] })) {
      await mined(walletOf(seller).writeContract({ ...CreatureNft, functionName: 'setApprovalForAll', args: [seaport, false] }));
    }
  });

  test('one account lists a creature from its sheet, another buys it: new owner, seller, royalty and fee paid', async ({
    page,
    browser,
    baseURL,
  }) => {
    const tokenId = await newRevealedCreature(seller);
    const price = parseEther('0.1');
    const { fee, royalty, sellerNets } = saleBreakdown(price, (price * ROYALTY_BPS) / 10_000n, E2E_MARKET_FEE_BPS);

    await openCreature(page, tokenId);
    await listFromSheet(page, '0.1', {
      beforeApproving: async (sell) => {
        await expect(sell.getByTestId('breakdown-royalty')).toHaveText('0.005 ETH');
        await expect(sell.getByTestId('breakdown-fee')).toHaveText('0.0025 ETH');
        await expect(sell.getByTestId('breakdown-net')).toHaveText('0.0925 ETH');
      },
    });
    await expect.poll(async () => (await ordersOf(page.request, seller.address)).map((order) => order.status)).toContain('active');

    const [sellerBefore, royaltyBefore, feeBefore] = await Promise.all([
      ethOf(seller.address),
      ethOf(royaltyReceiver),
      ethOf(feeRecipient),
    ]);
    const { page: buyerPage, errors } = await pageOf(browser, baseURL!, { accountIndex: BUYER_INDEX });
    const row = await buyListing(buyerPage, tokenId, '0.1 ETH', {
      beforeBuying: async (listing) => {
        await expect(listing.getByRole('img', { name: `Picture of creature #${tokenId}` })).toBeVisible();
        await expect(listing.getByRole('button', { name: `Make an offer #${tokenId}` })).toBeVisible();
      },
    });

    expect(await ownerOf(tokenId)).toBe(buyer.address);
    expect(await ethOf(seller.address)).toBe(sellerBefore + sellerNets);
    expect(await ethOf(royaltyReceiver)).toBe(royaltyBefore + royalty);
    expect(await ethOf(feeRecipient)).toBe(feeBefore + fee);
    await expect(row).toHaveCount(0);

    // Once the book has followed the sale, the creature's sheet tells it: listed by the seller, sold to the buyer.
    await expect.poll(async () => (await ordersOf(page.request, seller.address)).map((order) => order.status)).toContain('filled');
    await buyerPage.goto('/nft');
    await buyerPage.getByTestId(`creature-${tokenId}`).click();
    await expect(buyerPage.getByTestId('token-activity').getByRole('listitem')).toHaveText([
      new RegExp(`^Sold\\s*0\\.1 ETH\\s*to ${formatAddress(buyer.address)}`),
      new RegExp(`^Listed\\s*0\\.1 ETH\\s*by ${formatAddress(seller.address)}`),
    ]);
    expect(errors).toEqual([]);
    await buyerPage.context().close();
  });

  test('a royalty raised after the figures were shown stops the listing before the signature, and the form shows the new ones', async ({
    page,
  }) => {
    const tokenId = await newRevealedCreature(seller);
    await openCreature(page, tokenId);
    const sell = page.getByTestId('sell-section');
    // More than the order book takes is refused before any signature.
    await sell.getByRole('textbox', { name: 'Price' }).fill('2000000000');
    await expect(sell.getByTestId('sell-price-error')).toHaveText('Enter at most a billion: the market takes no higher price.');
    await sell.getByRole('textbox', { name: 'Price' }).fill('0.1');
    await expect(sell.getByTestId('breakdown-net')).toHaveText('0.0925 ETH');
    await sell.getByRole('button', { name: 'Approve NFT' }).click();
    await expectTxDone(page, 'NFT approved');
    // The approval refreshes the form's terms; the royalty changes only once they are read again, approval and all,
    // or the form would show the new royalty before the seller signs.
    await expect(sell.getByRole('button', { name: 'Sign listing' })).toBeEnabled();
    await expect(sell.getByRole('button', { name: 'Approve NFT' })).toHaveCount(0);

    // The collection's owner doubles the royalty while the seller looks at the figures.
    const setRoyalty = (bps: bigint) =>
      mined(walletOf(contractOwner).writeContract({ ...CreatureNft, functionName: 'setRoyalty', args: [royaltyReceiver, bps] }));
    const ordersBefore = (await ordersOf(page.request, seller.address)).length;
    await setRoyalty(2n * ROYALTY_BPS);
    try {
      await sell.getByRole('button', { name: 'Sign listing' }).click();
      await expect(sell.getByTestId('order-failed')).toContainText(
        "The collection's royalty changed since these figures were shown: check what you receive, then sign again.",
      );
      expect(await page.evaluate(() => window.__testWallet?.prompts() ?? [])).not.toContain('eth_signTypedData_v4');
      expect(await ordersOf(page.request, seller.address)).toHaveLength(ordersBefore);
      await expect(sell.getByTestId('breakdown-royalty')).toHaveText('0.01 ETH');
      await expect(sell.getByTestId('breakdown-net')).toHaveText('0.0875 ETH');

      await sell.getByRole('button', { name: 'Sign listing' }).click();
      await expect(sell.getByTestId('order-placed')).toHaveText('Listed for sale');
    } finally {
      await setRoyalty(ROYALTY_BPS);
    }
  });

  test('one account lists a pendant from the NFT tab, another buys it with its art shown: new owner, seller paid', async ({
    page,
    browser,
    baseURL,
  }) => {
    const pendantId = await newBlindPendant(seller);
    await mined(walletOf(seller).writeContract({ ...PendantNft, functionName: 'open', args: [pendantId] }));
    const price = parseEther('0.05');
    const [, royalty] = await chain.readContract({ ...PendantNft, functionName: 'royaltyInfo', args: [pendantId, price] });
    const { sellerNets } = saleBreakdown(price, royalty, E2E_MARKET_FEE_BPS);

    await page.goto('/nft');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByTestId(`pendant-${pendantId}`).click();
    await expect(page.getByTestId('pendant-sheet').getByTestId('sell-section')).toBeVisible();
    await listFromSheet(page, '0.05');

    const sellerBefore = await ethOf(seller.address);
    const { page: buyerPage, errors } = await pageOf(browser, baseURL!, { accountIndex: BUYER_INDEX });
    const row = await buyListing(buyerPage, pendantId, '0.05 ETH', {
      item: 'pendants',
      beforeBuying: async (listing) => {
        await expect(listing.getByTestId('market-traits')).toContainText(`Pendant #${pendantId}:`);
        // The pendant's art is decorative beside its title: an image, not the placeholder shown before its card is read.
        await expect(listing.locator('img')).toBeVisible();
      },
    });

    expect(await chain.readContract({ ...PendantNft, functionName: 'ownerOf', args: [pendantId] })).toBe(buyer.address);
    expect(await ethOf(seller.address)).toBe(sellerBefore + sellerNets);
    await expect(row).toHaveCount(0);
    expect(errors).toEqual([]);
    await buyerPage.context().close();
  });

  test('a buyer offers AFA for an unlisted creature reached by its link, and the holder, following the same link, accepts it from the creature’s sheet', async ({
    page,
    browser,
    baseURL,
  }) => {
    const tokenId = await newRevealedCreature(seller);
    const offered = parseEther('5');
    const { fee, royalty, sellerNets } = saleBreakdown(offered, (offered * ROYALTY_BPS) / 10_000n, E2E_MARKET_FEE_BPS);

    const { page: buyerPage, errors } = await pageOf(browser, baseURL!, { accountIndex: BUYER_INDEX });
    await buyerPage.goto(`/nft?id=${tokenId}`);
    await buyerPage.getByRole('button', { name: 'Connect wallet' }).click();
    const notice = buyerPage.getByTestId('creature-link-notice');
    await expect(notice).toContainText(`Creature #${tokenId} is not in this wallet.`);
    const linked = notice.getByTestId('linked-creature');
    await expect(linked.getByRole('img', { name: `Picture of creature #${tokenId}` })).toBeVisible();
    await expect(linked).toContainText(`Held by ${formatAddress(seller.address)}`);
    await linked.getByRole('button', { name: 'Make an offer' }).click();
    const sheet = buyerPage.getByTestId('offer-sheet');
    await sheet.getByRole('textbox', { name: 'AFA to offer' }).fill('5');
    await sheet.getByRole('button', { name: 'Approve token' }).click();
    await expectTxDone(buyerPage, 'Token approved');
    await sheet.getByRole('button', { name: 'Sign offer' }).click();
    await expect(sheet.getByTestId('order-placed')).toHaveText('Offer made');
    // Emptied, so one more tap cannot sign the same offer again.
    await expect(sheet.getByRole('textbox', { name: 'AFA to offer' })).toHaveValue('');
    await expect(sheet.getByRole('button', { name: 'Sign offer' })).toBeDisabled();
    expect(errors).toEqual([]);
    await buyerPage.context().close();

    const [sellerBefore, royaltyBefore, feeBefore, buyerBefore] = await Promise.all([
      afaOf(seller.address),
      afaOf(royaltyReceiver),
      afaOf(feeRecipient),
      afaOf(buyer.address),
    ]);
    // The link opens the holder's own creature in its sheet, as a pick from the list does.
    await page.goto(`/nft?id=${tokenId}`);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByTestId('creature-sheet')).toBeVisible();
    const offer = page.getByTestId('creature-offers').getByTestId('offer-row');
    await expect(offer).toHaveCount(1);
    await expect(offer.getByTestId('offer-net')).toContainText(`You receive ${formatTokenAmount(sellerNets)} AFA`);
    await offer.getByRole('button', { name: 'Accept offer 5 AFA' }).click();
    await expectTxDone(page, 'Offer accepted');
    // The creature leaves the wallet with the sale: the list drops it once the NFT tab reads the wallet again, and
    // its sheet stays, confirmation and all, saying so, not turned into the notice of another holder's creature.
    await expect(page.getByTestId(`creature-${tokenId}`)).toHaveCount(0);
    await expect(page.getByTestId('creature-departed')).toHaveText(`Creature #${tokenId} has left this wallet.`);
    await expect(page.getByTestId('creature-link-notice')).toHaveCount(0);
    await expect(page.getByTestId('tx-done')).toHaveText('Offer accepted');
    await expect(page.getByTestId('creature-offers')).toHaveCount(0);

    expect(await ownerOf(tokenId)).toBe(buyer.address);
    expect(await afaOf(buyer.address)).toBe(buyerBefore - offered);
    expect(await afaOf(seller.address)).toBe(sellerBefore + sellerNets);
    expect(await afaOf(royaltyReceiver)).toBe(royaltyBefore + royalty);
    expect(await afaOf(feeRecipient)).toBe(feeBefore + fee);
  });

  test('an AFA listing is bought with the allowance it needs in one prompt of an EIP-5792 wallet', async ({ page, browser, baseURL }) => {
    const tokenId = await newRevealedCreature(seller);
    const price = parseEther('3');
    await listDirectly(page.request, seller, tokenId, price, AfaToken.address);
    const { sellerNets } = saleBreakdown(price, (price * ROYALTY_BPS) / 10_000n, E2E_MARKET_FEE_BPS);
    const [sellerBefore, buyerBefore] = await Promise.all([afaOf(seller.address), afaOf(buyer.address)]);

    const { page: buyerPage, errors } = await pageOf(browser, baseURL!, { accountIndex: BUYER_INDEX, atomicBatches: true });
    await buyListing(buyerPage, tokenId, '3 AFA', {
      beforeBuying: (row) => expect(row.getByRole('combobox', { name: 'Approve AFA' })).toBeVisible(),
    });

    expect(await transactionPrompts(buyerPage)).toEqual(['wallet_sendCalls']);
    expect(await ownerOf(tokenId)).toBe(buyer.address);
    expect(await afaOf(buyer.address)).toBe(buyerBefore - price);
    expect(await afaOf(seller.address)).toBe(sellerBefore + sellerNets);
    expect(errors).toEqual([]);
    await buyerPage.context().close();
  });

  test('a listing goes inactive when its creature enters a nest, and the creature’s sheet says why it cannot be listed', async ({
    page,
  }) => {
    const tokenId = await newRevealedCreature(seller);
    const orderHash = await listDirectly(page.request, seller, tokenId, parseEther('0.2'));
    await mined(walletOf(seller).writeContract({ ...CreatureNft, functionName: 'approve', args: [CreatureBreeding.address, tokenId] }));
    await mined(walletOf(seller).writeContract({ ...CreatureBreeding, functionName: 'createNest', args: [tokenId] }));
    await expect.poll(() => statusOf(page.request, seller.address, orderHash)).toBe('inactive');

    await openCreature(page, tokenId);
    await expect(page.getByTestId('sell-blocked')).toHaveText('In a nest: close the nest to list it.');
    await expect(page.getByTestId('creature-offers')).toBeVisible();
  });

  test('a seller cancels one listing, then all of them with Seaport’s counter', async ({ page, request }) => {
    const [first, second] = [await newRevealedCreature(seller), await newRevealedCreature(seller)];
    const firstHash = await listDirectly(request, seller, first, parseEther('0.3'));
    const secondHash = await listDirectly(request, seller, second, parseEther('0.4'));

    await openMarket(page);
    await page.getByRole('tab', { name: 'My orders' }).click();
    await page.getByRole('button', { name: `Cancel order #${first}` }).click();
    await expectTxDone(page, 'Order cancelled');
    const [, cancelled] = await chain.readContract({
      address: seaport,
      abi: SEAPORT_ABI,
      functionName: 'getOrderStatus',
      args: [firstHash as `0x${string}`],
    });
    expect(cancelled).toBe(true);
    await expect.poll(() => statusOf(request, seller.address, firstHash)).toBe('cancelled');

    const counterBefore = await chain.readContract({
      address: seaport,
      abi: SEAPORT_ABI,
      functionName: 'getCounter',
      args: [seller.address],
    });
    await page.getByRole('button', { name: 'Cancel all orders' }).click();
    await expectTxDone(page, 'All orders cancelled');
    // Seaport 1.6 raises a counter by a quasi-random step, not by one.
    expect(
      await chain.readContract({ address: seaport, abi: SEAPORT_ABI, functionName: 'getCounter', args: [seller.address] }),
    ).toBeGreaterThan(counterBefore);
    await expect.poll(() => statusOf(request, seller.address, secondHash)).toBe('cancelled');
    await expect(page.getByText('You have no open listings.')).toBeVisible();
  });

  test('each wallet prompt refused changes nothing: the listing’s signature, the purchase', async ({ page, browser, baseURL }) => {
    const tokenId = await newRevealedCreature(seller);
    await mined(walletOf(seller).writeContract({ ...CreatureNft, functionName: 'setApprovalForAll', args: [seaport, true] }));
    const ordersBefore = (await ordersOf(page.request, seller.address)).length;
    await openCreature(page, tokenId);
    const sell = page.getByTestId('sell-section');
    await sell.getByRole('textbox', { name: 'Price' }).fill('0.5');
    // Seaport may move every creature of the seller: no approval to give, the signature is the first prompt.
    await page.evaluate(() => window.__testWallet?.rejectNext(4001));
    await sell.getByRole('button', { name: 'Sign listing' }).click();
    await expect(sell.getByTestId('order-failed')).toContainText('You cancelled the request in your wallet.');
    expect((await ordersOf(page.request, seller.address)).length).toBe(ordersBefore);

    await listDirectly(page.request, seller, tokenId, parseEther('0.5'));
    const { page: buyerPage, errors } = await pageOf(browser, baseURL!, { accountIndex: BUYER_INDEX });
    await openMarket(buyerPage);
    const nonceBefore = await nonceOf(buyer.address);
    await buyerPage.evaluate(() => window.__testWallet?.rejectNext(4001));
    await buyerPage
      .getByTestId(`listing-${tokenId}`)
      .getByRole('button', { name: `Buy #${tokenId}` })
      .click();
    await expect(buyerPage.getByText('Purchase failed!')).toBeVisible({ timeout: 20_000 });
    expect(await ownerOf(tokenId)).toBe(seller.address);
    expect(await nonceOf(buyer.address)).toBe(nonceBefore);
    expect(errors).toEqual([]);
    await buyerPage.context().close();
  });
  test('Seaport’s approval over the seller’s creatures is listed in the Wallet tab and revoked there', async ({ page }) => {
    await mined(walletOf(seller).writeContract({ ...CreatureNft, functionName: 'setApprovalForAll', args: [seaport, true] }));
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const approvals = page.getByRole('list', { name: 'Approvals' });
    const seaportRows = approvals.getByTestId('approval-row').filter({ hasText: 'Marketplace (Seaport)' });
    await expect(seaportRows).toHaveText(['Marketplace (Seaport)All your creatures']);
    await approvals.getByRole('button', { name: 'Revoke All your creatures for Marketplace (Seaport)' }).click();
    await expect(seaportRows).toHaveCount(0, { timeout: 30_000 });
    expect(await chain.readContract({ ...CreatureNft, functionName: 'isApprovedForAll', args: [seller.address, seaport] })).toBe(false);
  });
});
