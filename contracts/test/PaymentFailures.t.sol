// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SystemFixture} from "./utils/SystemFixture.sol";
import {FaultyToken, FaultyMinter} from "./utils/Attackers.sol";
import {CreatureBreeding} from "../src/CreatureBreeding.sol";
import {CreatureStakingPool} from "../src/CreatureStakingPool.sol";
import {TalkToken} from "../src/TalkToken.sol";

/// @notice A holder's creature never depends on a payment: closing a nest and withdrawing a stake hand the
/// creature back even when the reward cannot be paid, and the reward stays owed, claimable once it can be.
contract PaymentFailuresTest is SystemFixture {
    uint256 internal constant GAS_FOR_CLOSE = 1_000_000;

    FaultyToken internal faulty;
    uint256 internal nestId;

    function setUp() public {
        deploySystem();
        faulty = new FaultyToken();
        nestId = revealedCreature(ALICE);
        vm.prank(ALICE);
        breeding.createNest(nestId);
    }

    /// @dev BOB pairs with ALICE's nest, paying the breed cost in the current cost token; returns the reward.
    function _pairPaying(address token) internal returns (uint256 reward) {
        uint256 tokenId = revealedCreature(BOB);
        faulty.mint(BOB, 1_000 ether);
        vm.startPrank(BOB);
        faulty.approve(address(breeding), type(uint256).max);
        breeding.pair(nestId, tokenId, defaultBreedingSettings().breedCost);
        vm.stopPrank();
        reward = breeding.rewardOwed(ALICE, token);
        vm.assertGt(reward, 0, "a reward is owed");
    }

    function _useFaultyCostToken() internal {
        vm.prank(OWNER);
        breeding.setAddresses(address(faulty), TREASURY);
    }

    function _assertClosesDespite(FaultyToken.Fault fault) internal {
        _useFaultyCostToken();
        uint256 reward = _pairPaying(address(faulty));
        faulty.setFault(fault);

        vm.expectEmit(address(breeding));
        emit CreatureBreeding.RewardDeferred(ALICE, address(faulty), reward);
        vm.expectEmit(address(breeding));
        emit CreatureBreeding.NestClosed(nestId, ALICE, 0);
        vm.prank(ALICE);
        breeding.closeNest{gas: GAS_FOR_CLOSE}(nestId);
        vm.assertEq(creatures.ownerOf(nestId), ALICE, "the creature came back");
        vm.assertEq(breeding.rewardOwed(ALICE, address(faulty)), reward, "the reward is still owed");

        vm.prank(ALICE);
        vm.expectRevert();
        breeding.withdrawReward{gas: GAS_FOR_CLOSE}(address(faulty));
        faulty.setFault(FaultyToken.Fault.None);
        vm.prank(ALICE);
        breeding.withdrawReward(address(faulty));
        vm.assertEq(faulty.balanceOf(ALICE), reward, "paid once the token works again");
        vm.assertEq(breeding.rewardOwed(ALICE, address(faulty)), 0, "nothing owed after");
    }

    function test_closeNest_rewardTokenThatRevertsStillReturnsTheCreature() public {
        _assertClosesDespite(FaultyToken.Fault.Revert);
    }

    function test_closeNest_rewardTokenThatReturnsFalseStillReturnsTheCreature() public {
        _assertClosesDespite(FaultyToken.Fault.ReturnFalse);
    }

    function test_closeNest_rewardTokenThatBurnsAllGasStillReturnsTheCreature() public {
        _assertClosesDespite(FaultyToken.Fault.BurnGas);
    }

    function test_costTokenChange_rewardsOwedInTheOldTokenStayClaimable() public {
        uint256 pairer = revealedCreature(BOB);
        vm.prank(BOB);
        breeding.pair(nestId, pairer, defaultBreedingSettings().breedCost);
        uint256 reward = breeding.rewardOwed(ALICE, address(afa));
        vm.prank(OWNER);
        breeding.setAddresses(address(faulty), TREASURY);

        uint256 afaBefore = afa.balanceOf(ALICE);
        vm.prank(ALICE);
        breeding.closeNest(nestId);
        vm.assertEq(creatures.ownerOf(nestId), ALICE, "the creature came back");
        vm.assertEq(afa.balanceOf(ALICE), afaBefore, "no AFA paid in the new token's place");
        vm.assertEq(breeding.rewardOwed(ALICE, address(afa)), reward, "still owed in AFA");

        vm.prank(ALICE);
        breeding.withdrawReward(address(afa));
        vm.assertEq(afa.balanceOf(ALICE) - afaBefore, reward, "paid in the token it was earned in");
        vm.assertEq(afa.balanceOf(address(breeding)), 0, "nothing left held");
    }

    // ---------------------------------------------------------------- staking

    function _stakeForTwoDays(CreatureStakingPool pool) internal returns (uint256 tokenId) {
        tokenId = revealedCreature(ALICE);
        vm.startPrank(ALICE);
        creatures.setApprovalForAll(address(pool), true);
        pool.stake(tokenId);
        vm.stopPrank();
        vm.warp(block.timestamp + 2 days);
    }

    function test_stakingWithdraw_incomeThatCannotBeMintedStaysOwed() public {
        uint256 tokenId = _stakeForTwoDays(stakingPool);
        uint256 due = stakingPool.pendingIncome(tokenId);
        vm.prank(OWNER);
        talk.setMinter(address(stakingPool), false);
        uint256 talkBefore = talk.balanceOf(ALICE);

        vm.expectEmit(address(stakingPool));
        emit CreatureStakingPool.IncomeDeferred(tokenId, ALICE, due);
        vm.expectEmit(address(stakingPool));
        emit CreatureStakingPool.Withdrawn(tokenId, ALICE, 0);
        vm.prank(ALICE);
        stakingPool.withdraw(tokenId);
        vm.assertEq(creatures.ownerOf(tokenId), ALICE, "the creature came back");
        vm.assertEq(talk.balanceOf(ALICE), talkBefore, "nothing minted");
        vm.assertEq(stakingPool.incomeOwed(ALICE), due, "the income is owed");

        vm.expectRevert(abi.encodeWithSelector(TalkToken.NotMinter.selector, address(stakingPool)));
        vm.prank(ALICE);
        stakingPool.claimOwedIncome();
        vm.prank(OWNER);
        talk.setMinter(address(stakingPool), true);
        vm.expectEmit(address(stakingPool));
        emit CreatureStakingPool.OwedIncomeClaimed(ALICE, due);
        vm.prank(ALICE);
        stakingPool.claimOwedIncome();
        vm.assertEq(talk.balanceOf(ALICE) - talkBefore, due, "paid once minting works again");
        vm.expectRevert(abi.encodeWithSelector(CreatureStakingPool.NothingOwed.selector, ALICE));
        vm.prank(ALICE);
        stakingPool.claimOwedIncome();
    }

    function test_stakingWithdraw_talkTokenThatBurnsAllGasStillReturnsTheCreature() public {
        FaultyMinter minter = new FaultyMinter();
        minter.setBurnGas(true);
        CreatureStakingPool pool =
            new CreatureStakingPool(OWNER, creatures, TalkToken(address(minter)), defaultStakingSettings());
        uint256 tokenId = _stakeForTwoDays(pool);
        uint256 due = pool.pendingIncome(tokenId);
        vm.prank(ALICE);
        pool.withdraw{gas: GAS_FOR_CLOSE}(tokenId);
        vm.assertEq(creatures.ownerOf(tokenId), ALICE, "the creature came back");
        vm.assertEq(pool.incomeOwed(ALICE), due, "the income is owed");
    }

    function test_stakingRelease_failedMintPaysNothingAndKeepsTheDaysDue() public {
        uint256 tokenId = _stakeForTwoDays(stakingPool);
        uint256 due = stakingPool.pendingIncome(tokenId);
        vm.prank(OWNER);
        talk.setMinter(address(stakingPool), false);
        vm.expectRevert(abi.encodeWithSelector(TalkToken.NotMinter.selector, address(stakingPool)));
        vm.prank(ALICE);
        stakingPool.release(tokenId);
        vm.assertEq(stakingPool.pendingIncome(tokenId), due, "still due");
    }
}
