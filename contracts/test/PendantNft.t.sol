// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SystemFixture} from "./utils/SystemFixture.sol";
import {PendantNft} from "../src/PendantNft.sol";
import {CreatureAttributes} from "../src/CreatureAttributes.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";

contract PendantNftTest is SystemFixture {
    uint256 internal creatureId;

    function setUp() public {
        deploySystem();
        creatureId = revealedCreature(ALICE);
    }

    function _pendant(uint256 pendantId) internal view returns (PendantNft.Pendant memory) {
        return pendants.pendantOf(pendantId).pendant;
    }

    /// @dev An open pendant of a chosen attribute: keeps opening new ones until one has it.
    function _openPendantWith(address holder, uint8 attribute) internal returns (uint256 pendantId) {
        for (uint256 i = 0; i < 64; i++) {
            pendantId = openPendant(holder);
            if (_pendant(pendantId).attribute == attribute) return pendantId;
            vm.warp(block.timestamp + 1);
        }
        revert("no pendant with that attribute in 64 draws");
    }

    // ---------------------------------------------------------------- buy and open

    function test_buyMintsBlindPendants() public {
        vm.expectEmit(address(pendants));
        emit PendantNft.PendantsBought(ALICE, 1, 3, 3 * PENDANT_PRICE);
        vm.prank(ALICE);
        pendants.buy{value: 3 * PENDANT_PRICE}(3);
        vm.assertEq(pendants.balanceOf(ALICE), 3, "bought");
        PendantNft.Pendant memory pendant = _pendant(2);
        vm.assertFalse(pendant.opened, "blind");
        vm.assertEq(uint256(pendant.attribute), 0, "no attribute yet");
        vm.assertGe(pendant.pendantType, 1, "types count from 1");
        vm.assertLe(pendant.pendantType, pendants.typeCount(), "type in range");
    }

    function test_RevertWhen_buyingClosed() public {
        vm.prank(OWNER);
        pendants.setBuyingOpen(false);
        vm.expectRevert(PendantNft.BuyingClosed.selector);
        vm.prank(ALICE);
        pendants.buy{value: PENDANT_PRICE}(1);
    }

    function test_RevertWhen_quantityOutOfRange() public {
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(PendantNft.InvalidQuantity.selector, 0, 20));
        pendants.buy(0);
        vm.expectRevert(abi.encodeWithSelector(PendantNft.InvalidQuantity.selector, 21, 20));
        pendants.buy{value: 21 * PENDANT_PRICE}(21);
        vm.stopPrank();
    }

    function test_RevertWhen_wrongPayment() public {
        vm.expectRevert(abi.encodeWithSelector(PendantNft.WrongPayment.selector, 2 * PENDANT_PRICE, 1));
        vm.prank(ALICE);
        pendants.buy{value: 1}(2);
    }

    function test_openRevealsAttributeAndValue() public {
        uint256 pendantId = openPendant(ALICE);
        PendantNft.Pendant memory pendant = _pendant(pendantId);
        vm.assertTrue(pendant.opened, "opened");
        uint8 attribute = pendant.attribute;
        vm.assertTrue(
            attribute == CreatureAttributes.SPEED || attribute == CreatureAttributes.ENERGY
                || attribute == CreatureAttributes.LUCKY || attribute == CreatureAttributes.WISDOM,
            "a known attribute"
        );
        vm.assertGe(pendant.value, pendants.minValue(), "value above min");
        vm.assertLe(pendant.value, pendants.maxValue(), "value below max");
    }

    function testFuzz_openedValueStaysInRange(uint16 minValue, uint16 maxValue, uint256 time) public {
        vm.assume(minValue <= maxValue);
        vm.prank(OWNER);
        pendants.setValueRange(minValue, maxValue);
        vm.warp(bound(time, 1, 10 ** 10));
        uint256 pendantId = openPendant(ALICE);
        vm.assertGe(_pendant(pendantId).value, minValue, "min");
        vm.assertLe(_pendant(pendantId).value, maxValue, "max");
    }

    function test_RevertWhen_openTwiceOrOthers() public {
        uint256 pendantId = openPendant(ALICE);
        vm.expectRevert(abi.encodeWithSelector(PendantNft.AlreadyOpened.selector, pendantId));
        vm.prank(ALICE);
        pendants.open(pendantId);
        vm.prank(BOB);
        uint256 bobs = pendants.buy{value: PENDANT_PRICE}(1);
        vm.expectRevert(abi.encodeWithSelector(PendantNft.NotTokenOwner.selector, bobs, ALICE));
        vm.prank(ALICE);
        pendants.open(bobs);
    }

    // ---------------------------------------------------------------- equip and uninstall

    function test_equipMovesPendantIntoItsSlot() public {
        uint256 pendantId = _openPendantWith(ALICE, CreatureAttributes.LUCKY);
        vm.expectEmit(address(pendants));
        emit PendantNft.PendantEquipped(pendantId, creatureId, ALICE, CreatureAttributes.LUCKY);
        vm.prank(ALICE);
        pendants.equip(pendantId, creatureId);
        vm.assertEq(pendants.ownerOf(pendantId), address(pendants), "held by the contract");
        vm.assertEq(pendants.equippedOn(pendantId), creatureId, "recorded");
        vm.assertEq(pendants.equippedPendants(creatureId)[2], pendantId, "lucky slot");
        vm.assertEq(pendants.equippedCards(creatureId)[2].tokenId, pendantId, "card in slot");
    }

    function test_RevertWhen_equipBlindPendant() public {
        vm.prank(ALICE);
        uint256 pendantId = pendants.buy{value: PENDANT_PRICE}(1);
        vm.expectRevert(abi.encodeWithSelector(PendantNft.PendantNotOpened.selector, pendantId));
        vm.prank(ALICE);
        pendants.equip(pendantId, creatureId);
    }

    function test_RevertWhen_slotOccupied() public {
        uint256 first = _openPendantWith(ALICE, CreatureAttributes.SPEED);
        uint256 second = _openPendantWith(ALICE, CreatureAttributes.SPEED);
        vm.prank(ALICE);
        pendants.equip(first, creatureId);
        vm.expectRevert(
            abi.encodeWithSelector(PendantNft.SlotOccupied.selector, creatureId, CreatureAttributes.SPEED, first)
        );
        vm.prank(ALICE);
        pendants.equip(second, creatureId);
    }

    function test_RevertWhen_equipOntoOthersCreatureOrOthersPendant() public {
        uint256 pendantId = openPendant(ALICE);
        uint256 bobsCreature = revealedCreature(BOB);
        vm.expectRevert(abi.encodeWithSelector(PendantNft.CreatureNotOwned.selector, bobsCreature, ALICE));
        vm.prank(ALICE);
        pendants.equip(pendantId, bobsCreature);
        vm.expectRevert(abi.encodeWithSelector(PendantNft.NotTokenOwner.selector, pendantId, BOB));
        vm.prank(BOB);
        pendants.equip(pendantId, bobsCreature);
    }

    function test_uninstallReturnsPendantToCreatureHolder() public {
        uint256 pendantId = openPendant(ALICE);
        uint8 attribute = _pendant(pendantId).attribute;
        vm.prank(ALICE);
        pendants.equip(pendantId, creatureId);
        // The creature changes hands: its pendants go with it.
        vm.prank(ALICE);
        creatures.transferFrom(ALICE, BOB, creatureId);
        vm.expectEmit(address(pendants));
        emit PendantNft.PendantUninstalled(pendantId, creatureId, BOB, attribute);
        vm.prank(BOB);
        pendants.uninstall(pendantId);
        vm.assertEq(pendants.ownerOf(pendantId), BOB, "returned to the creature's holder");
        vm.assertEq(pendants.equippedOn(pendantId), 0, "record cleared");
        vm.assertEq(pendants.equippedPendants(creatureId)[CreatureAttributes.indexOf(attribute)], 0, "slot free");
    }

    function test_RevertWhen_uninstallNotEquippedOrNotHolder() public {
        uint256 pendantId = openPendant(ALICE);
        vm.expectRevert(abi.encodeWithSelector(PendantNft.NotEquipped.selector, pendantId));
        vm.prank(ALICE);
        pendants.uninstall(pendantId);
        vm.prank(ALICE);
        pendants.equip(pendantId, creatureId);
        vm.expectRevert(abi.encodeWithSelector(PendantNft.CreatureNotOwned.selector, creatureId, BOB));
        vm.prank(BOB);
        pendants.uninstall(pendantId);
    }

    function test_RevertWhen_pendantSentToTheContractByHand() public {
        uint256 pendantId = openPendant(ALICE);
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721InvalidReceiver.selector, address(pendants)));
        vm.prank(ALICE);
        pendants.transferFrom(ALICE, address(pendants), pendantId);
    }

    // ---------------------------------------------------------------- reads and administration

    function test_cardsAndUris() public {
        vm.startPrank(OWNER);
        pendants.setBaseURI("https://example.org/pendant/");
        pendants.setBlindURI("https://example.org/pendant/blind.json");
        vm.stopPrank();
        uint256 opened = openPendant(ALICE);
        vm.prank(ALICE);
        uint256 blind = pendants.buy{value: PENDANT_PRICE}(1);
        vm.assertEq(pendants.tokenURI(blind), "https://example.org/pendant/blind.json", "blind");
        vm.assertEq(pendants.tokenURI(opened), "https://example.org/pendant/1", "opened");
        PendantNft.PendantCard[] memory cards = pendants.pendantCardsOfOwner(ALICE);
        vm.assertEq(cards.length, 2, "two cards");
        uint256[] memory ids = new uint256[](1);
        ids[0] = blind;
        vm.assertFalse(pendants.pendantsOf(ids)[0].pendant.opened, "picked by id");
    }

    function test_administration() public {
        vm.prank(ALICE);
        pendants.buy{value: 2 * PENDANT_PRICE}(2);
        vm.startPrank(OWNER);
        pendants.setPrice(1 ether);
        pendants.setMaxBatch(5);
        pendants.setTypeCount(7);
        pendants.withdraw(payable(TREASURY));
        vm.stopPrank();
        vm.assertEq(pendants.price(), 1 ether, "price");
        vm.assertEq(pendants.maxBatch(), 5, "max batch");
        vm.assertEq(uint256(pendants.typeCount()), 7, "types");
        vm.assertEq(TREASURY.balance, 2 * PENDANT_PRICE, "proceeds");
    }

    function test_RevertWhen_invalidAdministrationInput() public {
        vm.startPrank(OWNER);
        vm.expectRevert(abi.encodeWithSelector(PendantNft.InvalidValueRange.selector, 5, 4));
        pendants.setValueRange(5, 4);
        vm.expectRevert(PendantNft.InvalidSetting.selector);
        pendants.setMaxBatch(0);
        vm.expectRevert(PendantNft.InvalidSetting.selector);
        pendants.setTypeCount(0);
        vm.expectRevert(PendantNft.ZeroAddress.selector);
        pendants.withdraw(payable(address(0)));
        vm.stopPrank();
    }
}
