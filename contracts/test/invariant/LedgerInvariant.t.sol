// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TestBase} from "../utils/TestBase.sol";
import {SystemFixture} from "../utils/SystemFixture.sol";
import {AfaToken} from "../../src/AfaToken.sol";
import {TalkToken} from "../../src/TalkToken.sol";
import {CreatureNft} from "../../src/CreatureNft.sol";
import {PendantNft} from "../../src/PendantNft.sol";
import {CreatureBreeding} from "../../src/CreatureBreeding.sol";
import {CreatureStakingPool} from "../../src/CreatureStakingPool.sol";
import {CreatureUpgrade} from "../../src/CreatureUpgrade.sol";
import {CreatureAttributes} from "../../src/CreatureAttributes.sol";

/// @notice The system's contracts, passed to the handler in one value.
struct System {
    AfaToken afa;
    TalkToken talk;
    CreatureNft creatures;
    PendantNft pendants;
    CreatureBreeding breeding;
    CreatureStakingPool stakingPool;
    CreatureUpgrade upgrades;
    address treasury;
    address setter;
}

/// @notice Random holders doing every paid or custodial action, while a ledger written from the rules alone
/// (prices, grade costs, fees, shares, income tables) records what each successful action must have cost,
/// paid and minted. Every argument is computed before the prank, so the prank always lands on the action.
contract LedgerHandler is TestBase {
    System internal sys;
    address[3] internal actors = [ALICE, BOB, CAROL];

    uint256 public ethPaidForCreatures;
    uint256 public talkPaidForCreatures;
    uint256 public ethPaidForPendants;
    uint256 public afaOwedToTreasury;
    uint256 public talkOwedToTreasury;
    uint256 public nestRewardsOwed;
    uint256 public stakingIncomeMinted;
    uint256 public creaturesBought;
    uint256 public offspringClaimed;
    uint256 public pendantsBought;

    constructor(System memory system) {
        sys = system;
    }

    function _actor(uint256 seed) internal view returns (address) {
        return actors[seed % actors.length];
    }

    function _creatureId(uint256 seed) internal view returns (uint256) {
        uint256 next = sys.creatures.nextTokenId();
        return 1 + (seed % (next - 1));
    }

    function _pendantId(uint256 seed) internal view returns (uint256) {
        uint256 next = sys.pendants.nextTokenId();
        return 1 + (seed % (next - 1));
    }

    /// @dev The user behind a creature: its holder, or the staker or nest owner of a creature in custody.
    function _userOf(uint256 tokenId, uint256 seed) internal view returns (address) {
        address holder = sys.creatures.ownerOf(tokenId);
        if (holder == address(sys.breeding)) return sys.breeding.nestOf(tokenId).nest.owner;
        if (holder == address(sys.stakingPool)) return sys.stakingPool.stakeOf(tokenId).stake.owner;
        return holder.code.length == 0 ? holder : _actor(seed);
    }

    /// @dev The first creature from `start` on with a rebirth pending, else `start`.
    function _pendingRebirthOr(uint256 start) internal view returns (uint256) {
        uint256 next = sys.creatures.nextTokenId();
        for (uint256 i = 0; i < next - 1; i++) {
            uint256 tokenId = 1 + ((start - 1 + i) % (next - 1));
            if (sys.creatures.creatureOf(tokenId).creature.rebirthTime != 0) return tokenId;
        }
        return start;
    }

    /// @dev The first staked creature from `start` on, else `start`.
    function _stakedOr(uint256 start) internal view returns (uint256) {
        uint256 next = sys.creatures.nextTokenId();
        for (uint256 i = 0; i < next - 1; i++) {
            uint256 tokenId = 1 + ((start - 1 + i) % (next - 1));
            if (sys.stakingPool.isStaked(tokenId)) return tokenId;
        }
        return start;
    }

    // ---------------------------------------------------------------- purchases

    function buyCreatures(uint256 actorSeed, uint256 quantity) external {
        quantity = bound(quantity, 1, 3);
        address buyer = _actor(actorSeed);
        (bool inTalk, uint256 cost) = sys.creatures.buyCost(quantity);
        uint256 value = inTalk ? 0 : cost;
        vm.prank(buyer);
        sys.creatures.buy{value: value}(quantity, cost);
        if (inTalk) talkPaidForCreatures += cost;
        else ethPaidForCreatures += cost;
        creaturesBought += quantity;
    }

    function switchCreaturePaymentToken(bool inTalk) external {
        address owner = sys.creatures.owner();
        vm.prank(owner);
        sys.creatures.setBuyBySecondToken(inTalk);
    }

    function reveal(uint256 seed) external {
        uint256 tokenId = _creatureId(seed);
        address user = _userOf(tokenId, seed);
        vm.prank(user);
        sys.creatures.reveal(tokenId);
    }

    function transferCreature(uint256 seed, uint256 toSeed) external {
        uint256 tokenId = _creatureId(seed);
        address from = _userOf(tokenId, seed);
        address to = _actor(toSeed);
        vm.prank(from);
        sys.creatures.transferFrom(from, to, tokenId);
    }

    function buyPendant(uint256 actorSeed, bool openIt) external {
        address buyer = _actor(actorSeed);
        uint256 cost = sys.pendants.price();
        vm.prank(buyer);
        uint256 pendantId = sys.pendants.buy{value: cost}(1);
        ethPaidForPendants += cost;
        pendantsBought += 1;
        if (openIt) {
            vm.prank(buyer);
            sys.pendants.open(pendantId);
        }
    }

    function equip(uint256 pendantSeed, uint256 creatureSeed) external {
        uint256 pendantId = _pendantId(pendantSeed);
        uint256 creatureId = _creatureId(creatureSeed);
        address holder = sys.pendants.ownerOf(pendantId);
        address user = holder.code.length == 0 ? holder : _actor(pendantSeed);
        vm.prank(user);
        sys.pendants.equip(pendantId, creatureId);
    }

    function uninstall(uint256 pendantSeed, uint256 actorSeed) external {
        uint256 pendantId = _pendantId(pendantSeed);
        uint256 creatureId = sys.pendants.equippedOn(pendantId);
        address user = creatureId == 0 ? _actor(actorSeed) : _userOf(creatureId, actorSeed);
        vm.prank(user);
        sys.pendants.uninstall(pendantId);
    }

    // ---------------------------------------------------------------- upgrades and rebirths

    function upgrade(uint256 seed, uint8 attributeIndex) external {
        uint256 tokenId = _creatureId(seed);
        uint8 attribute = CreatureAttributes.codeOf(attributeIndex % CreatureAttributes.COUNT);
        address user = _userOf(tokenId, seed);
        uint256 grade = uint256(sys.creatures.creatureOf(tokenId).creature.levels[attributeIndex % 4]) + 1;
        CreatureUpgrade.Settings memory settings = sys.upgrades.getSettings();
        uint256 afaCost = settings.afaCostPerGrade * grade;
        uint256 talkCost = settings.talkCostPerGrade * grade;
        vm.prank(user);
        sys.upgrades.upgrade(tokenId, attribute, afaCost, talkCost);
        afaOwedToTreasury += afaCost;
        talkOwedToTreasury += talkCost;
    }

    /// @dev Uses the setter's power to update lifespan when needed, to reach rebirths in a short call sequence.
    function rebirth(uint256 seed, bool spendFirst) external {
        uint256 tokenId = _creatureId(seed);
        address user = _userOf(tokenId, seed);
        if (spendFirst) {
            vm.prank(sys.setter);
            sys.creatures.updateLifespan(tokenId, 0);
        }
        vm.prank(user);
        sys.upgrades.rebirth(tokenId);
    }

    function claimRebirth(uint256 seed, bool accelerate) external {
        uint256 tokenId = _pendingRebirthOr(_creatureId(seed));
        address user = _userOf(tokenId, seed);
        uint64 readyAt = sys.creatures.creatureOf(tokenId).creature.rebirthTime;
        uint256 cost = sys.upgrades.accelerateCostAt(readyAt, block.timestamp);
        vm.prank(user);
        if (accelerate) {
            sys.upgrades.accelerateRebirth(tokenId, cost);
            talkOwedToTreasury += cost;
        } else {
            sys.upgrades.claimRebirth(tokenId);
        }
    }

    // ---------------------------------------------------------------- breeding

    function createNest(uint256 seed) external {
        uint256 tokenId = _creatureId(seed);
        address user = _userOf(tokenId, seed);
        vm.prank(user);
        sys.breeding.createNest(tokenId);
    }

    function pair(uint256 nestSeed, uint256 seed, bool buyBreedTime) external {
        uint256 nestCount = sys.breeding.openNestCount();
        uint256 nestId = nestCount == 0 ? _creatureId(nestSeed) : sys.breeding.openNests()[nestSeed % nestCount].nestId;
        uint256 tokenId = _creatureId(seed);
        address user = _userOf(tokenId, seed);
        CreatureBreeding.Settings memory settings = sys.breeding.getSettings();
        uint256 reward = sys.breeding.nestReward(settings.breedCost);
        vm.prank(user);
        if (buyBreedTime) {
            sys.breeding.pairWithBreedTime(nestId, tokenId, settings.breedTimeFee + settings.breedCost);
            afaOwedToTreasury += settings.breedTimeFee;
        } else {
            sys.breeding.pair(nestId, tokenId, settings.breedCost);
        }
        nestRewardsOwed += reward;
        afaOwedToTreasury += settings.breedCost - reward;
    }

    function buyBreedTimes(uint256 seed, uint32 times) external {
        uint256 tokenId = _creatureId(seed);
        times = uint32(bound(times, 1, 3));
        address user = _userOf(tokenId, seed);
        uint256 fee = sys.breeding.getSettings().breedTimeFee * times;
        vm.prank(user);
        sys.breeding.buyBreedTimes(tokenId, times, fee);
        afaOwedToTreasury += fee;
    }

    function claimOffspring(uint256 pairSeed, uint256 actorSeed) external {
        uint256 next = sys.breeding.nextPairId();
        if (next == 1) return;
        uint256 pairId = 1 + (pairSeed % (next - 1));
        address owner2 = sys.breeding.pairOf(pairId).owner2;
        address claimant = owner2 == address(0) ? _actor(actorSeed) : owner2;
        if (sys.breeding.pairOf(pairId).seedBlock == 0) {
            vm.prank(claimant);
            sys.breeding.commitClaim(pairId);
            vm.roll(block.number + 1);
        }
        vm.prank(claimant);
        sys.breeding.claim(pairId);
        offspringClaimed += 1;
    }

    function closeNestOrWithdrawReward(uint256 seed, bool close) external {
        uint256 nestId = _creatureId(seed);
        address nestOwner = sys.breeding.nestOf(nestId).nest.owner;
        address user = nestOwner == address(0) ? _actor(seed) : nestOwner;
        uint256 reward = sys.breeding.rewardOwed(user, address(sys.afa));
        vm.prank(user);
        if (close) sys.breeding.closeNest(nestId);
        else sys.breeding.withdrawReward(address(sys.afa));
        nestRewardsOwed -= reward;
    }

    // ---------------------------------------------------------------- staking

    function stake(uint256 seed) external {
        uint256 tokenId = _creatureId(seed);
        address user = _userOf(tokenId, seed);
        vm.prank(user);
        sys.stakingPool.stake(tokenId);
    }

    function releaseOrWithdraw(uint256 seed, bool withdrawToo) external {
        uint256 tokenId = _stakedOr(_creatureId(seed));
        address user = _userOf(tokenId, seed);
        uint256 due = sys.stakingPool.pendingIncome(tokenId);
        vm.prank(user);
        if (withdrawToo) sys.stakingPool.withdraw(tokenId);
        else sys.stakingPool.release(tokenId);
        stakingIncomeMinted += due;
    }

    // ---------------------------------------------------------------- owner and time

    /// @dev Half the time tries past the AFA cap, which the token must refuse.
    function mintAfa(uint256 actorSeed, uint256 amount) external {
        uint256 room = sys.afa.cap() - sys.afa.totalSupply();
        amount = amount % 2 == 0 ? bound(amount, 0, room) : bound(amount, room + 1, type(uint128).max);
        address owner = sys.afa.owner();
        address to = _actor(actorSeed);
        vm.prank(owner);
        sys.afa.mint(to, amount);
    }

    function passTime(uint256 secondsToPass) external {
        vm.warp(block.timestamp + bound(secondsToPass, 1 hours, 3 days));
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    function actorAt(uint256 index) external view returns (address) {
        return actors[index];
    }
}

/// @notice Under random call sequences: supplies within their caps and fully accounted for, every token in
/// exactly one place and in custody exactly when a record says so, and every cost paid to whom the rules say.
contract LedgerInvariantTest is SystemFixture {
    LedgerHandler internal handler;
    uint256 internal talkSupplyAtStart;
    uint256 internal creaturesAtStart;
    uint256 internal pendantsAtStart;

    function setUp() public {
        deploySystem();
        vm.prank(OWNER);
        creatures.setTalkPrice(1_000 ether);
        revealedCreature(ALICE);
        revealedCreature(BOB);
        revealedCreature(CAROL);
        openPendant(ALICE);
        openPendant(BOB);
        // Proceeds paid before the handler's first call are the ledger's opening balance.
        vm.prank(OWNER);
        creatures.withdraw(payable(OWNER));
        vm.prank(OWNER);
        pendants.withdraw(payable(OWNER));
        talkSupplyAtStart = talk.totalSupply();
        creaturesAtStart = creatures.totalSupply();
        pendantsAtStart = pendants.totalSupply();

        handler = new LedgerHandler(
            System({
                afa: afa,
                talk: talk,
                creatures: creatures,
                pendants: pendants,
                breeding: breeding,
                stakingPool: stakingPool,
                upgrades: upgrades,
                treasury: TREASURY,
                setter: SETTER
            })
        );
        targetContract(address(handler));
    }

    function _isActor(address account) internal view returns (bool) {
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            if (handler.actorAt(i) == account) return true;
        }
        return false;
    }

    // ---------------------------------------------------------------- supplies

    function invariant_afaWithinCapAndFullyHeld() public view {
        vm.assertLe(afa.totalSupply(), afa.cap(), "AFA within its cap");
        uint256 held = afa.balanceOf(TREASURY) + afa.balanceOf(address(breeding));
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            held += afa.balanceOf(handler.actorAt(i));
        }
        vm.assertEq(held, afa.totalSupply(), "every AFA is held by a user, the treasury or breeding");
    }

    function invariant_talkIsMintedOnlyForEtherOrStakingIncome() public view {
        vm.assertEq(
            talk.totalSupply(), talkSupplyAtStart + handler.stakingIncomeMinted(), "talk supply matches the ledger"
        );
    }

    /// @dev No creature duplicated or lost: ids are dense, each owned once, and all held by known places.
    function invariant_creaturesNeitherDuplicatedNorLost() public view {
        uint256 supply = creatures.totalSupply();
        vm.assertEq(supply, creatures.nextTokenId() - 1, "every id minted exists once");
        vm.assertEq(
            supply, creaturesAtStart + handler.creaturesBought() + handler.offspringClaimed(), "minted only when paid"
        );
        uint256 held = creatures.balanceOf(address(breeding)) + creatures.balanceOf(address(stakingPool));
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            held += creatures.balanceOf(handler.actorAt(i));
        }
        vm.assertEq(held, supply, "every creature is with a user, a nest or the pool");
    }

    function invariant_pendantsNeitherDuplicatedNorLost() public view {
        uint256 supply = pendants.totalSupply();
        vm.assertEq(supply, pendants.nextTokenId() - 1, "every id minted exists once");
        vm.assertEq(supply, pendantsAtStart + handler.pendantsBought(), "minted only when paid");
        uint256 held = pendants.balanceOf(address(pendants));
        for (uint256 i = 0; i < handler.actorCount(); i++) {
            held += pendants.balanceOf(handler.actorAt(i));
        }
        vm.assertEq(held, supply, "every pendant is with a user or equipped");
    }

    // ---------------------------------------------------------------- custody, from the records' side

    /// @dev Each record of custody (open nest, stake, equipped slot) is backed by the token itself.
    function invariant_everyCustodyRecordHoldsItsToken() public view {
        CreatureBreeding.NestView[] memory nests = breeding.openNests();
        for (uint256 i = 0; i < nests.length; i++) {
            vm.assertEq(creatures.ownerOf(nests[i].nestId), address(breeding), "an open nest holds its creature");
            vm.assertTrue(_isActor(nests[i].nest.owner), "owned by a user");
        }
        vm.assertEq(nests.length, creatures.balanceOf(address(breeding)), "and breeding holds nothing else");

        uint256 staked;
        for (uint256 a = 0; a < handler.actorCount(); a++) {
            CreatureStakingPool.StakeView[] memory stakes = stakingPool.stakesOf(handler.actorAt(a));
            staked += stakes.length;
            for (uint256 i = 0; i < stakes.length; i++) {
                vm.assertEq(creatures.ownerOf(stakes[i].tokenId), address(stakingPool), "a stake holds its creature");
                vm.assertEq(stakes[i].stake.owner, handler.actorAt(a), "listed under its staker");
            }
        }
        vm.assertEq(staked, creatures.balanceOf(address(stakingPool)), "and the pool holds nothing else");

        uint256 equipped;
        uint256 next = creatures.nextTokenId();
        for (uint256 creatureId = 1; creatureId < next; creatureId++) {
            uint256[4] memory slots = pendants.equippedPendants(creatureId);
            for (uint256 s = 0; s < slots.length; s++) {
                if (slots[s] == 0) continue;
                equipped++;
                vm.assertEq(pendants.ownerOf(slots[s]), address(pendants), "an equipped pendant is in custody");
                vm.assertEq(pendants.equippedOn(slots[s]), creatureId, "and points back to its creature");
            }
        }
        vm.assertEq(equipped, pendants.balanceOf(address(pendants)), "the pendant contract holds nothing else");
    }

    // ---------------------------------------------------------------- costs paid

    function invariant_purchasesArePaidInFull() public view {
        vm.assertEq(address(creatures).balance, handler.ethPaidForCreatures(), "creature ETH proceeds");
        vm.assertEq(talk.balanceOf(address(creatures)), handler.talkPaidForCreatures(), "creature talk proceeds");
        vm.assertEq(address(pendants).balance, handler.ethPaidForPendants(), "pendant ETH proceeds");
    }

    function invariant_treasuryReceivesEveryCost() public view {
        vm.assertEq(afa.balanceOf(TREASURY), handler.afaOwedToTreasury(), "AFA: grades, breed shares, breed times");
        vm.assertEq(talk.balanceOf(TREASURY), handler.talkOwedToTreasury(), "talk: grades and accelerations");
    }

    function invariant_breedingHoldsExactlyTheRewardsItOwes() public view {
        uint256 owed = breeding.rewardOwed(ALICE, address(afa)) + breeding.rewardOwed(BOB, address(afa))
            + breeding.rewardOwed(CAROL, address(afa));
        vm.assertEq(owed, handler.nestRewardsOwed(), "rewards match the ledger");
        vm.assertEq(afa.balanceOf(address(breeding)), owed, "and are exactly covered");
    }
}
