// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TestBase} from "./utils/TestBase.sol";
import {CreatureNft} from "../src/CreatureNft.sol";
import {CreatureAttributes} from "../src/CreatureAttributes.sol";
import {TalkToken} from "../src/TalkToken.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC721Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";

contract CreatureNftTest is TestBase {
    uint256 internal constant PRICE = 0.01 ether;
    uint256 internal constant TALK_PRICE = 50 ether;
    address internal constant OPERATOR = address(0x0BE7A70B);
    address internal constant SETTER = address(0x5E77E4);

    CreatureNft internal creatures;
    TalkToken internal talk;

    function setUp() public {
        creatures = new CreatureNft(OWNER, PRICE);
        talk = new TalkToken(OWNER, 10_000);
        vm.startPrank(OWNER);
        creatures.setBuyingOpen(true);
        creatures.setTalkToken(address(talk));
        creatures.setTalkPrice(TALK_PRICE);
        creatures.setOperator(OPERATOR, true);
        creatures.setSetter(SETTER);
        creatures.setBaseURI("https://example.org/creature/");
        creatures.setBlindURI("https://example.org/creature/blind.json");
        vm.stopPrank();
        vm.deal(ALICE, 100 ether);
        vm.deal(BOB, 100 ether);
    }

    function _buy(address buyer, uint256 quantity) internal returns (uint256 firstTokenId) {
        vm.prank(buyer);
        firstTokenId = creatures.buy{value: PRICE * quantity}(quantity, PRICE * quantity);
    }

    function _traits() internal pure returns (CreatureNft.NewCreature memory traits) {
        traits.species = 3;
        traits.categoryIndex = 2;
        traits.lifespan = 80;
        traits.bread = 2;
        for (uint16 i = 0; i < 10; i++) {
            traits.params[i] = i * 10;
        }
    }

    // ---------------------------------------------------------------- buy

    function test_buyMintsBlindCreaturesForEther() public {
        vm.expectEmit(address(creatures));
        emit CreatureNft.CreaturesBought(ALICE, 1, 3, false, 3 * PRICE);
        uint256 first = _buy(ALICE, 3);
        vm.assertEq(first, 1, "first id");
        vm.assertEq(creatures.balanceOf(ALICE), 3, "three bought");
        vm.assertEq(creatures.userBuyCount(ALICE), 3, "buy count");
        vm.assertEq(address(creatures).balance, 3 * PRICE, "paid");
        CreatureNft.CreatureCard memory card = creatures.creatureOf(2);
        vm.assertFalse(card.creature.revealed, "blind");
        vm.assertEq(card.tokenURI, "https://example.org/creature/blind.json", "blind uri");
        vm.assertEq(uint256(card.creature.lifespan), creatures.newCreatureLifespan(), "default lifespan");
        vm.assertEq(uint256(card.creature.bread), creatures.newCreatureBread(), "default bread");
    }

    function test_buyWithTalkWhenSecondTokenSwitchIsOn() public {
        vm.prank(OWNER);
        creatures.setBuyBySecondToken(true);
        vm.prank(ALICE);
        talk.mint{value: 1 ether}();
        vm.prank(ALICE);
        talk.approve(address(creatures), 2 * TALK_PRICE);
        vm.prank(ALICE);
        creatures.buy(2, 2 * TALK_PRICE);
        vm.assertEq(creatures.balanceOf(ALICE), 2, "bought");
        vm.assertEq(talk.balanceOf(address(creatures)), 2 * TALK_PRICE, "talk paid");
    }

    function test_RevertWhen_buyingClosed() public {
        vm.prank(OWNER);
        creatures.setBuyingOpen(false);
        vm.expectRevert(CreatureNft.BuyingClosed.selector);
        vm.prank(ALICE);
        creatures.buy{value: PRICE}(1, PRICE);
    }

    function test_RevertWhen_buyZero() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.InvalidQuantity.selector, 0));
        vm.prank(ALICE);
        creatures.buy(0, 0);
    }

    function test_RevertWhen_batchExceedsLimitOut() public {
        vm.prank(OWNER);
        creatures.setUserBuyLimitOut(2);
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.BatchTooLarge.selector, 3, 2));
        vm.prank(ALICE);
        creatures.buy{value: 3 * PRICE}(3, 3 * PRICE);
    }

    function test_RevertWhen_userBuyLimitReached() public {
        vm.startPrank(OWNER);
        creatures.setUserBuyLimit(3);
        creatures.setUserBuyLimitOn(true);
        vm.stopPrank();
        _buy(ALICE, 2);
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.UserBuyLimitExceeded.selector, ALICE, 2, 2, 3));
        vm.prank(ALICE);
        creatures.buy{value: 2 * PRICE}(2, 2 * PRICE);
        _buy(ALICE, 1);
        vm.assertEq(creatures.userBuyCount(ALICE), 3, "limit reached exactly");
    }

    function test_userBuyLimitIgnoredWhenOff() public {
        vm.prank(OWNER);
        creatures.setUserBuyLimit(1);
        _buy(ALICE, 3);
        vm.assertEq(creatures.balanceOf(ALICE), 3, "no limit while off");
    }

    function test_allowlistGatesBuyingUntilEndTime() public {
        address[] memory listed = new address[](1);
        listed[0] = ALICE;
        vm.startPrank(OWNER);
        creatures.setAllowlist(listed, true);
        creatures.setAllowlistEndTime(block.timestamp + 1 days);
        vm.stopPrank();
        _buy(ALICE, 1);
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.NotAllowlisted.selector, BOB, block.timestamp + 1 days));
        vm.prank(BOB);
        creatures.buy{value: PRICE}(1, PRICE);
        vm.warp(block.timestamp + 1 days);
        _buy(BOB, 1);
        vm.assertEq(creatures.balanceOf(BOB), 1, "open to all after the end time");
    }

    function test_RevertWhen_wrongEtherPaid() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.WrongPayment.selector, 2 * PRICE, PRICE));
        vm.prank(ALICE);
        creatures.buy{value: PRICE}(2, 2 * PRICE);
    }

    function test_RevertWhen_etherSentWhilePayingInTalk() public {
        vm.prank(OWNER);
        creatures.setBuyBySecondToken(true);
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.WrongPayment.selector, 0, PRICE));
        vm.prank(ALICE);
        creatures.buy{value: PRICE}(1, TALK_PRICE);
    }

    function test_RevertWhen_talkPaymentWithoutAllowance() public {
        vm.prank(OWNER);
        creatures.setBuyBySecondToken(true);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(creatures), 0, TALK_PRICE)
        );
        vm.prank(ALICE);
        creatures.buy(1, TALK_PRICE);
    }

    function test_RevertWhen_talkTokenNotSet() public {
        CreatureNft bare = new CreatureNft(OWNER, PRICE);
        vm.startPrank(OWNER);
        bare.setBuyingOpen(true);
        bare.setBuyBySecondToken(true);
        vm.stopPrank();
        vm.expectRevert(CreatureNft.TalkTokenNotSet.selector);
        vm.prank(ALICE);
        bare.buy(1, NO_COST_LIMIT);
    }

    /// @dev The owner raises the talk price between the buyer's quote and the purchase: the buyer's allowance
    /// would cover the new total, the limit the buyer signed does not.
    function test_RevertWhen_talkPriceRaisedAboveTheQuote() public {
        vm.prank(OWNER);
        creatures.setBuyBySecondToken(true);
        vm.startPrank(ALICE);
        talk.mint{value: 1 ether}();
        talk.approve(address(creatures), type(uint256).max);
        vm.stopPrank();
        (, uint256 quoted) = creatures.buyCost(2);
        vm.prank(OWNER);
        creatures.setTalkPrice(3 * TALK_PRICE);
        (, uint256 raised) = creatures.buyCost(2);
        uint256 talkBefore = talk.balanceOf(ALICE);
        vm.assertGe(talkBefore, raised, "the buyer could pay the raised total");

        vm.expectRevert(abi.encodeWithSelector(CreatureNft.CostAboveLimit.selector, raised, quoted));
        vm.prank(ALICE);
        creatures.buy(2, quoted);
        vm.assertEq(talk.balanceOf(ALICE), talkBefore, "no talk taken");
        vm.assertEq(talk.balanceOf(address(creatures)), 0, "no talk received");
        vm.assertEq(creatures.balanceOf(ALICE), 0, "no creature minted");
        vm.assertEq(creatures.userBuyCount(ALICE), 0, "nothing counted");

        vm.prank(ALICE);
        creatures.buy(2, raised);
        vm.assertEq(talkBefore - talk.balanceOf(ALICE), raised, "the current total, once agreed to");
        vm.assertEq(creatures.balanceOf(ALICE), 2, "bought");
    }

    function testFuzz_buyCost(uint8 quantity, uint128 ethPrice, uint128 talkPrice, bool inTalk) public {
        vm.startPrank(OWNER);
        creatures.setPrice(ethPrice);
        creatures.setTalkPrice(talkPrice);
        creatures.setBuyBySecondToken(inTalk);
        vm.stopPrank();
        (bool paidInTalk, uint256 amount) = creatures.buyCost(quantity);
        vm.assertEq(paidInTalk, inTalk, "currency");
        vm.assertEq(amount, uint256(quantity) * (inTalk ? talkPrice : ethPrice), "amount");
    }

    function testFuzz_userBuyLimit(uint8 limit, uint8 first, uint8 second) public {
        limit = uint8(bound(limit, 1, 20));
        first = uint8(bound(first, 1, 20));
        second = uint8(bound(second, 1, 20));
        vm.startPrank(OWNER);
        creatures.setUserBuyLimit(limit);
        creatures.setUserBuyLimitOn(true);
        vm.stopPrank();
        vm.deal(ALICE, 1000 ether);
        vm.prank(ALICE);
        try creatures.buy{value: PRICE * first}(first, PRICE * first) {} catch {}
        vm.prank(ALICE);
        try creatures.buy{value: PRICE * second}(second, PRICE * second) {} catch {}
        vm.assertLe(creatures.userBuyCount(ALICE), limit, "count within limit");
        vm.assertEq(creatures.balanceOf(ALICE), creatures.userBuyCount(ALICE), "count matches holdings");
    }

    // ---------------------------------------------------------------- reveal

    function test_revealDrawsTraitsAndSwitchesUri() public {
        _buy(ALICE, 1);
        vm.prank(ALICE);
        creatures.reveal(1);
        CreatureNft.CreatureCard memory card = creatures.creatureOf(1);
        vm.assertTrue(card.creature.revealed, "revealed");
        vm.assertLe(card.creature.species, creatures.speciesCount() - 1, "species in range");
        vm.assertLe(card.creature.categoryIndex, creatures.categoryCount() - 1, "category in range");
        for (uint256 i = 0; i < 10; i++) {
            vm.assertLe(card.creature.params[i], creatures.PARAM_MAX() - 1, "param in range");
        }
        vm.assertEq(card.tokenURI, "https://example.org/creature/1", "base uri + id");
    }

    function test_RevertWhen_revealTwice() public {
        _buy(ALICE, 1);
        vm.prank(ALICE);
        creatures.reveal(1);
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.AlreadyRevealed.selector, 1));
        vm.prank(ALICE);
        creatures.reveal(1);
    }

    function test_RevertWhen_revealOthersCreature() public {
        _buy(ALICE, 1);
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.NotTokenOwner.selector, 1, BOB));
        vm.prank(BOB);
        creatures.reveal(1);
    }

    function test_RevertWhen_revealUnknownToken() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 42));
        vm.prank(ALICE);
        creatures.reveal(42);
    }

    // ---------------------------------------------------------------- operators and setter

    function test_operatorMintsRevealedCreature() public {
        vm.expectEmit(address(creatures));
        emit CreatureNft.CreatureMinted(BOB, 1, OPERATOR);
        vm.prank(OPERATOR);
        uint256 tokenId = creatures.mint(BOB, _traits());
        CreatureNft.Creature memory creature = creatures.creatureOf(tokenId).creature;
        vm.assertTrue(creature.revealed, "revealed");
        vm.assertEq(uint256(creature.species), 3, "species");
        vm.assertEq(uint256(creature.lifespan), 80, "lifespan");
        vm.assertEq(uint256(creature.bread), 2, "bread");
        vm.assertEq(uint256(creature.params[9]), 90, "params");
    }

    function test_RevertWhen_nonOperatorMints() public {
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.NotOperator.selector, ALICE));
        vm.prank(ALICE);
        creatures.mint(ALICE, _traits());
    }

    function test_setterAndOperatorUpdateBreadAndLifespan() public {
        _buy(ALICE, 1);
        vm.prank(SETTER);
        creatures.updateBread(1, 9);
        vm.prank(OPERATOR);
        creatures.updateLifespan(1, 7);
        CreatureNft.Creature memory creature = creatures.creatureOf(1).creature;
        vm.assertEq(uint256(creature.bread), 9, "bread");
        vm.assertEq(uint256(creature.lifespan), 7, "lifespan");
    }

    function test_RevertWhen_strangerUpdatesBreadOrLifespan() public {
        _buy(ALICE, 1);
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.NotSetterOrOperator.selector, ALICE));
        creatures.updateBread(1, 9);
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.NotSetterOrOperator.selector, ALICE));
        creatures.updateLifespan(1, 9);
        vm.stopPrank();
    }

    function test_RevertWhen_updatingUnknownToken() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 5));
        vm.prank(SETTER);
        creatures.updateBread(5, 1);
    }

    function test_operatorSetsLevelsAndRebirthTime() public {
        _buy(ALICE, 1);
        vm.startPrank(OPERATOR);
        creatures.setAttributeLevel(1, CreatureAttributes.LUCKY, 4);
        creatures.setRebirthTime(1, 1234);
        vm.stopPrank();
        vm.assertEq(uint256(creatures.attributeLevel(1, CreatureAttributes.LUCKY)), 4, "lucky level");
        vm.assertEq(uint256(creatures.creatureOf(1).creature.levels[2]), 4, "stored at index 2");
        vm.assertEq(uint256(creatures.creatureOf(1).creature.rebirthTime), 1234, "rebirth time");
    }

    function test_RevertWhen_levelForUnknownAttribute() public {
        _buy(ALICE, 1);
        vm.expectRevert(abi.encodeWithSelector(CreatureAttributes.InvalidAttribute.selector, 3));
        vm.prank(OPERATOR);
        creatures.setAttributeLevel(1, 3, 1);
    }

    function test_RevertWhen_strangerSetsLevelsOrRebirth() public {
        _buy(ALICE, 1);
        vm.startPrank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.NotOperator.selector, ALICE));
        creatures.setAttributeLevel(1, CreatureAttributes.SPEED, 9);
        vm.expectRevert(abi.encodeWithSelector(CreatureNft.NotOperator.selector, ALICE));
        creatures.setRebirthTime(1, 1);
        vm.stopPrank();
    }

    // ---------------------------------------------------------------- reads and URIs

    function test_cardsOfOwnerReturnEveryCreature() public {
        _buy(ALICE, 2);
        _buy(BOB, 1);
        CreatureNft.CreatureCard[] memory cards = creatures.creatureCardsOfOwner(ALICE);
        vm.assertEq(cards.length, 2, "two cards");
        vm.assertEq(cards[1].tokenId, 2, "second id");
        vm.assertEq(cards[1].owner, ALICE, "owner");
        uint256[] memory ids = new uint256[](2);
        ids[0] = 3;
        ids[1] = 1;
        CreatureNft.CreatureCard[] memory picked = creatures.creaturesOf(ids);
        vm.assertEq(picked[0].owner, BOB, "picked by id");
        vm.assertEq(creatures.tokensOfOwner(BOB)[0], 3, "tokens of owner");
    }

    function test_breedableNeedsSwitchFlagRevealAndBread() public {
        _buy(ALICE, 1);
        vm.assertFalse(creatures.isBreedable(1), "blind and closed");
        vm.prank(ALICE);
        creatures.reveal(1);
        vm.assertFalse(creatures.isBreedable(1), "breeding closed");
        vm.prank(OWNER);
        creatures.setBreedingOpen(true);
        vm.assertTrue(creatures.isBreedable(1), "breedable");
        vm.prank(OWNER);
        creatures.setCanBreed(1, false);
        vm.assertFalse(creatures.isBreedable(1), "blocked per token");
        vm.prank(OWNER);
        creatures.setCanBreed(1, true);
        vm.prank(SETTER);
        creatures.updateBread(1, 0);
        vm.assertFalse(creatures.isBreedable(1), "no breed times");
    }

    function test_customTokenUriOverridesAndResets() public {
        _buy(ALICE, 1);
        vm.prank(OWNER);
        creatures.setTokenURI(1, "ipfs://special");
        vm.assertEq(creatures.tokenURI(1), "ipfs://special", "custom");
        vm.prank(OWNER);
        creatures.setTokenURI(1, "");
        vm.assertEq(creatures.tokenURI(1), "https://example.org/creature/blind.json", "back to blind");
    }

    function test_RevertWhen_uriOfUnknownToken() public {
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 9));
        creatures.tokenURI(9);
    }

    // ---------------------------------------------------------------- administration

    function test_withdrawSendsEtherAndTalk() public {
        _buy(ALICE, 2);
        vm.prank(OWNER);
        creatures.setBuyBySecondToken(true);
        vm.startPrank(ALICE);
        talk.mint{value: 1 ether}();
        talk.approve(address(creatures), TALK_PRICE);
        creatures.buy(1, TALK_PRICE);
        vm.stopPrank();
        vm.prank(OWNER);
        creatures.withdraw(payable(CAROL));
        vm.assertEq(CAROL.balance, 2 * PRICE, "ether");
        vm.assertEq(talk.balanceOf(CAROL), TALK_PRICE, "talk");
    }

    function test_settersStoreValues() public {
        vm.startPrank(OWNER);
        creatures.setSpeciesRange(12, 6);
        creatures.setNewCreatureDefaults(55, 4);
        creatures.setAllowlistEndTime(99);
        vm.stopPrank();
        vm.assertEq(uint256(creatures.speciesCount()), 12, "species");
        vm.assertEq(uint256(creatures.categoryCount()), 6, "categories");
        vm.assertEq(uint256(creatures.newCreatureLifespan()), 55, "lifespan");
        vm.assertEq(uint256(creatures.newCreatureBread()), 4, "bread");
        vm.assertEq(creatures.allowlistEndTime(), 99, "end time");
    }

    function test_RevertWhen_invalidAdministrationInput() public {
        vm.startPrank(OWNER);
        vm.expectRevert(CreatureNft.InvalidSpeciesRange.selector);
        creatures.setSpeciesRange(0, 1);
        vm.expectRevert(CreatureNft.ZeroAddress.selector);
        creatures.setSetter(address(0));
        vm.expectRevert(CreatureNft.ZeroAddress.selector);
        creatures.setOperator(address(0), true);
        vm.expectRevert(CreatureNft.ZeroAddress.selector);
        creatures.setTalkToken(address(0));
        vm.expectRevert(CreatureNft.ZeroAddress.selector);
        creatures.withdraw(payable(address(0)));
        vm.expectRevert(abi.encodeWithSelector(IERC721Errors.ERC721NonexistentToken.selector, 77));
        creatures.setCanBreed(77, true);
        vm.stopPrank();
    }

    function test_renounceOwnershipLocksAdministration() public {
        vm.prank(OWNER);
        creatures.renounceOwnership();
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OWNER));
        vm.prank(OWNER);
        creatures.setPrice(1);
    }
}
