import { isAddressEqual, type Address } from 'viem';
import { E2E_ACCOUNTS, devAccount } from '../accounts';
import { chain, chainControl, contracts, mined, newRevealedCreature, openIncubator, walletOf } from '../nft-chain';
import { expect, giveAfa, test } from './fork-fixtures';

const { CreatureNft, CreatureBreeding } = contracts;
/** Opens a nest when the fork has none the holder may pair with; it has ETH on the fork, like every dev account. */
const nestOpener = devAccount(E2E_ACCOUNTS.forkBreeding.nestOpener);

/** An open nest of someone other than `holder`, found on the fork, or opened for the test. */
async function nestFor(holder: Address): Promise<bigint> {
  const nests = await chain.readContract({ ...CreatureBreeding, functionName: 'openNests' });
  const found = nests.find((nest) => nest.creature.breedable && !isAddressEqual(nest.nest.owner, holder));
  if (found) return found.nestId;
  const tokenId = await newRevealedCreature(nestOpener);
  await mined(walletOf(nestOpener).writeContract({ ...CreatureNft, functionName: 'approve', args: [CreatureBreeding.address, tokenId] }));
  await mined(walletOf(nestOpener).writeContract({ ...CreatureBreeding, functionName: 'createNest', args: [tokenId] }));
  return tokenId;
}

const pairOf = async (holder: Address, tokenId: bigint) =>
  (await chain.readContract({ ...CreatureBreeding, functionName: 'pairsOfOwner', args: [holder] })).find(
    (pair) => pair.tokenId2 === tokenId,
  );

test('pairs the holder’s creature with an open nest, then claims the offspring', async ({ page, holder }) => {
  const nestId = await nestFor(holder.address);
  const settings = await chain.readContract({ ...CreatureBreeding, functionName: 'getSettings' });
  await giveAfa(holder.address, settings.breedCost + settings.breedTimeFee);
  // Whatever cooldowns the nest and the creature are in on the fork, they are over.
  await chainControl.increaseTime({ seconds: Number(settings.nestCooldown + settings.pairerCooldown) });
  await chainControl.mine({ blocks: 1 });

  await openIncubator(page);
  const row = page.getByRole('listitem').filter({ hasText: `Nest #${nestId}` });
  await row.getByRole('combobox', { name: 'Your creature' }).selectOption(String(holder.tokenId));
  await row.getByRole('button', { name: `Breed with nest #${nestId}` }).click();
  await expect(page.getByText('Pair created')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await pairOf(holder.address, holder.tokenId))?.tokenId1).toBe(nestId);

  const pair = (await pairOf(holder.address, holder.tokenId))!;
  await chainControl.increaseTime({ seconds: Number(settings.pairFrozenTime) + 1 });
  await chainControl.mine({ blocks: 1 });
  await page.reload();
  // The first press commits the claim, the second (a later block) mints the offspring.
  const claim = page.getByRole('button', { name: `Claim offspring of pair #${pair.pairId}` });
  await claim.click();
  await expect(page.getByText('Claim started')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await pairOf(holder.address, holder.tokenId))?.seedBlock).not.toBe(0n);
  await expect(page.getByTestId(`pair-${pair.pairId}`)).toContainText('Offspring drawn: press Claim offspring again to mint it', {
    timeout: 30_000,
  });
  await claim.click();
  await expect(page.getByText('Offspring claimed')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await pairOf(holder.address, holder.tokenId))?.claimed).toBe(true);
  const { offspringId } = (await pairOf(holder.address, holder.tokenId))!;
  expect(await chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [offspringId] })).toBe(holder.address);
});
