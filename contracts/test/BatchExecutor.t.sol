// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TestBase} from "./utils/TestBase.sol";
import {BatchExecutor} from "../src/BatchExecutor.sol";
import {TalkToken} from "../src/TalkToken.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

contract SafeMintingNft is ERC721("Safe", "SAFE") {
    function safeMint(address to, uint256 tokenId) external {
        _safeMint(to, tokenId);
    }
}

/// @dev ALICE carries the executor's code, as an account delegated to it through EIP-7702 does.
contract BatchExecutorTest is TestBase {
    uint256 internal constant RATE = 10_000;

    TalkToken internal talk;
    BatchExecutor internal alice;

    function setUp() public {
        talk = new TalkToken(OWNER, RATE);
        vm.etch(ALICE, address(new BatchExecutor()).code);
        alice = BatchExecutor(payable(ALICE));
        vm.deal(ALICE, 10 ether);
    }

    function mintThenApprove(uint256 allowance) internal view returns (BatchExecutor.Call[] memory calls) {
        calls = new BatchExecutor.Call[](2);
        calls[0] = BatchExecutor.Call(address(talk), 1 ether, abi.encodeCall(TalkToken.mint, ()));
        calls[1] = BatchExecutor.Call(address(talk), 0, abi.encodeCall(talk.approve, (BOB, allowance)));
    }

    function test_runsEveryCallInOrderFromTheAccount() public {
        vm.expectEmit(ALICE);
        emit BatchExecutor.BatchExecuted(2);
        vm.prank(ALICE);
        alice.execute(mintThenApprove(5 ether));
        vm.assertEq(talk.balanceOf(ALICE), 1 ether * RATE, "minted to the account itself");
        vm.assertEq(talk.allowance(ALICE, BOB), 5 ether, "approved by the account itself");
        vm.assertEq(ALICE.balance, 9 ether, "value sent from the account");
    }

    function test_RevertWhen_aCallFails_undoesTheWholeBatch() public {
        BatchExecutor.Call[] memory calls = mintThenApprove(5 ether);
        // A third call the token refuses: minting without ETH.
        BatchExecutor.Call[] memory failing = new BatchExecutor.Call[](3);
        failing[0] = calls[0];
        failing[1] = calls[1];
        failing[2] = BatchExecutor.Call(address(talk), 0, abi.encodeCall(TalkToken.mint, ()));
        vm.expectRevert(
            abi.encodeWithSelector(
                BatchExecutor.CallFailed.selector, 2, abi.encodeWithSelector(TalkToken.NoEtherSent.selector)
            )
        );
        vm.prank(ALICE);
        alice.execute(failing);
        vm.assertEq(talk.balanceOf(ALICE), 0, "first call undone");
        vm.assertEq(talk.allowance(ALICE, BOB), 0, "second call undone");
        vm.assertEq(ALICE.balance, 10 ether, "no value spent");
    }

    function test_RevertWhen_anotherAccountStartsABatch() public {
        vm.deal(BOB, 1 ether);
        vm.expectRevert(abi.encodeWithSelector(BatchExecutor.NotSelf.selector, BOB));
        vm.prank(BOB);
        alice.execute(mintThenApprove(type(uint256).max));
        vm.assertEq(talk.allowance(ALICE, BOB), 0, "no allowance granted");
    }

    function testFuzz_RevertWhen_anyOtherCallerStartsABatch(address caller) public {
        vm.assume(caller != ALICE);
        vm.expectRevert(abi.encodeWithSelector(BatchExecutor.NotSelf.selector, caller));
        vm.prank(caller);
        alice.execute(new BatchExecutor.Call[](0));
    }

    function test_keepsReceivingEtherAndSafeTransfers() public {
        vm.deal(BOB, 1 ether);
        vm.prank(BOB);
        (bool sent,) = ALICE.call{value: 1 ether}("");
        vm.assertTrue(sent, "ether accepted");
        SafeMintingNft nft = new SafeMintingNft();
        nft.safeMint(ALICE, 7);
        vm.assertEq(nft.ownerOf(7), ALICE, "NFT accepted");
    }
}
