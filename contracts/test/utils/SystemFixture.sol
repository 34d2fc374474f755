// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TestBase} from "./TestBase.sol";
import {AfaToken} from "../../src/AfaToken.sol";
import {TalkToken} from "../../src/TalkToken.sol";
import {CreatureNft} from "../../src/CreatureNft.sol";
import {CreatureUpgrade} from "../../src/CreatureUpgrade.sol";
import {PendantNft} from "../../src/PendantNft.sol";
import {CreatureBreeding} from "../../src/CreatureBreeding.sol";
import {CreatureStakingPool} from "../../src/CreatureStakingPool.sol";

/// @notice The contracts deployed and wired as the deploy script does, with funded holders.
abstract contract SystemFixture is TestBase {
    address internal constant TREASURY = address(0x7EA5);
    address internal constant SETTER = address(0x5E77E4);
    uint256 internal constant CREATURE_PRICE = 0.01 ether;
    uint256 internal constant TALK_RATE = 100_000;
    uint256 internal constant PENDANT_PRICE = 0.005 ether;

    AfaToken internal afa;
    TalkToken internal talk;
    CreatureNft internal creatures;
    CreatureUpgrade internal upgrades;
    PendantNft internal pendants;
    CreatureBreeding internal breeding;
    CreatureStakingPool internal stakingPool;

    function defaultUpgradeSettings() internal pure returns (CreatureUpgrade.Settings memory) {
        return CreatureUpgrade.Settings({
            speedLevel: 30 minutes,
            energyLevel: 10,
            lifespanTimes: 100,
            influenceTimes: 10,
            levelLimit: 10,
            lifespanTimesLimit: 3,
            frozenTime: 8 hours,
            accelerateRate: 5 ether,
            minLifespan: 10,
            afaCostPerGrade: 100 ether,
            talkCostPerGrade: 50 ether
        });
    }

    function defaultBreedingSettings() internal pure returns (CreatureBreeding.Settings memory) {
        return CreatureBreeding.Settings({
            breedCost: 200 ether,
            breedTimeFee: 50 ether,
            nestRewardBps: 5_000,
            pairFrozenTime: 8 hours,
            nestCooldown: 4 hours,
            pairerCooldown: 1 days,
            offspringLifespan: 100,
            offspringBread: 2
        });
    }

    function defaultStakingSettings() internal pure returns (CreatureStakingPool.Settings memory) {
        return CreatureStakingPool.Settings({
            income: 80 ether, minIncome: 10 ether, fallingLuckyTime: 7 days, luckyBonusBps: 1_000
        });
    }

    function deploySystem() internal {
        afa = new AfaToken(OWNER, 1_000_000_000 ether);
        talk = new TalkToken(OWNER, TALK_RATE);
        creatures = new CreatureNft(OWNER, CREATURE_PRICE);
        upgrades =
            new CreatureUpgrade(OWNER, creatures, address(afa), address(talk), TREASURY, defaultUpgradeSettings());

        pendants = new PendantNft(OWNER, creatures, PENDANT_PRICE);
        breeding = new CreatureBreeding(OWNER, creatures, address(afa), TREASURY, defaultBreedingSettings());
        stakingPool = new CreatureStakingPool(OWNER, creatures, talk, defaultStakingSettings());

        vm.startPrank(OWNER);
        pendants.setBuyingOpen(true);
        creatures.setTalkToken(address(talk));
        creatures.setBuyingOpen(true);
        creatures.setBreedingOpen(true);
        creatures.setSetter(SETTER);
        creatures.setOperator(address(upgrades), true);
        creatures.setOperator(address(breeding), true);
        creatures.setPendantNft(address(pendants));
        talk.setMinter(address(stakingPool), true);
        vm.stopPrank();

        address[3] memory holders = [ALICE, BOB, CAROL];
        for (uint256 i = 0; i < holders.length; i++) {
            fund(holders[i]);
        }
    }

    /// @dev ETH, AFA, talk, and every allowance the system's contracts pull from.
    function fund(address holder) internal {
        vm.deal(holder, 1_000 ether);
        vm.prank(OWNER);
        afa.mint(holder, 1_000_000 ether);
        vm.startPrank(holder);
        talk.mint{value: 10 ether}();
        afa.approve(address(upgrades), type(uint256).max);
        talk.approve(address(upgrades), type(uint256).max);
        talk.approve(address(creatures), type(uint256).max);
        afa.approve(address(breeding), type(uint256).max);
        creatures.setApprovalForAll(address(breeding), true);
        creatures.setApprovalForAll(address(stakingPool), true);
        vm.stopPrank();
    }

    /// @dev Buys one pendant for `holder` and opens it.
    function openPendant(address holder) internal returns (uint256 pendantId) {
        vm.startPrank(holder);
        pendantId = pendants.buy{value: PENDANT_PRICE}(1);
        pendants.open(pendantId);
        vm.stopPrank();
    }

    /// @dev Buys one creature for `holder` and reveals it.
    function revealedCreature(address holder) internal returns (uint256 tokenId) {
        vm.startPrank(holder);
        tokenId = creatures.buy{value: CREATURE_PRICE}(1, CREATURE_PRICE);
        creatures.reveal(tokenId);
        vm.stopPrank();
    }
}
