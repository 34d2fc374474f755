// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SystemFixture} from "./utils/SystemFixture.sol";
import {PickyClaimer} from "./utils/Attackers.sol";
import {CreatureNft} from "../src/CreatureNft.sol";
import {CreatureBreeding} from "../src/CreatureBreeding.sol";

/// @notice The retry attack on the offspring draw: a pairing holder that is a contract reverts its claim until
/// the child is the one it wants. The claim is committed first, so the traits are fixed by a block hash the
/// commit cannot read, and every retry meets the same child.
contract BreedingRandomnessTest is SystemFixture {
    uint256 internal constant TRIES = 40;

    PickyClaimer internal claimer;
    uint256 internal nestId;
    uint256 internal tokenId;
    uint256 internal pairId;

    function setUp() public {
        deploySystem();
        claimer = new PickyClaimer(breeding);
        nestId = revealedCreature(ALICE);
        vm.prank(ALICE);
        breeding.createNest(nestId);
        tokenId = revealedCreature(BOB);
        vm.prank(BOB);
        creatures.transferFrom(BOB, address(claimer), tokenId);
        vm.prank(OWNER);
        afa.mint(address(claimer), 10_000 ether);
        claimer.act(address(afa), abi.encodeWithSignature("approve(address,uint256)", address(breeding), 1e30));
        bytes memory result = claimer.act(
            address(breeding),
            abi.encodeCall(CreatureBreeding.pair, (nestId, tokenId, defaultBreedingSettings().breedCost))
        );
        pairId = abi.decode(result, (uint256));
        vm.warp(block.timestamp + defaultBreedingSettings().pairFrozenTime);
    }

    function _params(uint256 id) internal view returns (uint16[10] memory) {
        return creatures.creatureOf(id).creature.params;
    }

    /// @dev A first parameter the parents give differently, so the draw has two outcomes to choose from.
    function _parentsDiffer() internal view returns (bool) {
        return _params(nestId)[0] != _params(tokenId)[0];
    }

    /// @dev Moves to the next block with a new time and a new prevrandao: a fresh chance for a block-based draw.
    function _nextBlock(uint256 i) internal {
        vm.roll(block.number + 1);
        vm.warp(block.timestamp + 13);
        vm.prevrandao(keccak256(abi.encode("retry", i)));
    }

    function test_claim_revertingCallerMeetsTheSameChildAtEveryTry() public {
        vm.assume(_parentsDiffer());
        claimer.act(address(breeding), abi.encodeCall(CreatureBreeding.commitClaim, (pairId)));
        _nextBlock(0);
        vm.assertTrue(blockhash(block.number - 1) != 0, "the commit's block hash is readable");
        uint16 fixedParam = breeding.offspringTraits(pairId).params[0];
        uint16 wanted = fixedParam == _params(nestId)[0] ? _params(tokenId)[0] : _params(nestId)[0];

        for (uint256 i = 1; i <= TRIES; i++) {
            vm.expectRevert(abi.encodeWithSelector(PickyClaimer.NotWanted.selector, fixedParam));
            claimer.claimIfFirstParamIs(pairId, wanted);
            _nextBlock(i);
        }
        uint256 offspring = claimer.claimIfFirstParamIs(pairId, fixedParam);
        vm.assertEq(uint256(_params(offspring)[0]), uint256(fixedParam), "the child fixed at the commit");
    }

    function test_claim_cannotBeCommittedAndClaimedInOneBlock() public {
        claimer.act(address(breeding), abi.encodeCall(CreatureBreeding.commitClaim, (pairId)));
        vm.expectRevert(abi.encodeWithSelector(CreatureBreeding.SeedNotReady.selector, pairId, uint64(block.number)));
        claimer.claimIfFirstParamIs(pairId, 0);
    }

    function test_claim_afterTheHashExpiresTheChildIsFixedAndNeverBetter() public {
        claimer.act(address(breeding), abi.encodeCall(CreatureBreeding.commitClaim, (pairId)));
        uint256 seedBlock = block.number;
        vm.roll(seedBlock + 1);
        CreatureNft.NewCreature memory drawn = breeding.offspringTraits(pairId);

        vm.roll(seedBlock + 257);
        CreatureNft.NewCreature memory expired = breeding.offspringTraits(pairId);
        uint16[10] memory first = _params(nestId);
        uint16[10] memory second = _params(tokenId);
        for (uint256 i = 0; i < 10; i++) {
            uint16 lower = first[i] < second[i] ? first[i] : second[i];
            vm.assertEq(uint256(expired.params[i]), uint256(lower), "the lower parent's parameter");
            vm.assertLe(uint256(expired.params[i]), uint256(drawn.params[i]), "never above the drawn one");
        }
        CreatureNft.Creature memory nest = creatures.creatureOf(nestId).creature;
        vm.assertEq(uint256(expired.species), uint256(nest.species), "the nest creature's species");
        vm.assertEq(uint256(expired.categoryIndex), uint256(nest.categoryIndex), "and category");

        for (uint256 i = 0; i < TRIES; i++) {
            _nextBlock(i);
            vm.assertEq(
                keccak256(abi.encode(breeding.offspringTraits(pairId))), keccak256(abi.encode(expired)), "fixed"
            );
        }
        uint256 offspring = claimer.claimIfFirstParamIs(pairId, expired.params[0]);
        vm.assertEq(uint256(_params(offspring)[0]), uint256(expired.params[0]), "minted as shown");
    }
}
