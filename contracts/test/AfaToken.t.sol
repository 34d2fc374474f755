// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TestBase} from "./utils/TestBase.sol";
import {AfaToken} from "../src/AfaToken.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

contract AfaTokenTest is TestBase {
    uint256 internal constant CAP = 1_000_000_000 ether;

    AfaToken internal token;

    function setUp() public {
        token = new AfaToken(OWNER, CAP);
    }

    function test_metadata() public view {
        vm.assertEq(token.name(), "AFA", "name");
        vm.assertEq(token.symbol(), "AFA", "symbol");
        vm.assertEq(uint256(token.decimals()), 18, "decimals");
        vm.assertEq(token.cap(), CAP, "cap");
        vm.assertEq(token.totalSupply(), 0, "starts empty");
        vm.assertEq(token.owner(), OWNER, "owner");
    }

    function test_ownerMints() public {
        vm.expectEmit(address(token));
        emit IERC20.Transfer(address(0), ALICE, 5 ether);
        vm.prank(OWNER);
        token.mint(ALICE, 5 ether);
        vm.assertEq(token.balanceOf(ALICE), 5 ether, "balance");
        vm.assertEq(token.totalSupply(), 5 ether, "supply");
    }

    function test_mintUpToTheCapExactly() public {
        vm.prank(OWNER);
        token.mint(ALICE, CAP);
        vm.assertEq(token.totalSupply(), CAP, "supply at cap");
    }

    function test_RevertWhen_mintExceedsCap() public {
        vm.prank(OWNER);
        token.mint(ALICE, CAP - 1);
        vm.expectRevert(abi.encodeWithSelector(ERC20Capped.ERC20ExceededCap.selector, CAP + 1, CAP));
        vm.prank(OWNER);
        token.mint(BOB, 2);
    }

    function test_RevertWhen_nonOwnerMints() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, ALICE));
        vm.prank(ALICE);
        token.mint(ALICE, 1);
    }

    function test_RevertWhen_mintToZeroAddress() public {
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidReceiver.selector, address(0)));
        vm.prank(OWNER);
        token.mint(address(0), 1);
    }

    function test_RevertWhen_capIsZero() public {
        vm.expectRevert(abi.encodeWithSelector(ERC20Capped.ERC20InvalidCap.selector, 0));
        new AfaToken(OWNER, 0);
    }

    function test_transfer() public {
        vm.prank(OWNER);
        token.mint(ALICE, 10 ether);
        vm.prank(ALICE);
        vm.assertTrue(token.transfer(BOB, 3 ether), "transfer returns true");
        vm.assertEq(token.balanceOf(ALICE), 7 ether, "sender");
        vm.assertEq(token.balanceOf(BOB), 3 ether, "receiver");
    }

    function test_RevertWhen_transferExceedsBalance() public {
        vm.prank(OWNER);
        token.mint(ALICE, 1 ether);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, ALICE, 1 ether, 2 ether)
        );
        vm.prank(ALICE);
        // forge-lint: disable-next-line(erc20-unchecked-transfer)
        token.transfer(BOB, 2 ether);
    }

    function test_approveAndTransferFrom() public {
        vm.prank(OWNER);
        token.mint(ALICE, 10 ether);
        vm.prank(ALICE);
        token.approve(BOB, 4 ether);
        vm.prank(BOB);
        vm.assertTrue(token.transferFrom(ALICE, CAROL, 4 ether), "transferFrom returns true");
        vm.assertEq(token.balanceOf(CAROL), 4 ether, "moved");
        vm.assertEq(token.allowance(ALICE, BOB), 0, "allowance spent");
    }

    function test_RevertWhen_transferFromExceedsAllowance() public {
        vm.prank(OWNER);
        token.mint(ALICE, 10 ether);
        vm.prank(ALICE);
        token.approve(BOB, 1 ether);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, BOB, 1 ether, 2 ether)
        );
        vm.prank(BOB);
        // forge-lint: disable-next-line(erc20-unchecked-transfer)
        token.transferFrom(ALICE, CAROL, 2 ether);
    }

    function test_ownershipTransferMovesMintRight() public {
        vm.prank(OWNER);
        token.transferOwnership(ALICE);
        vm.prank(ALICE);
        token.mint(ALICE, 1);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, OWNER));
        vm.prank(OWNER);
        token.mint(OWNER, 1);
    }

    function testFuzz_mintNeverPassesCap(uint256 first, uint256 second) public {
        first = bound(first, 0, CAP);
        vm.prank(OWNER);
        token.mint(ALICE, first);
        second = bound(second, 1, type(uint256).max - first);
        if (first + second > CAP) {
            vm.expectRevert(abi.encodeWithSelector(ERC20Capped.ERC20ExceededCap.selector, first + second, CAP));
        }
        vm.prank(OWNER);
        token.mint(BOB, second);
        vm.assertLe(token.totalSupply(), CAP, "supply within cap");
    }

    function testFuzz_transferKeepsSupply(uint256 minted, uint256 sent) public {
        minted = bound(minted, 0, CAP);
        sent = bound(sent, 0, minted);
        vm.prank(OWNER);
        token.mint(ALICE, minted);
        vm.prank(ALICE);
        vm.assertTrue(token.transfer(BOB, sent), "transfer returns true");
        vm.assertEq(token.balanceOf(ALICE) + token.balanceOf(BOB), minted, "balances sum to supply");
        vm.assertEq(token.totalSupply(), minted, "supply unchanged");
    }
}
