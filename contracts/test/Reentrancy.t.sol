// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SystemFixture} from "./utils/SystemFixture.sol";
import {ReentrantHolder, CallbackToken} from "./utils/Attackers.sol";
import {CreatureNft} from "../src/CreatureNft.sol";
import {PendantNft} from "../src/PendantNft.sol";
import {CreatureBreeding} from "../src/CreatureBreeding.sol";
import {CreatureUpgrade} from "../src/CreatureUpgrade.sol";
import {CreatureStakingPool} from "../src/CreatureStakingPool.sol";
import {CreatureAttributes} from "../src/CreatureAttributes.sol";
import {TalkToken} from "../src/TalkToken.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @notice Every function that pays out or moves a token to a caller-controlled address, attacked by a holder
/// that re-enters from the callback it gets: an ERC-721 receipt, an ERC-777-style token hook, or an ETH payment.
/// Each attempt must revert or gain nothing: no unpaid token, no second payout, no double charge.
contract ReentrancyTest is SystemFixture {
    ReentrantHolder internal holder;
    CallbackToken internal callbackToken;

    function setUp() public {
        deploySystem();
        holder = new ReentrantHolder();
        callbackToken = new CallbackToken();
        vm.deal(address(holder), 100 ether);
    }

    // ---------------------------------------------------------------- helpers

    function _act(address target, bytes memory call, uint256 value) internal returns (bytes memory) {
        return holder.act(target, call, value);
    }

    function _holderBuysCreature() internal returns (uint256 tokenId) {
        tokenId = abi.decode(
            _act(address(creatures), abi.encodeCall(CreatureNft.buy, (1, CREATURE_PRICE)), CREATURE_PRICE), (uint256)
        );
        _act(address(creatures), abi.encodeCall(CreatureNft.reveal, (tokenId)), 0);
    }

    function _assertRefused(bytes4 expected, string memory what) internal view {
        vm.assertTrue(holder.attempted(), string.concat(what, ": re-entry attempted"));
        vm.assertFalse(holder.reentrySucceeded(), string.concat(what, ": re-entry refused"));
        vm.assertEq(
            bytes32(holder.reentryErrorSelector()),
            bytes32(expected),
            string.concat(what, ": refused for the right reason")
        );
    }

    /// @dev Gives the holder callback tokens, hooked, with every allowance the system pulls from.
    function _fundHolderWithCallbackToken(address spender) internal {
        callbackToken.mint(address(holder), 1_000_000 ether);
        _act(address(callbackToken), abi.encodeCall(IERC20.approve, (spender, type(uint256).max)), 0);
        callbackToken.setHooked(address(holder), true);
    }

    // ---------------------------------------------------------------- creature purchases (ETH, talk)

    function test_creatureBuy_unpaidReentryFromTheReceiptIsRefused() public {
        holder.arm(address(creatures), abi.encodeCall(CreatureNft.buy, (1, CREATURE_PRICE)), 0);
        _act(address(creatures), abi.encodeCall(CreatureNft.buy, (2, 2 * CREATURE_PRICE)), 2 * CREATURE_PRICE);
        _assertRefused(CreatureNft.WrongPayment.selector, "unpaid buy");
        vm.assertEq(creatures.balanceOf(address(holder)), 2, "only the paid creatures");
        vm.assertEq(address(creatures).balance, 2 * CREATURE_PRICE, "every creature paid for");
    }

    function test_creatureBuy_paidReentryGetsIdsOfItsOwn() public {
        holder.arm(address(creatures), abi.encodeCall(CreatureNft.buy, (2, 2 * CREATURE_PRICE)), 2 * CREATURE_PRICE);
        uint256 outerFirst = abi.decode(
            _act(address(creatures), abi.encodeCall(CreatureNft.buy, (3, 3 * CREATURE_PRICE)), 3 * CREATURE_PRICE),
            (uint256)
        );
        vm.assertTrue(holder.reentrySucceeded(), "a paid purchase may nest");
        uint256 innerFirst = abi.decode(holder.reentryResult(), (uint256));
        // The outer purchase reported ids [outerFirst, outerFirst + 3): the nested one must not take any of them.
        vm.assertEq(innerFirst, outerFirst + 3, "the nested purchase starts after the outer one's ids");
        vm.assertEq(creatures.totalSupply(), 5, "five creatures");
        vm.assertEq(address(creatures).balance, 5 * CREATURE_PRICE, "five paid");
    }

    function test_creatureBuy_reentryCannotPassTheUserBuyLimit() public {
        vm.startPrank(OWNER);
        creatures.setUserBuyLimit(3);
        creatures.setUserBuyLimitOn(true);
        vm.stopPrank();
        holder.arm(address(creatures), abi.encodeCall(CreatureNft.buy, (2, 2 * CREATURE_PRICE)), 2 * CREATURE_PRICE);
        _act(address(creatures), abi.encodeCall(CreatureNft.buy, (2, 2 * CREATURE_PRICE)), 2 * CREATURE_PRICE);
        _assertRefused(CreatureNft.UserBuyLimitExceeded.selector, "over the limit");
        vm.assertEq(creatures.balanceOf(address(holder)), 2, "limit kept");
        vm.assertEq(creatures.userBuyCount(address(holder)), 2, "count matches the creatures held");
    }

    function test_creatureBuyInTalk_tokenHookReentryPaysForEveryCreature() public {
        uint256 talkPrice = 10 ether;
        vm.startPrank(OWNER);
        creatures.setTalkToken(address(callbackToken));
        creatures.setTalkPrice(talkPrice);
        creatures.setBuyBySecondToken(true);
        vm.stopPrank();
        _fundHolderWithCallbackToken(address(creatures));

        holder.arm(address(creatures), abi.encodeCall(CreatureNft.buy, (1, talkPrice)), 0);
        _act(address(creatures), abi.encodeCall(CreatureNft.buy, (2, 2 * talkPrice)), 0);
        vm.assertTrue(holder.reentrySucceeded(), "a paid nested purchase goes through");
        vm.assertEq(creatures.balanceOf(address(holder)), 3, "three creatures");
        vm.assertEq(callbackToken.balanceOf(address(creatures)), 3 * talkPrice, "three paid in talk");
    }

    function testFuzz_creatureBuy_onlyTheExactPriceIsAccepted(uint8 quantity, uint96 sent) public {
        quantity = uint8(bound(quantity, 1, 20));
        uint256 cost = uint256(quantity) * CREATURE_PRICE;
        vm.assume(sent != cost);
        vm.deal(ALICE, uint256(sent) + 1 ether);
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.WrongPayment.selector, cost, uint256(sent)));
        vm.prank(ALICE);
        creatures.buy{value: sent}(quantity, cost);
        vm.assertEq(address(creatures).balance, 0, "no ETH kept: nothing to refund");
    }

    // ---------------------------------------------------------------- pendant purchases

    function test_pendantBuy_unpaidReentryFromTheReceiptIsRefused() public {
        holder.arm(address(pendants), abi.encodeCall(PendantNft.buy, (1)), 0);
        _act(address(pendants), abi.encodeCall(PendantNft.buy, (2)), 2 * PENDANT_PRICE);
        _assertRefused(PendantNft.WrongPayment.selector, "unpaid pendant");
        vm.assertEq(pendants.balanceOf(address(holder)), 2, "only the paid pendants");
        vm.assertEq(address(pendants).balance, 2 * PENDANT_PRICE, "every pendant paid for");
    }

    function test_pendantBuy_paidReentryGetsIdsOfItsOwn() public {
        holder.arm(address(pendants), abi.encodeCall(PendantNft.buy, (2)), 2 * PENDANT_PRICE);
        uint256 outerFirst =
            abi.decode(_act(address(pendants), abi.encodeCall(PendantNft.buy, (3)), 3 * PENDANT_PRICE), (uint256));
        vm.assertTrue(holder.reentrySucceeded(), "a paid purchase may nest");
        vm.assertEq(abi.decode(holder.reentryResult(), (uint256)), outerFirst + 3, "ids of its own");
        vm.assertEq(address(pendants).balance, 5 * PENDANT_PRICE, "five paid");
    }

    function testFuzz_pendantBuy_onlyTheExactPriceIsAccepted(uint8 quantity, uint96 sent) public {
        quantity = uint8(bound(quantity, 1, 20));
        uint256 cost = uint256(quantity) * PENDANT_PRICE;
        vm.assume(sent != cost);
        vm.deal(ALICE, uint256(sent) + 1 ether);
        vm.expectRevert(abi.encodeWithSelector(PendantNft.WrongPayment.selector, cost, uint256(sent)));
        vm.prank(ALICE);
        pendants.buy{value: sent}(quantity);
        vm.assertEq(address(pendants).balance, 0, "no ETH kept: nothing to refund");
    }

    // ---------------------------------------------------------------- breeding

    /// @dev ALICE's nest, paired by the holder's creature; returns the pair ready to claim.
    function _holderPairReadyToClaim() internal returns (uint256 nestId, uint256 tokenId, uint256 pairId) {
        nestId = revealedCreature(ALICE);
        vm.prank(ALICE);
        breeding.createNest(nestId);
        tokenId = _holderBuysCreature();
        vm.prank(OWNER);
        afa.mint(address(holder), 10_000 ether);
        _act(address(afa), abi.encodeCall(IERC20.approve, (address(breeding), type(uint256).max)), 0);
        pairId = abi.decode(
            _act(
                address(breeding),
                abi.encodeCall(CreatureBreeding.pair, (nestId, tokenId, defaultBreedingSettings().breedCost)),
                0
            ),
            (uint256)
        );
        vm.warp(block.timestamp + defaultBreedingSettings().pairFrozenTime);
        _act(address(breeding), abi.encodeCall(CreatureBreeding.commitClaim, (pairId)), 0);
        vm.roll(block.number + 1);
    }

    function test_breedingClaim_offspringReceiptCannotReenterBreeding() public {
        (uint256 nestId, uint256 tokenId, uint256 pairId) = _holderPairReadyToClaim();
        bytes[8] memory reentries = [
            abi.encodeCall(CreatureBreeding.claim, (pairId)),
            abi.encodeCall(CreatureBreeding.commitClaim, (pairId)),
            abi.encodeCall(CreatureBreeding.closeNest, (nestId)),
            abi.encodeCall(CreatureBreeding.withdrawReward, (address(afa))),
            abi.encodeCall(CreatureBreeding.pair, (nestId, tokenId, NO_COST_LIMIT)),
            abi.encodeCall(CreatureBreeding.pairWithBreedTime, (nestId, tokenId, NO_COST_LIMIT)),
            abi.encodeCall(CreatureBreeding.createNest, (tokenId)),
            abi.encodeCall(CreatureBreeding.buyBreedTimes, (tokenId, 1, NO_COST_LIMIT))
        ];
        uint256 supplyBefore = creatures.totalSupply();
        for (uint256 i = 0; i < reentries.length; i++) {
            uint256 snapshot = vm.snapshotState();
            holder.arm(address(breeding), reentries[i], 0);
            _act(address(breeding), abi.encodeCall(CreatureBreeding.claim, (pairId)), 0);
            _assertRefused(ReentrancyGuard.ReentrancyGuardReentrantCall.selector, vm.toString(i));
            vm.assertEq(creatures.totalSupply(), supplyBefore + 1, "one offspring");
            vm.assertTrue(breeding.pairOf(pairId).claimed, "claimed");
            vm.revertToState(snapshot);
        }
    }

    function test_breedingClaim_secondClaimAfterTheFirstIsRefused() public {
        (,, uint256 pairId) = _holderPairReadyToClaim();
        _act(address(breeding), abi.encodeCall(CreatureBreeding.claim, (pairId)), 0);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.AlreadyClaimed.selector, pairId));
        _act(address(breeding), abi.encodeCall(CreatureBreeding.claim, (pairId)), 0);
    }

    function test_breedingPair_costTokenHookCannotReenter() public {
        vm.prank(OWNER);
        breeding.setAddresses(address(callbackToken), TREASURY);
        uint256 nestId = revealedCreature(ALICE);
        vm.prank(ALICE);
        breeding.createNest(nestId);
        uint256 tokenId = _holderBuysCreature();
        _fundHolderWithCallbackToken(address(breeding));
        uint256 cost = defaultBreedingSettings().breedCost;

        holder.arm(address(breeding), abi.encodeCall(CreatureBreeding.pair, (nestId, tokenId, cost)), 0);
        _act(address(breeding), abi.encodeCall(CreatureBreeding.pair, (nestId, tokenId, cost)), 0);
        _assertRefused(ReentrancyGuard.ReentrancyGuardReentrantCall.selector, "pair from the payment hook");
        uint256 reward = breeding.nestReward(cost);
        vm.assertEq(breeding.nextPairId(), 2, "one pair");
        vm.assertEq(callbackToken.balanceOf(address(breeding)), reward, "the nest reward is held");
        vm.assertEq(callbackToken.balanceOf(TREASURY), cost - reward, "the rest went to the treasury");
    }

    function test_breedingCloseNest_rewardHookCannotTakeItTwice() public {
        vm.prank(OWNER);
        breeding.setAddresses(address(callbackToken), TREASURY);
        uint256 nestId = _holderBuysCreature();
        _act(address(creatures), abi.encodeCall(creatures.setApprovalForAll, (address(breeding), true)), 0);
        _act(address(breeding), abi.encodeCall(CreatureBreeding.createNest, (nestId)), 0);
        uint256 pairer = revealedCreature(BOB);
        callbackToken.mint(BOB, 1_000 ether);
        vm.startPrank(BOB);
        callbackToken.approve(address(breeding), type(uint256).max);
        breeding.pair(nestId, pairer, defaultBreedingSettings().breedCost);
        vm.stopPrank();
        uint256 reward = breeding.rewardOwed(address(holder), address(callbackToken));
        vm.assertGt(reward, 0, "a reward is owed");
        callbackToken.setHooked(address(holder), true);

        holder.arm(address(breeding), abi.encodeCall(CreatureBreeding.withdrawReward, (address(callbackToken))), 0);
        _act(address(breeding), abi.encodeCall(CreatureBreeding.closeNest, (nestId)), 0);
        _assertRefused(ReentrancyGuard.ReentrancyGuardReentrantCall.selector, "withdraw from the payout hook");
        vm.assertEq(callbackToken.balanceOf(address(holder)), reward, "the reward was paid once");
        vm.assertEq(callbackToken.balanceOf(address(breeding)), 0, "nothing left owed or held");
        vm.assertEq(creatures.ownerOf(nestId), address(holder), "the creature came back");
    }

    // ---------------------------------------------------------------- upgrades and rebirths

    /// @dev Points the upgrade contract at the callback token for both costs, and gives the holder a creature.
    function _holderCreatureWithCallbackCosts() internal returns (uint256 tokenId) {
        vm.prank(OWNER);
        upgrades.setAddresses(address(callbackToken), address(callbackToken), TREASURY);
        tokenId = _holderBuysCreature();
        _fundHolderWithCallbackToken(address(upgrades));
    }

    function test_upgrade_paymentHookReentryPaysForEveryGrade() public {
        uint256 tokenId = _holderCreatureWithCallbackCosts();
        (uint256 afa1, uint256 talk1) = upgrades.upgradeCost(1);
        (uint256 afa2, uint256 talk2) = upgrades.upgradeCost(2);
        holder.arm(
            address(upgrades),
            abi.encodeCall(CreatureUpgrade.upgrade, (tokenId, CreatureAttributes.SPEED, afa2, talk2)),
            0
        );
        _act(
            address(upgrades),
            abi.encodeCall(CreatureUpgrade.upgrade, (tokenId, CreatureAttributes.SPEED, afa1, talk1)),
            0
        );
        vm.assertTrue(holder.reentrySucceeded(), "a paid nested upgrade goes through");
        vm.assertEq(uint256(creatures.attributeLevel(tokenId, CreatureAttributes.SPEED)), 2, "two grades");
        vm.assertEq(callbackToken.balanceOf(TREASURY), afa1 + talk1 + afa2 + talk2, "both grades paid in full");
    }

    function test_accelerateRebirth_paymentHookCannotPayOrCompleteTwice() public {
        uint256 tokenId = _holderCreatureWithCallbackCosts();
        vm.prank(SETTER);
        creatures.updateLifespan(tokenId, 0);
        _act(address(upgrades), abi.encodeCall(CreatureUpgrade.rebirth, (tokenId)), 0);
        uint64 restored = upgrades.pendingLifespan(tokenId);
        uint256 cost = upgrades.upgradeInfo(tokenId).accelerateCost;
        vm.assertGt(cost, 0, "acceleration costs talk");

        holder.arm(address(upgrades), abi.encodeCall(CreatureUpgrade.accelerateRebirth, (tokenId, cost)), 0);
        _act(address(upgrades), abi.encodeCall(CreatureUpgrade.accelerateRebirth, (tokenId, cost)), 0);
        _assertRefused(CreatureUpgrade.NoRebirthPending.selector, "a second acceleration");
        vm.assertEq(callbackToken.balanceOf(TREASURY), cost, "paid once");
        CreatureNft.Creature memory creature = creatures.creatureOf(tokenId).creature;
        vm.assertEq(uint256(creature.lifespan), restored, "the lifespan restored once");
        vm.assertEq(uint256(creature.rebirthTime), 0, "no rebirth pending");
    }

    // ---------------------------------------------------------------- staking pool

    function test_stakingPool_movesCreaturesWithoutHandingControlToTheHolder() public {
        uint256 tokenId = _holderBuysCreature();
        _act(address(creatures), abi.encodeCall(creatures.setApprovalForAll, (address(stakingPool), true)), 0);
        uint256 receiptsBefore = holder.erc721Received();
        holder.arm(address(stakingPool), abi.encodeCall(CreatureStakingPool.withdraw, (tokenId)), 0);
        _act(address(stakingPool), abi.encodeCall(CreatureStakingPool.stake, (tokenId)), 0);
        vm.warp(block.timestamp + 3 days);
        _act(address(stakingPool), abi.encodeCall(CreatureStakingPool.release, (tokenId)), 0);
        uint256 income = talk.balanceOf(address(holder));
        _act(address(stakingPool), abi.encodeCall(CreatureStakingPool.withdraw, (tokenId)), 0);
        // Creatures move with transferFrom and income is minted by a hook-free token: no callback at all.
        vm.assertFalse(holder.attempted(), "no callback reached the holder");
        vm.assertEq(holder.erc721Received(), receiptsBefore, "no ERC-721 receipt");
        vm.assertEq(income, stakingPool.incomeBetween(0, 3, 0), "three days paid once");
        vm.assertEq(talk.balanceOf(address(holder)), income, "withdraw paid nothing twice");
        vm.assertEq(creatures.ownerOf(tokenId), address(holder), "the creature came back");
    }

    // ---------------------------------------------------------------- proceeds withdrawals

    function test_withdrawals_ownerReentryFromEtherReceiptGetsNothingMore() public {
        vm.prank(ALICE);
        creatures.buy{value: 3 * CREATURE_PRICE}(3, 3 * CREATURE_PRICE);
        vm.prank(ALICE);
        pendants.buy{value: 2 * PENDANT_PRICE}(2);
        address[3] memory payers = [address(creatures), address(pendants), address(talk)];
        bytes[3] memory withdrawals = [
            abi.encodeCall(CreatureNft.withdraw, (payable(address(holder)))),
            abi.encodeCall(PendantNft.withdraw, (payable(address(holder)))),
            abi.encodeCall(TalkToken.withdraw, (payable(address(holder))))
        ];
        vm.startPrank(OWNER);
        creatures.transferOwnership(address(holder));
        pendants.transferOwnership(address(holder));
        talk.transferOwnership(address(holder));
        vm.stopPrank();

        for (uint256 i = 0; i < payers.length; i++) {
            uint256 proceeds = payers[i].balance;
            uint256 before = address(holder).balance;
            holder.arm(payers[i], withdrawals[i], 0);
            _act(payers[i], withdrawals[i], 0);
            vm.assertTrue(holder.attempted(), "re-entered from the ETH receipt");
            vm.assertEq(address(holder).balance - before, proceeds, "the proceeds, once");
            vm.assertEq(payers[i].balance, 0, "nothing left");
        }
    }
}
