import { parseEventLogs } from 'viem';
import { chain, contracts, mined, openCreature } from '../nft-chain';
import { expectTxDone } from '../fixtures';
import { actAs, expect, giveAfa, test } from './fork-fixtures';

const { CreatureNft, CreatureUpgrade, CreatureBreeding, CreatureStakingPool, PendantNft, TalkToken } = contracts;
const creatureOf = (tokenId: bigint) => chain.readContract({ ...CreatureNft, functionName: 'creatureOf', args: [tokenId] });
const ownerOf = (tokenId: bigint) => chain.readContract({ ...CreatureNft, functionName: 'ownerOf', args: [tokenId] });

test('upgrades a holder’s creature, paying AFA and talk', async ({ page, holder }) => {
  const { tokenId } = holder;
  const levelBefore = (await creatureOf(tokenId)).creature.levels[0];
  const [afaCost, talkCost] = await chain.readContract({
    ...CreatureUpgrade,
    functionName: 'upgradeCost',
    args: [BigInt(levelBefore) + 1n],
  });
  await giveAfa(holder.address, afaCost);
  // The holder mints the talk they need, as anyone can.
  const rate = await chain.readContract({ ...TalkToken, functionName: 'mintRate' });
  const wallet = await actAs(holder.address);
  await mined(wallet.writeContract({ ...TalkToken, functionName: 'mint', value: talkCost / rate + 1n }));

  await openCreature(page, tokenId);
  await page.getByRole('button', { name: 'Upgrade Speed' }).click();
  await expectTxDone(page, 'Upgrade confirmed');
  await expect.poll(async () => (await creatureOf(tokenId)).creature.levels[0]).toBe(levelBefore + 1);
  await expect(page.getByTestId('level-speed')).toHaveText(`Lv ${levelBefore + 1}`);
});

test('starts the rebirth of a creature whose lifespan the setter spent', async ({ page, holder }) => {
  const { tokenId } = holder;
  const setter = await chain.readContract({ ...CreatureNft, functionName: 'setter' });
  await mined((await actAs(setter)).writeContract({ ...CreatureNft, functionName: 'updateLifespan', args: [tokenId, 0n] }));

  await openCreature(page, tokenId);
  await page.getByRole('button', { name: 'Rebirth', exact: true }).click();
  await expectTxDone(page, 'Rebirth started');
  await expect.poll(async () => (await creatureOf(tokenId)).creature.rebirthTime).not.toBe(0n);
  await expect(page.getByTestId('rebirth-countdown')).toBeVisible();
});

test('equips a pendant the holder bought, then uninstalls it', async ({ page, holder }) => {
  const price = await chain.readContract({ ...PendantNft, functionName: 'price' });
  const bought = await mined((await actAs(holder.address)).writeContract({ ...PendantNft, functionName: 'buy', args: [1n], value: price }));
  const [event] = parseEventLogs({ abi: PendantNft.abi, logs: bought.logs, eventName: 'PendantsBought' });
  const pendantId = event!.args.firstTokenId;

  await openCreature(page, holder.tokenId);
  await page.getByRole('button', { name: `Equip pendant #${pendantId}` }).click();
  await expectTxDone(page, 'Pendant equipped');
  await expect.poll(() => chain.readContract({ ...PendantNft, functionName: 'equippedOn', args: [pendantId] })).toBe(holder.tokenId);

  await page.getByRole('button', { name: `Uninstall pendant #${pendantId}` }).click();
  await expectTxDone(page, 'Pendant uninstalled');
  await expect.poll(() => chain.readContract({ ...PendantNft, functionName: 'ownerOf', args: [pendantId] })).toBe(holder.address);
});

test('creates a nest with the holder’s creature, then closes it', async ({ page, holder }) => {
  await openCreature(page, holder.tokenId);
  await page.getByRole('button', { name: 'Create nest' }).click();
  await expectTxDone(page, 'Nest created');
  await expect.poll(() => ownerOf(holder.tokenId)).toBe(CreatureBreeding.address);
  expect(await chain.readContract({ ...CreatureBreeding, functionName: 'isNestOpen', args: [holder.tokenId] })).toBe(true);

  await page.getByRole('button', { name: 'Close nest' }).click();
  await expectTxDone(page, 'Nest closed');
  await expect.poll(() => ownerOf(holder.tokenId)).toBe(holder.address);
});

test('stakes the holder’s creature, then withdraws it', async ({ page, holder }) => {
  await openCreature(page, holder.tokenId);
  await page.getByRole('button', { name: 'Stake', exact: true }).click();
  await expectTxDone(page, 'Creature staked');
  await expect.poll(() => chain.readContract({ ...CreatureStakingPool, functionName: 'isStaked', args: [holder.tokenId] })).toBe(true);

  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectTxDone(page, 'Creature withdrawn');
  await expect.poll(() => ownerOf(holder.tokenId)).toBe(holder.address);
  expect(await chain.readContract({ ...CreatureStakingPool, functionName: 'isStaked', args: [holder.tokenId] })).toBe(false);
});
