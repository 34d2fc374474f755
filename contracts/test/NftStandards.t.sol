// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SystemFixture} from "./utils/SystemFixture.sol";
import {Vm} from "./utils/Vm.sol";
import {CreatureNft} from "../src/CreatureNft.sol";
import {PendantNft} from "../src/PendantNft.sol";
import {CollectibleNft} from "../src/CollectibleNft.sol";
import {CreatureUpgrade} from "../src/CreatureUpgrade.sol";
import {CreatureAttributes} from "../src/CreatureAttributes.sol";
import {IERC4906} from "@openzeppelin/contracts/interfaces/IERC4906.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";

/// @dev The URI setters both NFT contracts have.
interface IUriSetters {
    function setBaseURI(string calldata uri) external;
    function setBlindURI(string calldata uri) external;
}

/// @notice What wallets, explorers and marketplaces read from both NFT contracts: interface ids, ERC-4906
/// metadata updates for every change a token's metadata shows (and none for a transfer), ERC-2981 royalties,
/// ERC-7572 contractURI and tokenURI.
contract NftStandardsTest is SystemFixture {
    string internal constant CREATURE_BASE = "https://meta.example/creature/";
    string internal constant CREATURE_BLIND = "https://meta.example/creature/egg";
    string internal constant PENDANT_BASE = "https://meta.example/pendant/";
    string internal constant PENDANT_BLIND = "https://meta.example/pendant/sealed";

    uint256 internal creatureId;

    function setUp() public {
        deploySystem();
        vm.startPrank(OWNER);
        creatures.setBaseURI(CREATURE_BASE);
        creatures.setBlindURI(CREATURE_BLIND);
        pendants.setBaseURI(PENDANT_BASE);
        pendants.setBlindURI(PENDANT_BLIND);
        vm.stopPrank();
        creatureId = revealedCreature(ALICE);
    }

    // ---------------------------------------------------------------- helpers

    function _ids() internal pure returns (uint256[] memory ids) {
        ids = new uint256[](0);
    }

    function _ids(uint256 a) internal pure returns (uint256[] memory ids) {
        ids = new uint256[](1);
        ids[0] = a;
    }

    function _ids(uint256 a, uint256 b) internal pure returns (uint256[] memory ids) {
        ids = new uint256[](2);
        ids[0] = a;
        ids[1] = b;
    }

    /// @dev The token ids of the MetadataUpdate events `emitter` sent, in order.
    function _updatesFrom(Vm.Log[] memory logs, address emitter) internal pure returns (uint256[] memory ids) {
        ids = new uint256[](logs.length);
        uint256 count;
        for (uint256 i = 0; i < logs.length; i++) {
            Vm.Log memory log = logs[i];
            if (log.emitter == emitter && log.topics.length != 0 && log.topics[0] == IERC4906.MetadataUpdate.selector) {
                ids[count++] = abi.decode(log.data, (uint256));
            }
        }
        assembly {
            mstore(ids, count)
        }
    }

    function _batchUpdates(Vm.Log[] memory logs) internal pure returns (uint256 count) {
        for (uint256 i = 0; i < logs.length; i++) {
            if (logs[i].topics.length != 0 && logs[i].topics[0] == IERC4906.BatchMetadataUpdate.selector) count++;
        }
    }

    /// @dev The recorded logs hold exactly these MetadataUpdate events from each NFT contract, and no batch one.
    function _assertUpdates(uint256[] memory creatureIds, uint256[] memory pendantIds, string memory action) internal {
        Vm.Log[] memory logs = vm.getRecordedLogs();
        _assertSame(_updatesFrom(logs, address(creatures)), creatureIds, string.concat(action, ": creatures"));
        _assertSame(_updatesFrom(logs, address(pendants)), pendantIds, string.concat(action, ": pendants"));
        vm.assertEq(_batchUpdates(logs), 0, string.concat(action, ": no batch update"));
    }

    function _assertSame(uint256[] memory actual, uint256[] memory expected, string memory label) internal pure {
        vm.assertEq(actual.length, expected.length, string.concat(label, " count"));
        for (uint256 i = 0; i < expected.length; i++) {
            vm.assertEq(actual[i], expected[i], string.concat(label, " id"));
        }
    }

    /// @dev A creature whose lifespan is spent, so it may be reborn.
    function _spent(uint256 tokenId) internal {
        vm.prank(SETTER);
        creatures.updateLifespan(tokenId, 0);
    }

    /// @dev An open pendant whose slot on `creatureId` is free: the first draw that is not `taken`'s attribute.
    function _openPendantOtherThan(uint8 taken) internal returns (uint256 pendantId) {
        for (uint256 i = 0; i < 64; i++) {
            pendantId = openPendant(ALICE);
            if (pendants.pendantOf(pendantId).pendant.attribute != taken) return pendantId;
            vm.warp(block.timestamp + 1);
        }
        revert("no pendant of another attribute in 64 draws");
    }

    // ---------------------------------------------------------------- interface ids

    function test_supportsEveryInterfaceWalletsAndMarketplacesAsk() public view {
        address[2] memory nfts = [address(creatures), address(pendants)];
        bytes4[6] memory supported = [
            bytes4(0x01ffc9a7), // ERC-165
            0x80ac58cd, // ERC-721
            0x5b5e139f, // ERC-721 metadata
            0x780e9d63, // ERC-721 enumerable
            0x49064906, // ERC-4906
            0x2a55205a // ERC-2981
        ];
        for (uint256 n = 0; n < nfts.length; n++) {
            CollectibleNft nft = CollectibleNft(nfts[n]);
            for (uint256 i = 0; i < supported.length; i++) {
                vm.assertTrue(nft.supportsInterface(supported[i]), string.concat("interface #", vm.toString(i)));
            }
            vm.assertFalse(nft.supportsInterface(0xffffffff), "ERC-165 forbids 0xffffffff");
            vm.assertFalse(nft.supportsInterface(0x12345678), "an unknown id");
        }
    }

    // ---------------------------------------------------------------- MetadataUpdate per change

    function test_revealUpdatesTheCreature() public {
        vm.prank(ALICE);
        uint256 blind = creatures.buy{value: CREATURE_PRICE}(1, CREATURE_PRICE);
        vm.recordLogs();
        vm.prank(ALICE);
        creatures.reveal(blind);
        _assertUpdates(_ids(blind), _ids(), "reveal");
    }

    function test_upgradeUpdatesTheCreatureForItsLevelAndLifespan() public {
        vm.recordLogs();
        vm.prank(ALICE);
        upgrades.upgrade(creatureId, CreatureAttributes.ENERGY, NO_COST_LIMIT, NO_COST_LIMIT);
        _assertUpdates(_ids(creatureId, creatureId), _ids(), "upgrade");
    }

    function test_rebirthStartAndClaimUpdateTheCreature() public {
        _spent(creatureId);
        vm.recordLogs();
        vm.prank(ALICE);
        upgrades.rebirth(creatureId);
        _assertUpdates(_ids(creatureId), _ids(), "rebirth");

        vm.warp(block.timestamp + upgrades.rebirthFrozenTime(0));
        vm.recordLogs();
        vm.prank(ALICE);
        upgrades.claimRebirth(creatureId);
        // The rebirth time clears and the lifespan comes back.
        _assertUpdates(_ids(creatureId, creatureId), _ids(), "claim rebirth");
    }

    function test_acceleratedRebirthUpdatesTheCreature() public {
        _spent(creatureId);
        vm.prank(ALICE);
        upgrades.rebirth(creatureId);
        vm.recordLogs();
        vm.prank(ALICE);
        upgrades.accelerateRebirth(creatureId, NO_COST_LIMIT);
        _assertUpdates(_ids(creatureId, creatureId), _ids(), "accelerate");
    }

    function test_setterUpdatesOfLifespanAndBreedTimesUpdateTheCreature() public {
        vm.recordLogs();
        vm.prank(SETTER);
        creatures.updateLifespan(creatureId, 42);
        _assertUpdates(_ids(creatureId), _ids(), "lifespan");
        vm.recordLogs();
        vm.prank(SETTER);
        creatures.updateBread(creatureId, 9);
        _assertUpdates(_ids(creatureId), _ids(), "breed times");
    }

    function test_breedTimesBoughtAndSpentUpdateTheirCreatures() public {
        vm.recordLogs();
        vm.prank(ALICE);
        breeding.buyBreedTimes(creatureId, 2, NO_COST_LIMIT);
        _assertUpdates(_ids(creatureId), _ids(), "buy breed times");

        uint256 nestId = revealedCreature(BOB);
        vm.prank(BOB);
        breeding.createNest(nestId);
        vm.recordLogs();
        vm.prank(ALICE);
        breeding.pair(nestId, creatureId, NO_COST_LIMIT);
        // Pairing spends one breed time of each parent.
        _assertUpdates(_ids(nestId, creatureId), _ids(), "pair");
    }

    function test_ownerChangesOfOneCreatureUpdateIt() public {
        vm.recordLogs();
        vm.prank(OWNER);
        creatures.setCanBreed(creatureId, false);
        _assertUpdates(_ids(creatureId), _ids(), "can breed");
        vm.recordLogs();
        vm.prank(OWNER);
        creatures.setTokenURI(creatureId, "ipfs://one");
        _assertUpdates(_ids(creatureId), _ids(), "token uri");
        vm.assertEq(creatures.tokenURI(creatureId), "ipfs://one", "custom uri");
    }

    function test_openingAPendantUpdatesIt() public {
        vm.prank(ALICE);
        uint256 pendantId = pendants.buy{value: PENDANT_PRICE}(1);
        vm.recordLogs();
        vm.prank(ALICE);
        pendants.open(pendantId);
        _assertUpdates(_ids(), _ids(pendantId), "open");
    }

    function test_equipAndUninstallUpdateThePendantAndTheCreature() public {
        uint256 first = openPendant(ALICE);
        uint256 second = _openPendantOtherThan(pendants.pendantOf(first).pendant.attribute);
        vm.recordLogs();
        vm.prank(ALICE);
        pendants.equip(first, creatureId);
        _assertUpdates(_ids(creatureId), _ids(first), "equip");
        vm.prank(ALICE);
        pendants.equip(second, creatureId);

        vm.recordLogs();
        vm.prank(ALICE);
        pendants.uninstall(second);
        _assertUpdates(_ids(creatureId), _ids(second), "uninstall");
    }

    function test_transfersUpdateNoMetadata() public {
        vm.prank(ALICE);
        uint256 blind = creatures.buy{value: CREATURE_PRICE}(1, CREATURE_PRICE);
        uint256 pendantId = openPendant(ALICE);
        vm.recordLogs();
        vm.startPrank(ALICE);
        creatures.transferFrom(ALICE, BOB, creatureId);
        creatures.safeTransferFrom(ALICE, BOB, blind);
        pendants.safeTransferFrom(ALICE, BOB, pendantId, "");
        vm.stopPrank();
        _assertUpdates(_ids(), _ids(), "transfers");
    }

    function test_RevertWhen_pendantsChangedComesFromAnotherContract() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.NotPendantNft.selector, ALICE));
        vm.prank(ALICE);
        creatures.pendantsChanged(creatureId);
        // Until the creature contract names the pendant contract, an equip cannot tell the creature and fails.
        vm.prank(OWNER);
        creatures.setPendantNft(CAROL);
        uint256 pendantId = openPendant(ALICE);
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.NotPendantNft.selector, address(pendants)));
        vm.prank(ALICE);
        pendants.equip(pendantId, creatureId);
    }

    function test_pendantContractIsSetByTheOwnerOnly() public {
        vm.assertEq(creatures.pendantNft(), address(pendants), "wired");
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        vm.prank(ALICE);
        creatures.setPendantNft(ALICE);
        vm.expectRevert(CreatureNft.ZeroAddress.selector);
        vm.prank(OWNER);
        creatures.setPendantNft(address(0));
        vm.expectEmit(address(creatures));
        emit CreatureNft.PendantNftSet(CAROL);
        vm.prank(OWNER);
        creatures.setPendantNft(CAROL);
    }

    // ---------------------------------------------------------------- BatchMetadataUpdate

    function test_baseAndBlindUriChangesUpdateEveryToken() public {
        address[2] memory nfts = [address(creatures), address(pendants)];
        for (uint256 i = 0; i < nfts.length; i++) {
            vm.startPrank(OWNER);
            vm.expectEmit(nfts[i]);
            emit IERC4906.BatchMetadataUpdate(0, type(uint256).max);
            IUriSetters(nfts[i]).setBaseURI("https://other.example/");
            vm.expectEmit(nfts[i]);
            emit IERC4906.BatchMetadataUpdate(0, type(uint256).max);
            IUriSetters(nfts[i]).setBlindURI("https://other.example/blind");
            vm.stopPrank();
        }
        vm.assertEq(
            creatures.tokenURI(creatureId), string.concat("https://other.example/", vm.toString(creatureId)), "new base"
        );
    }

    function test_levelLimitChangeUpdatesEveryCreature() public {
        CreatureUpgrade.Settings memory settings = upgrades.getSettings();
        settings.accelerateRate += 1;
        vm.recordLogs();
        vm.prank(OWNER);
        upgrades.setSettings(settings);
        vm.assertEq(_batchUpdates(vm.getRecordedLogs()), 0, "other settings change no metadata");

        settings.levelLimit += 1;
        vm.expectEmit(address(creatures));
        emit IERC4906.BatchMetadataUpdate(0, type(uint256).max);
        vm.prank(OWNER);
        upgrades.setSettings(settings);
    }

    // ---------------------------------------------------------------- ERC-2981

    function test_royaltyIsNoneUntilTheOwnerSetsIt() public view {
        (address receiver, uint256 amount) = creatures.royaltyInfo(creatureId, 1 ether);
        vm.assertEq(receiver, address(0), "no receiver");
        vm.assertEq(amount, 0, "no royalty");
    }

    function test_ownerSetsTheRoyaltyOfEveryToken() public {
        address[2] memory nfts = [address(creatures), address(pendants)];
        for (uint256 i = 0; i < nfts.length; i++) {
            CollectibleNft nft = CollectibleNft(nfts[i]);
            vm.expectEmit(nfts[i]);
            emit CollectibleNft.RoyaltySet(TREASURY, 1_000);
            vm.prank(OWNER);
            nft.setRoyalty(TREASURY, 1_000);
            (address receiver, uint256 amount) = nft.royaltyInfo(1, 2 ether);
            vm.assertEq(receiver, TREASURY, "receiver");
            vm.assertEq(amount, 0.2 ether, "10 % at the cap");
            (, amount) = nft.royaltyInfo(999, 2 ether);
            vm.assertEq(amount, 0.2 ether, "one rate for every id");
        }
    }

    function test_RevertWhen_royaltyIsAboveTheCapSentToNobodyOrSetByAStranger() public {
        address[2] memory nfts = [address(creatures), address(pendants)];
        for (uint256 i = 0; i < nfts.length; i++) {
            CollectibleNft nft = CollectibleNft(nfts[i]);
            vm.startPrank(OWNER);
            vm.expectRevert(abi.encodeWithSelector(CollectibleNft.RoyaltyTooHigh.selector, 1_001, 1_000));
            nft.setRoyalty(TREASURY, 1_001);
            vm.expectRevert(abi.encodeWithSelector(ERC2981.ERC2981InvalidDefaultRoyaltyReceiver.selector, address(0)));
            nft.setRoyalty(address(0), 500);
            vm.stopPrank();
            vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
            vm.prank(ALICE);
            nft.setRoyalty(ALICE, 500);
        }
    }

    function testFuzz_royaltyRate(uint96 bps, uint128 salePrice) public {
        if (bps > creatures.MAX_ROYALTY_BPS()) {
            vm.expectRevert(abi.encodeWithSelector(CollectibleNft.RoyaltyTooHigh.selector, bps, 1_000));
            vm.prank(OWNER);
            creatures.setRoyalty(TREASURY, bps);
            return;
        }
        vm.prank(OWNER);
        creatures.setRoyalty(TREASURY, bps);
        (, uint256 amount) = creatures.royaltyInfo(creatureId, salePrice);
        vm.assertEq(amount, uint256(salePrice) * bps / 10_000, "price * bps / 10,000");
        vm.assertLe(amount, uint256(salePrice) / 10, "never above 10 %");
    }

    // ---------------------------------------------------------------- ERC-7572

    function test_ownerSetsTheContractUri() public {
        address[2] memory nfts = [address(creatures), address(pendants)];
        for (uint256 i = 0; i < nfts.length; i++) {
            CollectibleNft nft = CollectibleNft(nfts[i]);
            vm.assertEq(nft.contractURI(), "", "unset");
            vm.expectEmit(nfts[i]);
            emit CollectibleNft.ContractURIUpdated();
            vm.prank(OWNER);
            nft.setContractURI("https://meta.example/collection.json");
            vm.assertEq(nft.contractURI(), "https://meta.example/collection.json", "set");
            vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
            vm.prank(ALICE);
            nft.setContractURI("https://evil.example/");
        }
    }

    // ---------------------------------------------------------------- tokenURI

    function test_creatureUriIsTheBlindOneUntilRevealThenTheBasePlusId() public {
        vm.prank(ALICE);
        uint256 blind = creatures.buy{value: CREATURE_PRICE}(1, CREATURE_PRICE);
        vm.assertEq(creatures.tokenURI(blind), CREATURE_BLIND, "blind");
        vm.prank(ALICE);
        creatures.reveal(blind);
        vm.assertEq(creatures.tokenURI(blind), string.concat(CREATURE_BASE, vm.toString(blind)), "revealed");
    }

    function test_pendantUriIsTheBlindOneUntilOpenedThenTheBasePlusId() public {
        vm.prank(ALICE);
        uint256 pendantId = pendants.buy{value: PENDANT_PRICE}(1);
        vm.assertEq(pendants.tokenURI(pendantId), PENDANT_BLIND, "sealed");
        vm.prank(ALICE);
        pendants.open(pendantId);
        vm.assertEq(pendants.tokenURI(pendantId), string.concat(PENDANT_BASE, vm.toString(pendantId)), "opened");
    }

    function test_RevertWhen_uriOfATokenThatDoesNotExist() public {
        uint256 missing = 999;
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, missing));
        creatures.tokenURI(missing);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, missing));
        pendants.tokenURI(missing);
    }
}
