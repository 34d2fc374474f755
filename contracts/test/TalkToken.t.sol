// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TestBase} from "./utils/TestBase.sol";
import {TalkToken} from "../src/TalkToken.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

contract TalkTokenTest is TestBase {
    uint256 internal constant RATE = 10_000;

    TalkToken internal talk;

    function setUp() public {
        talk = new TalkToken(OWNER, RATE);
        vm.deal(ALICE, 100 ether);
    }

    function test_metadataAndRate() public view {
        vm.assertEq(talk.name(), "talk", "name");
        vm.assertEq(talk.symbol(), "TALK", "symbol");
        vm.assertEq(talk.mintRate(), RATE, "rate");
        vm.assertEq(talk.owner(), OWNER, "owner");
    }

    function test_RevertWhen_constructedWithZeroRate() public {
        vm.expectRevert(TalkToken.MintRateZero.selector);
        new TalkToken(OWNER, 0);
    }

    function test_mintWithEther() public {
        vm.expectEmit(address(talk));
        emit TalkToken.TalkMinted(ALICE, 1 ether, 1 ether * RATE);
        vm.prank(ALICE);
        uint256 minted = talk.mint{value: 1 ether}();
        vm.assertEq(minted, 1 ether * RATE, "returned amount");
        vm.assertEq(talk.balanceOf(ALICE), 1 ether * RATE, "balance");
        vm.assertEq(address(talk).balance, 1 ether, "ether kept");
    }

    function test_RevertWhen_mintWithoutEther() public {
        vm.expectRevert(TalkToken.NoEtherSent.selector);
        vm.prank(ALICE);
        talk.mint();
    }

    function test_quoteMintMatchesMint(uint96 ethAmount) public {
        vm.assume(ethAmount > 0);
        vm.deal(BOB, ethAmount);
        uint256 quoted = talk.quoteMint(ethAmount);
        vm.prank(BOB);
        vm.assertEq(talk.mint{value: ethAmount}(), quoted, "quote equals mint");
    }

    function testFuzz_setRateChangesMintAmount(uint64 newRate, uint64 ethAmount) public {
        vm.assume(newRate > 0 && ethAmount > 0);
        vm.expectEmit(address(talk));
        emit TalkToken.MintRateSet(RATE, newRate);
        vm.prank(OWNER);
        talk.setRate(newRate);
        vm.deal(BOB, ethAmount);
        vm.prank(BOB);
        talk.mint{value: ethAmount}();
        vm.assertEq(talk.balanceOf(BOB), uint256(ethAmount) * newRate, "minted at the new rate");
    }

    function test_RevertWhen_setRateZero() public {
        vm.expectRevert(TalkToken.MintRateZero.selector);
        vm.prank(OWNER);
        talk.setRate(0);
    }

    function test_minterMints() public {
        vm.prank(OWNER);
        talk.setMinter(BOB, true);
        vm.prank(BOB);
        talk.mintTo(CAROL, 7 ether);
        vm.assertEq(talk.balanceOf(CAROL), 7 ether, "minted");
        vm.prank(OWNER);
        talk.setMinter(BOB, false);
        vm.expectRevert(abi.encodeWithSelector(TalkToken.NotMinter.selector, BOB));
        vm.prank(BOB);
        talk.mintTo(CAROL, 1);
    }

    function test_RevertWhen_nonMinterMints() public {
        vm.expectRevert(abi.encodeWithSelector(TalkToken.NotMinter.selector, ALICE));
        vm.prank(ALICE);
        talk.mintTo(ALICE, 1);
    }

    function test_RevertWhen_minterIsZeroAddress() public {
        vm.expectRevert(TalkToken.ZeroAddress.selector);
        vm.prank(OWNER);
        talk.setMinter(address(0), true);
    }

    function test_withdrawSendsEther() public {
        vm.prank(ALICE);
        talk.mint{value: 2 ether}();
        vm.prank(OWNER);
        talk.withdraw(payable(CAROL));
        vm.assertEq(CAROL.balance, 2 ether, "ether sent");
        vm.assertEq(address(talk).balance, 0, "nothing left");
    }

    function test_RevertWhen_withdrawToZeroAddress() public {
        vm.expectRevert(TalkToken.ZeroAddress.selector);
        vm.prank(OWNER);
        talk.withdraw(payable(address(0)));
    }

    function test_RevertWhen_strangerAdministers() public {
        bytes memory unauthorized = abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE);
        vm.startPrank(ALICE);
        vm.expectRevert(unauthorized);
        talk.setRate(1);
        vm.expectRevert(unauthorized);
        talk.setMinter(ALICE, true);
        vm.expectRevert(unauthorized);
        talk.withdraw(payable(ALICE));
        vm.stopPrank();
    }
}
