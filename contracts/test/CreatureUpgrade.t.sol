// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SystemFixture} from "./utils/SystemFixture.sol";
import {CreatureNft} from "../src/CreatureNft.sol";
import {CreatureUpgrade} from "../src/CreatureUpgrade.sol";
import {CreatureAttributes} from "../src/CreatureAttributes.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";

contract CreatureUpgradeTest is SystemFixture {
    uint256 internal tokenId;

    function setUp() public {
        deploySystem();
        tokenId = revealedCreature(ALICE);
    }

    function _creature(uint256 id) internal view returns (CreatureNft.Creature memory) {
        return creatures.creatureOf(id).creature;
    }

    function _spend(uint256 id) internal {
        vm.prank(SETTER);
        creatures.updateLifespan(id, 0);
    }

    // ---------------------------------------------------------------- upgrade

    function test_upgradeRaisesOneGradeAndCharges() public {
        uint256 afaBefore = afa.balanceOf(ALICE);
        uint256 talkBefore = talk.balanceOf(ALICE);
        vm.expectEmit(address(upgrades));
        emit CreatureUpgrade.CreatureUpgraded(tokenId, ALICE, CreatureAttributes.LUCKY, 1, 90, 100 ether, 50 ether);
        vm.prank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.LUCKY, 100 ether, 50 ether);
        vm.assertEq(uint256(creatures.attributeLevel(tokenId, CreatureAttributes.LUCKY)), 1, "lucky grade 1");
        vm.assertEq(uint256(_creature(tokenId).lifespan), 90, "lifespan spent");
        vm.assertEq(afaBefore - afa.balanceOf(ALICE), 100 ether, "afa paid");
        vm.assertEq(talkBefore - talk.balanceOf(ALICE), 50 ether, "talk paid");
        vm.assertEq(afa.balanceOf(TREASURY), 100 ether, "afa to treasury");
        vm.assertEq(talk.balanceOf(TREASURY), 50 ether, "talk to treasury");
    }

    function test_secondGradeCostsTwice() public {
        vm.startPrank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.SPEED, 100 ether, 50 ether);
        upgrades.upgrade(tokenId, CreatureAttributes.SPEED, 200 ether, 100 ether);
        vm.stopPrank();
        vm.assertEq(afa.balanceOf(TREASURY), 300 ether, "100 + 200");
    }

    function test_RevertWhen_upgradeOthersCreature() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.NotTokenOwner.selector, tokenId, BOB));
        vm.prank(BOB);
        upgrades.upgrade(tokenId, CreatureAttributes.SPEED, NO_COST_LIMIT, NO_COST_LIMIT);
    }

    function test_RevertWhen_upgradeUnknownAttribute() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureAttributes.InvalidAttribute.selector, 16));
        vm.prank(ALICE);
        upgrades.upgrade(tokenId, 16, NO_COST_LIMIT, NO_COST_LIMIT);
    }

    function test_RevertWhen_levelLimitReached() public {
        CreatureUpgrade.Settings memory settings = defaultUpgradeSettings();
        settings.levelLimit = 1;
        vm.prank(OWNER);
        upgrades.setSettings(settings);
        vm.prank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.WISDOM, 100 ether, 50 ether);
        vm.expectRevert(
            abi.encodeWithSelector(CreatureUpgrade.LevelLimitReached.selector, tokenId, CreatureAttributes.WISDOM, 1)
        );
        vm.prank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.WISDOM, NO_COST_LIMIT, NO_COST_LIMIT);
    }

    function test_RevertWhen_lifespanSpent() public {
        _spend(tokenId);
        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.LifespanSpent.selector, tokenId, 0, 10));
        vm.prank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.SPEED, NO_COST_LIMIT, NO_COST_LIMIT);
    }

    function test_RevertWhen_upgradeWithoutAllowance() public {
        vm.prank(ALICE);
        afa.approve(address(upgrades), 0);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(upgrades), 0, 100 ether)
        );
        vm.prank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.SPEED, 100 ether, 50 ether);
    }

    function test_RevertWhen_upgradeDuringRebirth() public {
        _spend(tokenId);
        vm.prank(ALICE);
        upgrades.rebirth(tokenId);
        uint64 readyAt = _creature(tokenId).rebirthTime;
        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.RebirthPending.selector, tokenId, readyAt));
        vm.prank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.SPEED, NO_COST_LIMIT, NO_COST_LIMIT);
    }

    /// @dev ALICE is quoted the first lucky grade, then the owner applies `raised`. Her upgrade at the quoted costs
    /// reverts `CostAboveLimit(expectedCost, expectedLimit)` and moves nothing, though her allowances (unlimited, as
    /// the fixture gives them) would cover the new costs; at the current costs it goes through.
    function _assertRaisedUpgradeCostRefused(
        CreatureUpgrade.Settings memory raised,
        uint256 expectedCost,
        uint256 expectedLimit
    ) internal {
        (uint256 afaQuote, uint256 talkQuote) = upgrades.upgradeCost(1);
        vm.prank(OWNER);
        upgrades.setSettings(raised);
        (uint256 afaCost, uint256 talkCost) = upgrades.upgradeCost(1);
        vm.assertGe(afa.allowance(ALICE, address(upgrades)), afaCost, "the AFA allowance covers the new cost");
        vm.assertGe(talk.allowance(ALICE, address(upgrades)), talkCost, "the talk allowance covers the new cost");
        uint256 afaBefore = afa.balanceOf(ALICE);
        uint256 talkBefore = talk.balanceOf(ALICE);
        uint64 lifespanBefore = _creature(tokenId).lifespan;

        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.CostAboveLimit.selector, expectedCost, expectedLimit));
        vm.prank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.LUCKY, afaQuote, talkQuote);
        vm.assertEq(uint256(creatures.attributeLevel(tokenId, CreatureAttributes.LUCKY)), 0, "no grade");
        vm.assertEq(uint256(_creature(tokenId).lifespan), uint256(lifespanBefore), "no lifespan spent");
        vm.assertEq(afa.balanceOf(ALICE), afaBefore, "no AFA taken");
        vm.assertEq(talk.balanceOf(ALICE), talkBefore, "no talk taken");
        vm.assertEq(afa.balanceOf(TREASURY), 0, "no AFA to the treasury");
        vm.assertEq(talk.balanceOf(TREASURY), 0, "no talk to the treasury");

        vm.prank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.LUCKY, afaCost, talkCost);
        vm.assertEq(uint256(creatures.attributeLevel(tokenId, CreatureAttributes.LUCKY)), 1, "upgraded");
        vm.assertEq(afaBefore - afa.balanceOf(ALICE), afaCost, "the current AFA cost, once agreed to");
        vm.assertEq(talkBefore - talk.balanceOf(ALICE), talkCost, "the current talk cost, once agreed to");
    }

    function test_RevertWhen_afaCostRaisedAboveTheQuote() public {
        CreatureUpgrade.Settings memory settings = defaultUpgradeSettings();
        settings.afaCostPerGrade = 5 * settings.afaCostPerGrade;
        _assertRaisedUpgradeCostRefused(settings, 500 ether, 100 ether);
    }

    function test_RevertWhen_talkCostRaisedAboveTheQuote() public {
        CreatureUpgrade.Settings memory settings = defaultUpgradeSettings();
        settings.talkCostPerGrade = 5 * settings.talkCostPerGrade;
        _assertRaisedUpgradeCostRefused(settings, 250 ether, 50 ether);
    }

    function testFuzz_upgradeCostIsLinearInGrade(uint8 grade, uint64 afaPerGrade, uint64 talkPerGrade) public {
        CreatureUpgrade.Settings memory settings = defaultUpgradeSettings();
        settings.afaCostPerGrade = afaPerGrade;
        settings.talkCostPerGrade = talkPerGrade;
        vm.prank(OWNER);
        upgrades.setSettings(settings);
        (uint256 afaCost, uint256 talkCost) = upgrades.upgradeCost(grade);
        vm.assertEq(afaCost, uint256(afaPerGrade) * grade, "afa");
        vm.assertEq(talkCost, uint256(talkPerGrade) * grade, "talk");
    }

    function testFuzz_upgradesStopAtTheLevelLimit(uint8 limit, uint8 attempts) public {
        limit = uint8(bound(limit, 1, 12));
        attempts = uint8(bound(attempts, 1, 15));
        CreatureUpgrade.Settings memory settings = defaultUpgradeSettings();
        settings.levelLimit = limit;
        settings.influenceTimes = 0;
        vm.prank(OWNER);
        upgrades.setSettings(settings);
        for (uint256 i = 0; i < attempts; i++) {
            vm.prank(ALICE);
            try upgrades.upgrade(tokenId, CreatureAttributes.ENERGY, NO_COST_LIMIT, NO_COST_LIMIT) {} catch {}
        }
        uint8 level = creatures.attributeLevel(tokenId, CreatureAttributes.ENERGY);
        vm.assertEq(uint256(level), attempts < limit ? attempts : limit, "level capped");
    }

    // ---------------------------------------------------------------- rebirth

    function test_rebirthThenClaimAfterFrozenTime() public {
        _spend(tokenId);
        vm.prank(ALICE);
        upgrades.rebirth(tokenId);
        uint64 readyAt = _creature(tokenId).rebirthTime;
        vm.assertEq(uint256(readyAt), block.timestamp + 8 hours, "frozen 8 hours at speed 0");
        vm.assertEq(uint256(upgrades.rebirthCount(tokenId)), 1, "counted");

        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.RebirthFrozen.selector, tokenId, readyAt));
        vm.prank(ALICE);
        upgrades.claimRebirth(tokenId);

        vm.warp(readyAt);
        vm.expectEmit(address(upgrades));
        emit CreatureUpgrade.RebirthClaimed(tokenId, ALICE, 100, false, 0);
        vm.prank(ALICE);
        upgrades.claimRebirth(tokenId);
        vm.assertEq(uint256(_creature(tokenId).lifespan), 100, "lifespan restored");
        vm.assertEq(uint256(_creature(tokenId).rebirthTime), 0, "no longer frozen");
    }

    function test_speedShortensAndEnergyLengthensRebirth() public {
        vm.startPrank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.SPEED, 100 ether, 50 ether);
        upgrades.upgrade(tokenId, CreatureAttributes.ENERGY, 100 ether, 50 ether);
        vm.stopPrank();
        _spend(tokenId);
        vm.prank(ALICE);
        upgrades.rebirth(tokenId);
        vm.assertEq(uint256(_creature(tokenId).rebirthTime), block.timestamp + 8 hours - 30 minutes, "speed 1");
        vm.assertEq(uint256(upgrades.pendingLifespan(tokenId)), 110, "energy 1");
    }

    function test_RevertWhen_rebirthWithLifespanLeft() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.LifespanNotSpent.selector, tokenId, 100, 10));
        vm.prank(ALICE);
        upgrades.rebirth(tokenId);
    }

    function test_RevertWhen_rebirthTwice() public {
        _spend(tokenId);
        vm.prank(ALICE);
        upgrades.rebirth(tokenId);
        uint64 readyAt = _creature(tokenId).rebirthTime;
        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.RebirthPending.selector, tokenId, readyAt));
        vm.prank(ALICE);
        upgrades.rebirth(tokenId);
    }

    function test_RevertWhen_rebirthLimitReached() public {
        for (uint256 i = 0; i < 3; i++) {
            _spend(tokenId);
            vm.prank(ALICE);
            upgrades.rebirth(tokenId);
            vm.warp(block.timestamp + 8 hours);
            vm.prank(ALICE);
            upgrades.claimRebirth(tokenId);
        }
        _spend(tokenId);
        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.RebirthLimitReached.selector, tokenId, 3));
        vm.prank(ALICE);
        upgrades.rebirth(tokenId);
    }

    function test_RevertWhen_rebirthOthersCreature() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.NotTokenOwner.selector, tokenId, BOB));
        vm.prank(BOB);
        upgrades.rebirth(tokenId);
    }

    function test_RevertWhen_claimWithoutRebirth() public {
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.NoRebirthPending.selector, tokenId));
        upgrades.claimRebirth(tokenId);
        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.NoRebirthPending.selector, tokenId));
        upgrades.accelerateRebirth(tokenId, NO_COST_LIMIT);
        vm.stopPrank();
    }

    function test_accelerateChargesPerStartedHour() public {
        _spend(tokenId);
        vm.prank(ALICE);
        upgrades.rebirth(tokenId);
        vm.warp(block.timestamp + 5 hours + 1);
        uint256 talkBefore = talk.balanceOf(ALICE);
        vm.expectEmit(address(upgrades));
        emit CreatureUpgrade.RebirthClaimed(tokenId, ALICE, 100, true, 15 ether);
        vm.prank(ALICE);
        upgrades.accelerateRebirth(tokenId, 15 ether);
        vm.assertEq(talkBefore - talk.balanceOf(ALICE), 15 ether, "3 started hours at 5 talk");
        vm.assertEq(uint256(_creature(tokenId).lifespan), 100, "restored");
    }

    function test_RevertWhen_accelerateOthersCreature() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.NotTokenOwner.selector, tokenId, BOB));
        vm.prank(BOB);
        upgrades.accelerateRebirth(tokenId, NO_COST_LIMIT);
    }

    function test_RevertWhen_accelerateRateRaisedAboveTheQuote() public {
        _spend(tokenId);
        vm.prank(ALICE);
        upgrades.rebirth(tokenId);
        uint64 readyAt = _creature(tokenId).rebirthTime;
        uint256 quoted = upgrades.upgradeInfo(tokenId).accelerateCost;
        vm.assertEq(quoted, 40 ether, "8 started hours at 5 talk");
        CreatureUpgrade.Settings memory settings = defaultUpgradeSettings();
        settings.accelerateRate = 4 * settings.accelerateRate;
        vm.prank(OWNER);
        upgrades.setSettings(settings);
        uint256 raised = upgrades.accelerateCostAt(readyAt, block.timestamp);
        vm.assertGe(talk.allowance(ALICE, address(upgrades)), raised, "the allowance covers the new cost");
        uint256 talkBefore = talk.balanceOf(ALICE);

        vm.expectRevert(abi.encodeWithSelector(CreatureUpgrade.CostAboveLimit.selector, raised, quoted));
        vm.prank(ALICE);
        upgrades.accelerateRebirth(tokenId, quoted);
        vm.assertEq(talk.balanceOf(ALICE), talkBefore, "no talk taken");
        vm.assertEq(talk.balanceOf(TREASURY), 0, "no talk to the treasury");
        vm.assertEq(uint256(_creature(tokenId).rebirthTime), uint256(readyAt), "still frozen");
        vm.assertEq(uint256(_creature(tokenId).lifespan), 0, "lifespan not restored");

        vm.prank(ALICE);
        upgrades.accelerateRebirth(tokenId, raised);
        vm.assertEq(talkBefore - talk.balanceOf(ALICE), raised, "the current cost, once agreed to");
        vm.assertEq(uint256(_creature(tokenId).rebirthTime), 0, "no longer frozen");
        vm.assertEq(uint256(_creature(tokenId).lifespan), 100, "restored");
    }

    function testFuzz_accelerateCost(uint32 secondsLeft, uint64 rate) public {
        CreatureUpgrade.Settings memory settings = defaultUpgradeSettings();
        settings.accelerateRate = rate;
        vm.prank(OWNER);
        upgrades.setSettings(settings);
        uint64 readyAt = uint64(block.timestamp) + secondsLeft;
        uint256 cost = upgrades.accelerateCostAt(readyAt, block.timestamp);
        uint256 startedHours = (uint256(secondsLeft) + 1 hours - 1) / 1 hours;
        vm.assertEq(cost, startedHours * rate, "rate per started hour");
        vm.assertEq(upgrades.accelerateCostAt(readyAt, readyAt), 0, "free once ready");
    }

    function testFuzz_rebirthFrozenTimeNeverUnderflows(uint8 speedGrade, uint64 speedLevel, uint64 frozenTime) public {
        CreatureUpgrade.Settings memory settings = defaultUpgradeSettings();
        settings.speedLevel = speedLevel;
        settings.frozenTime = frozenTime;
        vm.prank(OWNER);
        upgrades.setSettings(settings);
        uint256 reduction = uint256(speedLevel) * speedGrade;
        uint256 expected = reduction >= frozenTime ? 0 : frozenTime - reduction;
        vm.assertEq(uint256(upgrades.rebirthFrozenTime(speedGrade)), expected, "frozen time");
    }

    // ---------------------------------------------------------------- reads and administration

    function test_upgradeInfoShowsOneCard() public {
        vm.prank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.LUCKY, 100 ether, 50 ether);
        CreatureUpgrade.UpgradeInfo memory info = upgrades.upgradeInfo(tokenId);
        vm.assertEq(uint256(info.levels[2]), 1, "lucky");
        vm.assertEq(info.nextAfaCost[2], 200 ether, "next lucky grade");
        vm.assertEq(info.nextAfaCost[0], 100 ether, "first speed grade");
        vm.assertFalse(info.canRebirth, "lifespan left");
        _spend(tokenId);
        vm.assertTrue(upgrades.upgradeInfo(tokenId).canRebirth, "spent");
    }

    function test_settingsRoundTrip() public {
        CreatureUpgrade.Settings memory settings = defaultUpgradeSettings();
        settings.levelLimit = 7;
        settings.accelerateRate = 9;
        vm.prank(OWNER);
        upgrades.setSettings(settings);
        CreatureUpgrade.Settings memory stored = upgrades.getSettings();
        vm.assertEq(uint256(stored.levelLimit), 7, "level limit");
        vm.assertEq(stored.accelerateRate, 9, "rate");
    }

    function test_RevertWhen_invalidSettingsOrAddresses() public {
        CreatureUpgrade.Settings memory settings = defaultUpgradeSettings();
        settings.levelLimit = 0;
        vm.startPrank(OWNER);
        vm.expectRevert(CreatureUpgrade.InvalidSettings.selector);
        upgrades.setSettings(settings);
        settings = defaultUpgradeSettings();
        settings.lifespanTimes = settings.minLifespan - 1;
        vm.expectRevert(CreatureUpgrade.InvalidSettings.selector);
        upgrades.setSettings(settings);
        vm.expectRevert(CreatureUpgrade.ZeroAddress.selector);
        upgrades.setAddresses(address(afa), address(talk), address(0));
        vm.stopPrank();
    }

    function test_setAddressesRedirectsPayments() public {
        vm.prank(OWNER);
        upgrades.setAddresses(address(afa), address(talk), CAROL);
        uint256 before = afa.balanceOf(CAROL);
        vm.prank(ALICE);
        upgrades.upgrade(tokenId, CreatureAttributes.SPEED, 100 ether, 50 ether);
        vm.assertEq(afa.balanceOf(CAROL) - before, 100 ether, "new treasury");
    }
}
