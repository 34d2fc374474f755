// A creature's metadata follows what the app does to it: each change made in the UI leaves ERC-4906's
// MetadataUpdate in its transaction, the JSON a wallet reads through tokenURI and the PNG it names change with it,
// and the app draws the very picture the server serves. The token's page (external_url) opens its sheet.
import type { Locator, Page } from '@playwright/test';
import { isAddressEqual, maxUint256, parseEventLogs, type Hash } from 'viem';
import { creatureLinkPath } from '../lib/nft/creature-link';
import { E2E_ACCOUNTS, devAccount } from './accounts';
import { expect, expectTxDone, logInAsWallet, test } from './fixtures';
import { approveToken, chain, contracts, mined, newBlindPendant, newRevealedCreature, storedHash, walletOf } from './nft-chain';

const { CreatureNft, CreatureUpgrade, PendantNft, AfaToken, TalkToken } = contracts;
const HOLDER_INDEX = E2E_ACCOUNTS.nftMetadata.holder;
const holder = devAccount(HOLDER_INDEX);
const stranger = devAccount(E2E_ACCOUNTS.nftMetadata.stranger);

/** The attributes' names in the en-US texts the documents are written in, by contract code. */
const ATTRIBUTE_NAMES: Record<number, string> = { 1: 'Speed', 2: 'Energy', 4: 'Lucky', 8: 'Wisdom' };

interface MetadataAttribute {
  trait_type: string;
  display_type?: string;
  value: string | number;
  max_value?: number;
}
interface TokenDocument {
  name: string;
  image: string;
  external_url: string;
  attributes: MetadataAttribute[];
}

/** Fetches like a wallet: no cookies, no page, just the URL. */
async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response;
}

const readDocument = async (tokenURI: string) => (await (await fetchOk(tokenURI)).json()) as TokenDocument;

/** The body exactly as served, read as UTF-8 that must be valid: equal text is then equal bytes. */
const readText = async (url: string) => new TextDecoder('utf-8', { fatal: true }).decode(await (await fetchOk(url)).arrayBuffer());

async function readPng(url: string): Promise<{ etag: string | null; bytes: Buffer }> {
  const response = await fetchOk(url);
  expect(response.headers.get('content-type')).toBe('image/png');
  return { etag: response.headers.get('etag'), bytes: Buffer.from(await response.arrayBuffer()) };
}

const attributeValue = (document: TokenDocument, traitType: string) =>
  document.attributes.find((attribute) => attribute.trait_type === traitType)?.value;

/** The token ids the creature contract's MetadataUpdate logs name in the transaction `hash`. */
async function metadataUpdatesIn(hash: Hash): Promise<bigint[]> {
  const receipt = await chain.getTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  const fromCreatures = receipt.logs.filter((log) => isAddressEqual(log.address, CreatureNft.address));
  return parseEventLogs({ abi: CreatureNft.abi, eventName: 'MetadataUpdate', logs: fromCreatures }).map((event) => event.args._tokenId);
}

/** The app's picture of a creature: the SVG markup its data-URL <img> shows (by alt text: the open sheet hides the list from roles). */
async function pictureIn(scope: Locator, tokenId: bigint): Promise<string> {
  const src = await scope.getByAltText(`Picture of creature #${tokenId}`, { exact: true }).getAttribute('src');
  const prefix = 'data:image/svg+xml,';
  expect(src?.startsWith(prefix), 'a data-URL SVG').toBe(true);
  return decodeURIComponent(src!.slice(prefix.length));
}

/** Both of the app's pictures of the creature (its list row and its sheet) show exactly `svg`. */
async function expectAppDraws(page: Page, tokenId: bigint, svg: string) {
  await expect.poll(() => pictureIn(page.getByTestId('creature-sheet'), tokenId)).toBe(svg);
  await expect.poll(() => pictureIn(page.getByTestId(`creature-${tokenId}`), tokenId)).toBe(svg);
}

test.describe("a creature's metadata", () => {
  test.beforeEach(async ({ page, testWallet }) => {
    await logInAsWallet(page, holder);
    await testWallet({ accountIndex: HOLDER_INDEX });
  });

  test('an upgrade and an equip in the app reach the MetadataUpdate log, the JSON and PNG a wallet reads, and the app draws what the server serves', async ({
    page,
  }) => {
    const tokenId = await newRevealedCreature(holder);
    const pendantId = await newBlindPendant(holder);
    await mined(walletOf(holder).writeContract({ ...PendantNft, functionName: 'open', args: [pendantId] }));
    const { pendant } = await chain.readContract({ ...PendantNft, functionName: 'pendantOf', args: [pendantId] });
    const bonusTrait = `${ATTRIBUTE_NAMES[pendant.attribute]} pendant`;
    for (const token of [AfaToken.address, TalkToken.address]) await approveToken(holder, token, CreatureUpgrade.address, maxUint256);

    // Where a wallet looks: the token's URI on the chain, and what it names.
    const tokenURI = await chain.readContract({ ...CreatureNft, functionName: 'tokenURI', args: [tokenId] });
    const before = await readDocument(tokenURI);
    expect(before.name).toBe(`Creature #${tokenId}`);
    expect(attributeValue(before, 'Speed level')).toBe(0);
    expect(attributeValue(before, bonusTrait)).toBeUndefined();
    const pngBefore = await readPng(before.image);
    const svgBefore = await readText(`${tokenURI}/image.svg`);

    // The token's page, as a wallet links to it, opens the creature's sheet once the wallet is connected.
    const tokenPage = new URL(before.external_url);
    expect(`${tokenPage.pathname}${tokenPage.search}`).toBe(creatureLinkPath(tokenId));
    await page.goto(`${tokenPage.pathname}${tokenPage.search}`);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByRole('dialog', { name: `Creature #${tokenId}` })).toBeVisible();
    await expectAppDraws(page, tokenId, svgBefore);

    // An upgrade.
    await page.getByRole('button', { name: 'Upgrade Speed' }).click();
    await expectTxDone(page, 'Upgrade confirmed');
    const upgradeHash = await storedHash(page, 'upgrade');
    expect(upgradeHash, 'the stored upgrade').toBeDefined();
    expect([...new Set(await metadataUpdatesIn(upgradeHash!))]).toEqual([tokenId]);

    // The indexer hears of it and the server forgets its answer: the JSON shows the new level, when it does.
    await expect.poll(async () => attributeValue(await readDocument(tokenURI), 'Speed level')).toBe(1);
    const upgraded = await readDocument(tokenURI);
    expect(upgraded.image).toBe(before.image);
    const pngUpgraded = await readPng(upgraded.image);
    expect(pngUpgraded.etag).not.toBe(pngBefore.etag);
    expect(pngUpgraded.bytes.equals(pngBefore.bytes)).toBe(false);
    const svgUpgraded = await readText(`${tokenURI}/image.svg`);
    expect(svgUpgraded).not.toBe(svgBefore);
    await expect(page.getByTestId('level-speed')).toHaveText('Lv 1');
    await expectAppDraws(page, tokenId, svgUpgraded);

    // An equip.
    await page.getByRole('button', { name: `Equip pendant #${pendantId}` }).click();
    await expectTxDone(page, 'Pendant equipped');
    const equipHash = await storedHash(page, 'equipPendant');
    expect(equipHash, 'the stored equip').toBeDefined();
    expect([...new Set(await metadataUpdatesIn(equipHash!))]).toEqual([tokenId]);

    await expect
      .poll(async () => (await readDocument(tokenURI)).attributes.find((attribute) => attribute.trait_type === bonusTrait))
      .toEqual({ trait_type: bonusTrait, display_type: 'boost_number', value: pendant.value });
    const equipped = await readDocument(tokenURI);
    expect(attributeValue(equipped, 'Speed level')).toBe(1);
    const pngEquipped = await readPng(equipped.image);
    expect(pngEquipped.etag).not.toBe(pngUpgraded.etag);
    expect(pngEquipped.bytes.equals(pngUpgraded.bytes)).toBe(false);
    const svgEquipped = await readText(`${tokenURI}/image.svg`);
    expect(svgEquipped).not.toBe(svgUpgraded);
    await expect(page.getByRole('button', { name: `Uninstall pendant #${pendantId}` })).toBeVisible();
    await expectAppDraws(page, tokenId, svgEquipped);
  });

  test("a creature's link opens its sheet; closing it takes the id off the address, so Back leaves the tab", async ({ page }) => {
    const tokenId = await newRevealedCreature(holder);
    await page.goto('/home');
    await page.goto(creatureLinkPath(tokenId));
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const sheet = page.getByRole('dialog', { name: `Creature #${tokenId}` });
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId('creature-link-notice')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(page).toHaveURL(/\/nft$/);
    await expect(page.getByTestId(`creature-${tokenId}`)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a link to a creature this wallet does not hold, or to no creature at all, says so in the list', async ({ page }) => {
    const heldId = await newRevealedCreature(holder);
    const strangersId = await newRevealedCreature(stranger);
    const notice = page.getByTestId('creature-link-notice');

    await page.goto(creatureLinkPath(strangersId));
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(notice).toContainText(`Creature #${strangersId} is not in this wallet.`);
    await expect(page.getByTestId(`creature-${heldId}`)).toBeVisible();
    await expect(page.getByTestId('creature-sheet')).toHaveCount(0);

    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/nft$/);

    await page.goto('/nft?id=creature-7');
    await expect(notice).toContainText('This link does not name a creature.');
    await expect(page.getByTestId(`creature-${heldId}`)).toBeVisible();
    await expect(page.getByTestId('creature-sheet')).toHaveCount(0);

    // A creature never minted is not anyone's: nothing to picture, nothing to make an offer for.
    const unminted = (await chain.readContract({ ...CreatureNft, functionName: 'nextTokenId' })) + 1_000n;
    await page.goto(creatureLinkPath(unminted));
    await expect(notice).toContainText(`Creature #${unminted} is not in this wallet.`);
    await expect(notice).toContainText(`No creature #${unminted} exists.`);
    await expect(page.getByTestId(`creature-${heldId}`)).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Make an offer' })).toHaveCount(0);
    await expect(notice.getByTestId('linked-creature')).toHaveCount(0);
  });
});
