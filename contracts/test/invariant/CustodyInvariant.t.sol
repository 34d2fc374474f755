// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TestBase} from "../utils/TestBase.sol";
import {SystemFixture} from "../utils/SystemFixture.sol";
import {AfaToken} from "../../src/AfaToken.sol";
import {CreatureNft} from "../../src/CreatureNft.sol";
import {PendantNft} from "../../src/PendantNft.sol";
import {CreatureBreeding} from "../../src/CreatureBreeding.sol";
import {CreatureStakingPool} from "../../src/CreatureStakingPool.sol";
import {CreatureUpgrade} from "../../src/CreatureUpgrade.sol";
import {CreatureAttributes} from "../../src/CreatureAttributes.sol";

/// @notice Random holders doing everything a holder can: buy, reveal, transfer, nest, pair, claim, close,
/// stake, release, withdraw, buy/open/equip/uninstall pendants, upgrade, as time passes.
contract SystemHandler is TestBase {
    CreatureNft internal immutable creatures;
    PendantNft internal immutable pendants;
    CreatureBreeding internal immutable breeding;
    CreatureStakingPool internal immutable stakingPool;
    CreatureUpgrade internal immutable upgrades;
    address[3] internal actors = [ALICE, BOB, CAROL];

    constructor(
        CreatureNft creatures_,
        PendantNft pendants_,
        CreatureBreeding breeding_,
        CreatureStakingPool stakingPool_,
        CreatureUpgrade upgrades_
    ) {
        creatures = creatures_;
        pendants = pendants_;
        breeding = breeding_;
        stakingPool = stakingPool_;
        upgrades = upgrades_;
    }

    function _actor(uint256 seed) internal view returns (address) {
        return actors[seed % actors.length];
    }

    function _creatureId(uint256 seed) internal view returns (uint256) {
        uint256 next = creatures.nextTokenId();
        return next == 1 ? 1 : 1 + (seed % (next - 1));
    }

    function _pendantId(uint256 seed) internal view returns (uint256) {
        uint256 next = pendants.nextTokenId();
        return next == 1 ? 1 : 1 + (seed % (next - 1));
    }

    /// @dev Acts as the creature's holder when a user holds it, else as a random actor.
    function _holderOr(uint256 tokenId, uint256 seed) internal view returns (address) {
        address holder = creatures.ownerOf(tokenId);
        return holder.code.length == 0 ? holder : _actor(seed);
    }

    function buyCreatures(uint256 actorSeed, uint256 quantity) external {
        quantity = bound(quantity, 1, 3);
        // Arguments are computed before the prank: a view call after it would take the prank instead.
        uint256 cost = quantity * creatures.price();
        vm.prank(_actor(actorSeed));
        creatures.buy{value: cost}(quantity, cost);
    }

    function reveal(uint256 seed) external {
        uint256 tokenId = _creatureId(seed);
        vm.prank(_holderOr(tokenId, seed));
        creatures.reveal(tokenId);
    }

    function transferCreature(uint256 seed, uint256 toSeed) external {
        uint256 tokenId = _creatureId(seed);
        address from = _holderOr(tokenId, seed);
        vm.prank(from);
        creatures.transferFrom(from, _actor(toSeed), tokenId);
    }

    function createNest(uint256 seed) external {
        uint256 tokenId = _creatureId(seed);
        vm.prank(_holderOr(tokenId, seed));
        breeding.createNest(tokenId);
    }

    function pair(uint256 nestSeed, uint256 seed) external {
        uint256 tokenId = _creatureId(seed);
        uint256 nestId = _creatureId(nestSeed);
        vm.prank(_holderOr(tokenId, seed));
        breeding.pair(nestId, tokenId, NO_COST_LIMIT);
    }

    function claimOffspring(uint256 pairSeed, uint256 actorSeed) external {
        uint256 next = breeding.nextPairId();
        if (next == 1) return;
        uint256 pairId = 1 + (pairSeed % (next - 1));
        address owner2 = breeding.pairOf(pairId).owner2;
        address claimant = owner2 == address(0) ? _actor(actorSeed) : owner2;
        if (breeding.pairOf(pairId).seedBlock == 0) {
            vm.prank(claimant);
            breeding.commitClaim(pairId);
            vm.roll(block.number + 1);
        }
        vm.prank(claimant);
        breeding.claim(pairId);
    }

    function closeNest(uint256 seed, uint256 actorSeed) external {
        uint256 tokenId = _creatureId(seed);
        CreatureBreeding.NestView memory nest = breeding.nestOf(tokenId);
        vm.prank(nest.nest.owner == address(0) ? _actor(actorSeed) : nest.nest.owner);
        breeding.closeNest(tokenId);
    }

    function stake(uint256 seed) external {
        uint256 tokenId = _creatureId(seed);
        vm.prank(_holderOr(tokenId, seed));
        stakingPool.stake(tokenId);
    }

    function releaseOrWithdraw(uint256 seed, bool withdrawToo) external {
        uint256 tokenId = _creatureId(seed);
        address staker = stakingPool.stakeOf(tokenId).stake.owner;
        vm.prank(staker == address(0) ? _actor(seed) : staker);
        if (withdrawToo) stakingPool.withdraw(tokenId);
        else stakingPool.release(tokenId);
    }

    function upgrade(uint256 seed, uint8 attributeIndex) external {
        uint256 tokenId = _creatureId(seed);
        vm.prank(_holderOr(tokenId, seed));
        upgrades.upgrade(
            tokenId, CreatureAttributes.codeOf(attributeIndex % CreatureAttributes.COUNT), NO_COST_LIMIT, NO_COST_LIMIT
        );
    }

    function buyAndOpenPendant(uint256 actorSeed, bool openIt) external {
        address actor = _actor(actorSeed);
        uint256 cost = pendants.price();
        vm.prank(actor);
        uint256 pendantId = pendants.buy{value: cost}(1);
        if (openIt) {
            vm.prank(actor);
            pendants.open(pendantId);
        }
    }

    function equip(uint256 pendantSeed, uint256 creatureSeed) external {
        uint256 pendantId = _pendantId(pendantSeed);
        address holder = pendants.ownerOf(pendantId);
        uint256 creatureId = _creatureId(creatureSeed);
        vm.prank(holder);
        pendants.equip(pendantId, creatureId);
    }

    function uninstall(uint256 pendantSeed, uint256 actorSeed) external {
        uint256 pendantId = _pendantId(pendantSeed);
        uint256 creatureId = pendants.equippedOn(pendantId);
        address holder = creatureId == 0 ? _actor(actorSeed) : _holderOr(creatureId, actorSeed);
        vm.prank(holder);
        pendants.uninstall(pendantId);
    }

    function passTime(uint256 secondsToPass) external {
        vm.warp(block.timestamp + bound(secondsToPass, 1, 2 days));
    }

    function isActor(address account) external view returns (bool) {
        for (uint256 i = 0; i < actors.length; i++) {
            if (actors[i] == account) return true;
        }
        return false;
    }
}

contract CustodyInvariantTest is SystemFixture {
    SystemHandler internal handler;

    function setUp() public {
        deploySystem();
        handler = new SystemHandler(creatures, pendants, breeding, stakingPool, upgrades);
        targetContract(address(handler));
        // Seed some revealed creatures and open pendants so random calls find something to act on.
        revealedCreature(ALICE);
        revealedCreature(BOB);
        revealedCreature(CAROL);
        openPendant(ALICE);
        openPendant(BOB);
    }

    /// @dev Every creature is held by a user, by breeding in an open nest, or by the pool as a recorded stake.
    function invariant_everyCreatureIsHeldForAReason() public view {
        uint256 next = creatures.nextTokenId();
        for (uint256 tokenId = 1; tokenId < next; tokenId++) {
            address holder = creatures.ownerOf(tokenId);
            if (holder == address(breeding)) {
                vm.assertTrue(breeding.isNestOpen(tokenId), "breeding holds only nest creatures");
            } else if (holder == address(stakingPool)) {
                vm.assertTrue(stakingPool.isStaked(tokenId), "the pool holds only staked creatures");
            } else {
                vm.assertTrue(handler.isActor(holder), "otherwise a user holds it");
            }
        }
    }

    /// @dev Every pendant is held by a user, or by the pendant contract while equipped in its creature's slot.
    function invariant_everyPendantIsHeldForAReason() public view {
        uint256 next = pendants.nextTokenId();
        for (uint256 pendantId = 1; pendantId < next; pendantId++) {
            address holder = pendants.ownerOf(pendantId);
            uint256 creatureId = pendants.equippedOn(pendantId);
            if (holder == address(pendants)) {
                vm.assertTrue(creatureId != 0, "held only while equipped");
                bool inSlot;
                uint256[4] memory slots = pendants.equippedPendants(creatureId);
                for (uint256 i = 0; i < slots.length; i++) {
                    if (slots[i] == pendantId) inSlot = true;
                }
                vm.assertTrue(inSlot, "its creature's slot points back to it");
            } else {
                vm.assertEq(creatureId, 0, "a pendant a user holds is not equipped");
                vm.assertTrue(handler.isActor(holder), "otherwise a user holds it");
            }
        }
    }

    function invariant_afaNeverExceedsCap() public view {
        AfaToken token = afa;
        vm.assertLe(token.totalSupply(), token.cap(), "AFA within its cap");
    }

    function invariant_breedingCoversTheRewardsItOwes() public view {
        vm.assertGe(
            afa.balanceOf(address(breeding)),
            breeding.rewardOwed(ALICE, address(afa)) + breeding.rewardOwed(BOB, address(afa))
                + breeding.rewardOwed(CAROL, address(afa)),
            "rewards are covered"
        );
    }
}
