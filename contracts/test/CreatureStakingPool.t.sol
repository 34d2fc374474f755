// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SystemFixture} from "./utils/SystemFixture.sol";
import {CreatureStakingPool} from "../src/CreatureStakingPool.sol";
import {CreatureAttributes} from "../src/CreatureAttributes.sol";
import {TalkToken} from "../src/TalkToken.sol";

contract CreatureStakingPoolTest is SystemFixture {
    uint256 internal tokenId;

    function setUp() public {
        deploySystem();
        tokenId = revealedCreature(ALICE);
    }

    function _stake() internal {
        vm.prank(ALICE);
        stakingPool.stake(tokenId);
    }

    function test_stakeHoldsTheCreature() public {
        vm.expectEmit(address(stakingPool));
        emit CreatureStakingPool.Staked(tokenId, ALICE, uint64(block.timestamp));
        _stake();
        vm.assertEq(creatures.ownerOf(tokenId), address(stakingPool), "held by the pool");
        vm.assertTrue(stakingPool.isStaked(tokenId), "staked");
        CreatureStakingPool.StakeView[] memory views = stakingPool.stakesOf(ALICE);
        vm.assertEq(views.length, 1, "listed");
        vm.assertEq(views[0].stake.owner, ALICE, "staker");
        vm.assertEq(views[0].dailyIncomeNow, 80 ether, "first day income");
    }

    function test_RevertWhen_stakeOthersOrBlindCreature() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureStakingPool.NotTokenOwner.selector, tokenId, BOB));
        vm.prank(BOB);
        stakingPool.stake(tokenId);
        vm.prank(BOB);
        uint256 blind = creatures.buy{value: CREATURE_PRICE}(1, CREATURE_PRICE);
        vm.expectRevert(abi.encodeWithSelector(CreatureStakingPool.NotRevealed.selector, blind));
        vm.prank(BOB);
        stakingPool.stake(blind);
    }

    function test_releasePaysFullDaysAndKeepsStake() public {
        _stake();
        vm.warp(block.timestamp + 3 days + 5 hours);
        vm.assertEq(uint256(stakingPool.pledgeDay(tokenId)), 3, "three pledge days");
        uint256 before = talk.balanceOf(ALICE);
        vm.expectEmit(address(stakingPool));
        emit CreatureStakingPool.IncomeReleased(tokenId, ALICE, 3, 240 ether);
        vm.prank(ALICE);
        stakingPool.release(tokenId);
        vm.assertEq(talk.balanceOf(ALICE) - before, 240 ether, "3 days at 80");
        vm.assertEq(creatures.ownerOf(tokenId), address(stakingPool), "still staked");
        vm.expectRevert(abi.encodeWithSelector(CreatureStakingPool.NothingToRelease.selector, tokenId));
        vm.prank(ALICE);
        stakingPool.release(tokenId);
    }

    function test_incomeHalvesAfterFallingTimeDownToTheFloor() public view {
        vm.assertEq(stakingPool.dailyIncome(6, 0), 80 ether, "first week");
        vm.assertEq(stakingPool.dailyIncome(7, 0), 40 ether, "second week");
        vm.assertEq(stakingPool.dailyIncome(14, 0), 20 ether, "third week");
        vm.assertEq(stakingPool.dailyIncome(21, 0), 10 ether, "fourth week at the floor");
        vm.assertEq(stakingPool.dailyIncome(400, 0), 10 ether, "never below the floor");
        vm.assertEq(stakingPool.incomeBetween(0, 14, 0), 7 * 80 ether + 7 * 40 ether, "two weeks");
    }

    function test_luckyRaisesIncome() public {
        vm.prank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.LUCKY, NO_COST_LIMIT, NO_COST_LIMIT);
        _stake();
        vm.warp(block.timestamp + 1 days);
        vm.assertEq(stakingPool.pendingIncome(tokenId), 88 ether, "+10% per lucky grade");
    }

    function test_withdrawPaysAndReturnsCreature() public {
        _stake();
        vm.warp(block.timestamp + 2 days);
        vm.expectEmit(address(stakingPool));
        emit CreatureStakingPool.Withdrawn(tokenId, ALICE, 160 ether);
        vm.prank(ALICE);
        stakingPool.withdraw(tokenId);
        vm.assertEq(creatures.ownerOf(tokenId), ALICE, "returned");
        vm.assertFalse(stakingPool.isStaked(tokenId), "no longer staked");
        vm.assertEq(stakingPool.stakesOf(ALICE).length, 0, "unlisted");
        vm.assertEq(stakingPool.pendingIncome(tokenId), 0, "nothing pending");
    }

    function test_withdrawOnTheFirstDayPaysNothing() public {
        _stake();
        uint256 before = talk.balanceOf(ALICE);
        vm.prank(ALICE);
        stakingPool.withdraw(tokenId);
        vm.assertEq(talk.balanceOf(ALICE), before, "no income");
    }

    function test_RevertWhen_othersReleaseOrWithdraw() public {
        _stake();
        vm.startPrank(BOB);
        vm.expectRevert(abi.encodeWithSelector(CreatureStakingPool.NotStaker.selector, tokenId, BOB));
        stakingPool.release(tokenId);
        vm.expectRevert(abi.encodeWithSelector(CreatureStakingPool.NotStaker.selector, tokenId, BOB));
        stakingPool.withdraw(tokenId);
        vm.stopPrank();
    }

    function test_RevertWhen_poolIsNotAMinter() public {
        _stake();
        vm.prank(OWNER);
        talk.setMinter(address(stakingPool), false);
        vm.warp(block.timestamp + 1 days);
        vm.expectRevert(abi.encodeWithSelector(TalkToken.NotMinter.selector, address(stakingPool)));
        vm.prank(ALICE);
        stakingPool.release(tokenId);
    }

    function testFuzz_incomeBetweenEqualsSumOfDays(uint64 income, uint64 minIncome, uint8 periodDays, uint16 toDay)
        public
    {
        vm.assume(minIncome <= income);
        periodDays = uint8(bound(periodDays, 1, 30));
        toDay = uint16(bound(toDay, 0, 400));
        vm.prank(OWNER);
        stakingPool.setSettings(
            CreatureStakingPool.Settings({
                income: income, minIncome: minIncome, fallingLuckyTime: uint64(periodDays) * 1 days, luckyBonusBps: 0
            })
        );
        uint256 expected;
        for (uint256 day = 0; day < toDay; day++) {
            expected += stakingPool.dailyIncome(day, 0);
        }
        vm.assertEq(stakingPool.incomeBetween(0, toDay, 0), expected, "closed form matches the daily sum");
        vm.assertLe(expected, uint256(income) * toDay, "never above the starting income");
        vm.assertGe(expected, uint256(minIncome) * toDay, "never below the floor");
    }

    function testFuzz_releasesAddUpToOneWithdraw(uint8 firstDays, uint8 moreDays) public {
        _stake();
        vm.warp(block.timestamp + uint256(firstDays) * 1 days);
        if (firstDays > 0) {
            vm.prank(ALICE);
            stakingPool.release(tokenId);
        }
        vm.warp(block.timestamp + uint256(moreDays) * 1 days);
        vm.prank(ALICE);
        stakingPool.withdraw(tokenId);
        uint256 earned = talk.balanceOf(ALICE) - 10 ether * TALK_RATE;
        vm.assertEq(earned, stakingPool.incomeBetween(0, uint256(firstDays) + moreDays, 0), "no day paid twice");
    }

    function test_RevertWhen_invalidSettings() public {
        CreatureStakingPool.Settings memory settings = defaultStakingSettings();
        settings.minIncome = settings.income + 1;
        vm.startPrank(OWNER);
        vm.expectRevert(CreatureStakingPool.InvalidSettings.selector);
        stakingPool.setSettings(settings);
        settings = defaultStakingSettings();
        settings.fallingLuckyTime = 1 days + 1;
        vm.expectRevert(CreatureStakingPool.InvalidSettings.selector);
        stakingPool.setSettings(settings);
        settings.fallingLuckyTime = 1 hours;
        vm.expectRevert(CreatureStakingPool.InvalidSettings.selector);
        stakingPool.setSettings(settings);
        vm.stopPrank();
        vm.assertEq(stakingPool.getSettings().income, 80 ether, "unchanged");
    }
}
