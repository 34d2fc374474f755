// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SystemFixture} from "./utils/SystemFixture.sol";
import {CreatureNft} from "../src/CreatureNft.sol";
import {CreatureBreeding} from "../src/CreatureBreeding.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";

contract CreatureBreedingTest is SystemFixture {
    uint256 internal nestCreature;
    uint256 internal pairCreature;

    function setUp() public {
        deploySystem();
        nestCreature = revealedCreature(ALICE);
        pairCreature = revealedCreature(BOB);
        vm.prank(ALICE);
        breeding.createNest(nestCreature);
    }

    function _bread(uint256 tokenId) internal view returns (uint32) {
        return creatures.creatureOf(tokenId).creature.bread;
    }

    /// @dev The breed cost a holder is quoted under the fixture's settings. Read without a call, so it can follow a
    /// prank or an expected revert.
    function _quotedBreedCost() internal pure returns (uint256) {
        return defaultBreedingSettings().breedCost;
    }

    function _pair() internal returns (uint256 pairId) {
        vm.prank(BOB);
        pairId = breeding.pair(nestCreature, pairCreature, _quotedBreedCost());
    }

    /// @dev Commits BOB's claim of `pairId` and moves to the next block, where it can be claimed.
    function _commit(uint256 pairId) internal {
        vm.prank(BOB);
        breeding.commitClaim(pairId);
        vm.roll(block.number + 1);
    }

    // ---------------------------------------------------------------- nests

    function test_createNestStakesTheCreature() public view {
        vm.assertEq(creatures.ownerOf(nestCreature), address(breeding), "held by breeding");
        vm.assertTrue(breeding.isNestOpen(nestCreature), "open");
        CreatureBreeding.NestView[] memory nests = breeding.openNests();
        vm.assertEq(nests.length, 1, "one open nest");
        vm.assertEq(nests[0].nest.owner, ALICE, "nest owner");
        vm.assertEq(nests[0].creature.tokenId, nestCreature, "creature card");
    }

    function test_RevertWhen_nestWithOthersCreature() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NotTokenOwner.selector, pairCreature, ALICE));
        vm.prank(ALICE);
        breeding.createNest(pairCreature);
    }

    function test_RevertWhen_nestWithUnbreedableCreature() public {
        vm.prank(BOB);
        uint256 blind = creatures.buy{value: CREATURE_PRICE}(1, CREATURE_PRICE);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NotBreedable.selector, blind));
        vm.prank(BOB);
        breeding.createNest(blind);
    }

    function test_RevertWhen_nestWithoutApproval() public {
        uint256 tokenId = revealedCreature(CAROL);
        vm.prank(CAROL);
        creatures.setApprovalForAll(address(breeding), false);
        vm.expectRevert(
            abi.encodeWithSelector(IERC721Errors.ERC721InsufficientApproval.selector, address(breeding), tokenId)
        );
        vm.prank(CAROL);
        breeding.createNest(tokenId);
    }

    function test_closeNestReturnsCreatureAndReward() public {
        _pair();
        uint256 before = afa.balanceOf(ALICE);
        vm.expectEmit(address(breeding));
        emit CreatureBreeding.NestClosed(nestCreature, ALICE, 100 ether);
        vm.prank(ALICE);
        breeding.closeNest(nestCreature);
        vm.assertEq(creatures.ownerOf(nestCreature), ALICE, "creature back");
        vm.assertEq(afa.balanceOf(ALICE) - before, 100 ether, "half the breed cost");
        vm.assertEq(breeding.openNestCount(), 0, "no open nest");
        vm.assertFalse(breeding.isNestOpen(nestCreature), "closed");
    }

    function test_RevertWhen_closeOthersOrClosedNest() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NotNestOwner.selector, nestCreature, BOB));
        vm.prank(BOB);
        breeding.closeNest(nestCreature);
        vm.prank(ALICE);
        breeding.closeNest(nestCreature);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NestNotOpen.selector, nestCreature));
        vm.prank(ALICE);
        breeding.closeNest(nestCreature);
    }

    function test_openNestListStaysConsistent() public {
        uint256 second = revealedCreature(CAROL);
        uint256 third = revealedCreature(CAROL);
        vm.startPrank(CAROL);
        breeding.createNest(second);
        breeding.createNest(third);
        breeding.closeNest(second);
        vm.stopPrank();
        CreatureBreeding.NestView[] memory nests = breeding.openNests();
        vm.assertEq(nests.length, 2, "two left");
        vm.assertEq(nests[0].nestId, nestCreature, "first kept");
        vm.assertEq(nests[1].nestId, third, "last moved into the gap");
    }

    // ---------------------------------------------------------------- pairs

    function test_pairChargesAndSpendsBreedTimes() public {
        uint32 nestBread = _bread(nestCreature);
        uint32 pairBread = _bread(pairCreature);
        uint256 bobBefore = afa.balanceOf(BOB);
        uint256 pairId = _pair();
        vm.assertEq(pairId, 1, "first pair");
        vm.assertEq(uint256(_bread(nestCreature)), nestBread - 1, "nest breed time spent");
        vm.assertEq(uint256(_bread(pairCreature)), pairBread - 1, "pair breed time spent");
        vm.assertEq(bobBefore - afa.balanceOf(BOB), 200 ether, "breed cost");
        vm.assertEq(afa.balanceOf(TREASURY), 100 ether, "treasury share");
        vm.assertEq(breeding.rewardOwed(ALICE, address(afa)), 100 ether, "nest owner share");
        CreatureBreeding.Pair memory record = breeding.pairOf(pairId);
        vm.assertEq(record.owner1, ALICE, "owner1");
        vm.assertEq(record.owner2, BOB, "owner2");
        vm.assertEq(uint256(record.claimableAt), block.timestamp + 8 hours, "frozen 8 hours");
        vm.assertEq(breeding.pairsOfOwner(ALICE).length, 1, "listed for the nest owner");
        vm.assertEq(breeding.pairsOfOwner(BOB).length, 1, "listed for the pairing holder");
    }

    function test_RevertWhen_pairOwnNest() public {
        uint256 another = revealedCreature(ALICE);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.CannotPairOwnNest.selector, nestCreature));
        vm.prank(ALICE);
        breeding.pair(nestCreature, another, _quotedBreedCost());
    }

    function test_RevertWhen_pairClosedNest() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NestNotOpen.selector, 99));
        vm.prank(BOB);
        breeding.pair(99, pairCreature, _quotedBreedCost());
    }

    function test_RevertWhen_pairOthersCreature() public {
        uint256 carols = revealedCreature(CAROL);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NotTokenOwner.selector, carols, BOB));
        vm.prank(BOB);
        breeding.pair(nestCreature, carols, _quotedBreedCost());
    }

    function test_RevertWhen_pairCreatureWithoutBreedTimes() public {
        vm.prank(SETTER);
        creatures.updateBread(pairCreature, 0);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NotBreedable.selector, pairCreature));
        _pair();
    }

    function test_RevertWhen_nestCreatureOutOfBreedTimes() public {
        vm.prank(SETTER);
        creatures.updateBread(nestCreature, 0);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NotBreedable.selector, nestCreature));
        _pair();
    }

    function test_RevertWhen_nestCoolingDown() public {
        _pair();
        uint256 carols = revealedCreature(CAROL);
        vm.expectRevert(
            abi.encodeWithSelector(CreatureBreeding.NestCoolingDown.selector, nestCreature, block.timestamp + 4 hours)
        );
        vm.prank(CAROL);
        breeding.pair(nestCreature, carols, _quotedBreedCost());
        vm.warp(block.timestamp + 4 hours);
        vm.prank(CAROL);
        breeding.pair(nestCreature, carols, _quotedBreedCost());
    }

    function test_RevertWhen_pairingCreatureCoolingDown() public {
        _pair();
        vm.warp(block.timestamp + 4 hours);
        vm.expectRevert(
            abi.encodeWithSelector(
                CreatureBreeding.CreatureCoolingDown.selector, pairCreature, block.timestamp - 4 hours + 1 days
            )
        );
        _pair();
    }

    /// @dev BOB is quoted, then the owner raises the breed cost. His allowance (unlimited, as the fixture gives it)
    /// would cover the new cost; the limit he signed does not, so nothing moves until he agrees to the new cost.
    function test_RevertWhen_breedCostRaisedAboveTheQuote() public {
        (uint256 quoted, bool needsBreedTime) = breeding.breedQuote(pairCreature);
        vm.assertFalse(needsBreedTime, "breed times left");
        CreatureBreeding.Settings memory settings = defaultBreedingSettings();
        settings.breedCost = 2 * quoted;
        vm.prank(OWNER);
        breeding.setSettings(settings);
        (uint256 raised,) = breeding.breedQuote(pairCreature);
        vm.assertGe(afa.allowance(BOB, address(breeding)), raised, "the allowance covers the new cost");
        uint32 nestBread = _bread(nestCreature);
        uint32 pairBread = _bread(pairCreature);
        uint256 bobBefore = afa.balanceOf(BOB);

        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.CostAboveLimit.selector, raised, quoted));
        vm.prank(BOB);
        breeding.pair(nestCreature, pairCreature, quoted);
        vm.assertEq(afa.balanceOf(BOB), bobBefore, "no AFA taken");
        vm.assertEq(afa.balanceOf(TREASURY), 0, "no treasury share");
        vm.assertEq(breeding.rewardOwed(ALICE, address(afa)), 0, "no nest reward");
        vm.assertEq(breeding.nextPairId(), 1, "no pair");
        vm.assertEq(uint256(_bread(nestCreature)), nestBread, "nest breed times kept");
        vm.assertEq(uint256(_bread(pairCreature)), pairBread, "pairing breed times kept");

        vm.prank(BOB);
        uint256 pairId = breeding.pair(nestCreature, pairCreature, raised);
        vm.assertEq(pairId, 1, "paired");
        vm.assertEq(bobBefore - afa.balanceOf(BOB), raised, "the current cost, once agreed to");
    }

    function test_pairWithBreedTimeBuysOneTimeFirst() public {
        vm.prank(SETTER);
        creatures.updateBread(pairCreature, 0);
        (uint256 quote, bool needsBreedTime) = breeding.breedQuote(pairCreature);
        vm.assertTrue(needsBreedTime, "needs a breed time");
        vm.assertEq(quote, 250 ether, "cost plus fee");
        uint256 before = afa.balanceOf(BOB);
        vm.prank(BOB);
        breeding.pairWithBreedTime(nestCreature, pairCreature, quote);
        vm.assertEq(before - afa.balanceOf(BOB), 250 ether, "paid cost and fee");
        vm.assertEq(uint256(_bread(pairCreature)), 0, "bought time spent");
    }

    function test_RevertWhen_pairWithBreedTimeWhileTimesLeft() public {
        uint32 bread = _bread(pairCreature);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.BreedTimesLeft.selector, pairCreature, bread));
        vm.prank(BOB);
        breeding.pairWithBreedTime(nestCreature, pairCreature, NO_COST_LIMIT);
    }

    function test_RevertWhen_pairWithBreedTimeOnOthersCreature() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NotTokenOwner.selector, pairCreature, CAROL));
        vm.prank(CAROL);
        breeding.pairWithBreedTime(nestCreature, pairCreature, NO_COST_LIMIT);
    }

    function test_RevertWhen_pairWithBreedTimeCostRaisedAboveTheQuote() public {
        vm.prank(SETTER);
        creatures.updateBread(pairCreature, 0);
        (uint256 quoted, bool needsBreedTime) = breeding.breedQuote(pairCreature);
        vm.assertTrue(needsBreedTime, "needs a breed time");
        CreatureBreeding.Settings memory settings = defaultBreedingSettings();
        settings.breedTimeFee = 3 * settings.breedTimeFee;
        vm.prank(OWNER);
        breeding.setSettings(settings);
        (uint256 raised,) = breeding.breedQuote(pairCreature);
        vm.assertEq(raised, settings.breedTimeFee + settings.breedCost, "fee plus cost");
        vm.assertGe(afa.allowance(BOB, address(breeding)), raised, "the allowance covers the new cost");
        uint32 nestBread = _bread(nestCreature);
        uint256 bobBefore = afa.balanceOf(BOB);

        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.CostAboveLimit.selector, raised, quoted));
        vm.prank(BOB);
        breeding.pairWithBreedTime(nestCreature, pairCreature, quoted);
        vm.assertEq(afa.balanceOf(BOB), bobBefore, "no AFA taken");
        vm.assertEq(afa.balanceOf(TREASURY), 0, "no fee or share to the treasury");
        vm.assertEq(uint256(_bread(pairCreature)), 0, "no breed time bought");
        vm.assertEq(uint256(_bread(nestCreature)), nestBread, "nest breed times kept");
        vm.assertEq(breeding.nextPairId(), 1, "no pair");

        vm.prank(BOB);
        breeding.pairWithBreedTime(nestCreature, pairCreature, raised);
        vm.assertEq(breeding.nextPairId(), 2, "paired");
        vm.assertEq(bobBefore - afa.balanceOf(BOB), raised, "the current cost and fee, once agreed to");
    }

    function test_buyBreedTimes() public {
        uint32 bread = _bread(pairCreature);
        vm.expectEmit(address(breeding));
        emit CreatureBreeding.BreedTimesBought(pairCreature, BOB, 3, 150 ether);
        vm.prank(BOB);
        breeding.buyBreedTimes(pairCreature, 3, 150 ether);
        vm.assertEq(uint256(_bread(pairCreature)), bread + 3, "three more");
    }

    function test_RevertWhen_buyZeroOrForOthers() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.InvalidTimes.selector, 0));
        vm.prank(BOB);
        breeding.buyBreedTimes(pairCreature, 0, NO_COST_LIMIT);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NotTokenOwner.selector, pairCreature, ALICE));
        vm.prank(ALICE);
        breeding.buyBreedTimes(pairCreature, 1, NO_COST_LIMIT);
    }

    function test_RevertWhen_breedTimeFeeRaisedAboveTheQuote() public {
        uint256 quoted = breeding.getSettings().breedTimeFee * 3;
        CreatureBreeding.Settings memory settings = defaultBreedingSettings();
        settings.breedTimeFee = 2 * settings.breedTimeFee;
        vm.prank(OWNER);
        breeding.setSettings(settings);
        uint256 raised = settings.breedTimeFee * 3;
        vm.assertGe(afa.allowance(BOB, address(breeding)), raised, "the allowance covers the new fee");
        uint32 bread = _bread(pairCreature);
        uint256 bobBefore = afa.balanceOf(BOB);

        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.CostAboveLimit.selector, raised, quoted));
        vm.prank(BOB);
        breeding.buyBreedTimes(pairCreature, 3, quoted);
        vm.assertEq(afa.balanceOf(BOB), bobBefore, "no AFA taken");
        vm.assertEq(afa.balanceOf(TREASURY), 0, "no fee to the treasury");
        vm.assertEq(uint256(_bread(pairCreature)), bread, "no breed time bought");

        vm.prank(BOB);
        breeding.buyBreedTimes(pairCreature, 3, raised);
        vm.assertEq(uint256(_bread(pairCreature)), bread + 3, "three more");
        vm.assertEq(bobBefore - afa.balanceOf(BOB), raised, "the current fee, once agreed to");
    }

    function testFuzz_breedCostSplit(uint128 breedCost, uint16 rewardBps) public {
        rewardBps = uint16(bound(rewardBps, 0, 10_000));
        breedCost = uint128(bound(breedCost, 0, 100_000_000 ether));
        CreatureBreeding.Settings memory settings = defaultBreedingSettings();
        settings.breedCost = breedCost;
        settings.nestRewardBps = rewardBps;
        vm.prank(OWNER);
        breeding.setSettings(settings);
        vm.prank(OWNER);
        afa.mint(BOB, breedCost);
        uint256 treasuryBefore = afa.balanceOf(TREASURY);
        vm.prank(BOB);
        breeding.pair(nestCreature, pairCreature, breedCost);
        uint256 reward = breeding.rewardOwed(ALICE, address(afa));
        vm.assertEq(reward, (uint256(breedCost) * rewardBps) / 10_000, "reward share");
        vm.assertEq(afa.balanceOf(TREASURY) - treasuryBefore + reward, breedCost, "cost fully split");
        vm.assertEq(afa.balanceOf(address(breeding)), reward, "breeding holds only rewards");
    }

    function testFuzz_buyBreedTimesFee(uint32 times, uint64 fee) public {
        times = uint32(bound(times, 1, 1_000));
        CreatureBreeding.Settings memory settings = defaultBreedingSettings();
        settings.breedTimeFee = fee;
        vm.prank(OWNER);
        breeding.setSettings(settings);
        vm.prank(OWNER);
        afa.mint(BOB, uint256(fee) * times);
        uint256 before = afa.balanceOf(BOB);
        vm.prank(BOB);
        breeding.buyBreedTimes(pairCreature, times, uint256(fee) * times);
        vm.assertEq(before - afa.balanceOf(BOB), uint256(fee) * times, "fee per time");
    }

    // ---------------------------------------------------------------- claims and rewards

    function test_claimOffspringAfterFrozenTime() public {
        uint256 pairId = _pair();
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.PairFrozen.selector, pairId, block.timestamp + 8 hours));
        vm.prank(BOB);
        breeding.commitClaim(pairId);
        vm.warp(block.timestamp + 8 hours);
        vm.expectEmit(address(breeding));
        emit CreatureBreeding.ClaimCommitted(pairId, BOB, uint64(block.number));
        vm.prank(BOB);
        breeding.commitClaim(pairId);
        vm.assertEq(uint256(breeding.pairOf(pairId).seedBlock), block.number, "committed to this block");
        vm.roll(block.number + 1);
        vm.prank(BOB);
        uint256 offspring = breeding.claim(pairId);
        vm.assertEq(creatures.ownerOf(offspring), BOB, "offspring to the pairing holder");
        CreatureNft.Creature memory child = creatures.creatureOf(offspring).creature;
        CreatureNft.Creature memory parent1 = creatures.creatureOf(nestCreature).creature;
        CreatureNft.Creature memory parent2 = creatures.creatureOf(pairCreature).creature;
        vm.assertTrue(child.revealed, "born revealed");
        vm.assertEq(uint256(child.bread), 2, "offspring bread");
        vm.assertEq(uint256(child.lifespan), 100, "offspring lifespan");
        vm.assertTrue(child.species == parent1.species || child.species == parent2.species, "inherited species");
        for (uint256 i = 0; i < 10; i++) {
            vm.assertTrue(child.params[i] == parent1.params[i] || child.params[i] == parent2.params[i], "inherited");
        }
        vm.assertEq(breeding.pairOf(pairId).offspringId, offspring, "recorded");
    }

    function test_RevertWhen_claimUnknownOthersOrTwice() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.UnknownPair.selector, 7));
        vm.prank(BOB);
        breeding.claim(7);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.UnknownPair.selector, 7));
        vm.prank(BOB);
        breeding.commitClaim(7);
        uint256 pairId = _pair();
        vm.warp(block.timestamp + 8 hours);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NotPairOwner.selector, pairId, ALICE));
        vm.prank(ALICE);
        breeding.commitClaim(pairId);
        _commit(pairId);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NotPairOwner.selector, pairId, ALICE));
        vm.prank(ALICE);
        breeding.claim(pairId);
        vm.prank(BOB);
        breeding.claim(pairId);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.AlreadyClaimed.selector, pairId));
        vm.prank(BOB);
        breeding.commitClaim(pairId);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.AlreadyClaimed.selector, pairId));
        vm.prank(BOB);
        breeding.claim(pairId);
    }

    function test_RevertWhen_claimUncommittedOrInTheCommitBlock() public {
        uint256 pairId = _pair();
        vm.warp(block.timestamp + 8 hours);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.ClaimNotCommitted.selector, pairId));
        vm.prank(BOB);
        breeding.claim(pairId);
        vm.prank(BOB);
        breeding.commitClaim(pairId);
        uint64 seedBlock = uint64(block.number);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.SeedNotReady.selector, pairId, seedBlock));
        vm.prank(BOB);
        breeding.claim(pairId);
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.ClaimAlreadyCommitted.selector, pairId, seedBlock));
        vm.prank(BOB);
        breeding.commitClaim(pairId);
    }

    function test_withdrawReward() public {
        _pair();
        uint256 before = afa.balanceOf(ALICE);
        vm.expectEmit(address(breeding));
        emit CreatureBreeding.RewardWithdrawn(ALICE, address(afa), 100 ether);
        vm.prank(ALICE);
        breeding.withdrawReward(address(afa));
        vm.assertEq(afa.balanceOf(ALICE) - before, 100 ether, "reward paid");
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.NothingToWithdraw.selector, ALICE, address(afa)));
        vm.prank(ALICE);
        breeding.withdrawReward(address(afa));
    }

    function test_rewardsOfListsEachTokenOwed() public {
        vm.assertEq(breeding.rewardsOf(ALICE).length, 0, "nothing owed yet");
        _pair();
        vm.prank(OWNER);
        breeding.setAddresses(address(talk), TREASURY);
        vm.prank(OWNER);
        talk.setMinter(OWNER, true);
        vm.prank(OWNER);
        talk.mintTo(CAROL, 1_000 ether);
        uint256 carols = revealedCreature(CAROL);
        vm.warp(block.timestamp + 4 hours);
        vm.startPrank(CAROL);
        talk.approve(address(breeding), type(uint256).max);
        breeding.pair(nestCreature, carols, _quotedBreedCost());
        vm.stopPrank();
        CreatureBreeding.OwedReward[] memory owed = breeding.rewardsOf(ALICE);
        vm.assertEq(owed.length, 2, "two tokens");
        vm.assertEq(owed[0].token, address(afa), "first cost token");
        vm.assertEq(owed[0].amount, 100 ether, "AFA owed");
        vm.assertEq(owed[1].token, address(talk), "second cost token");
        vm.assertEq(owed[1].amount, 100 ether, "talk owed");
    }

    // ---------------------------------------------------------------- administration

    function test_timeConstants() public view {
        vm.assertEq(uint256(breeding.PER_DAY()), 86_400, "per day");
        vm.assertEq(uint256(breeding.FOUR_HOUR()), 14_400, "four hours");
        vm.assertEq(uint256(breeding.EIGHT_HOUR()), 28_800, "eight hours");
    }

    function test_settingsAndAddresses() public {
        CreatureBreeding.Settings memory settings = defaultBreedingSettings();
        settings.breedCost = 1;
        vm.startPrank(OWNER);
        breeding.setSettings(settings);
        breeding.setAddresses(address(talk), CAROL);
        vm.stopPrank();
        vm.assertEq(breeding.getSettings().breedCost, 1, "cost");
        vm.assertEq(address(breeding.costToken()), address(talk), "cost token");
        vm.assertEq(breeding.treasury(), CAROL, "treasury");
    }

    function test_RevertWhen_invalidSettingsOrAddresses() public {
        CreatureBreeding.Settings memory settings = defaultBreedingSettings();
        settings.nestRewardBps = 10_001;
        vm.startPrank(OWNER);
        vm.expectRevert(CreatureBreeding.InvalidSettings.selector);
        breeding.setSettings(settings);
        vm.expectRevert(CreatureBreeding.ZeroAddress.selector);
        breeding.setAddresses(address(0), CAROL);
        vm.stopPrank();
    }
}
