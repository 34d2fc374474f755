// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";

/// @title Batch executor for accounts delegated to it (EIP-7702)
/// @notice An account that delegates its code here runs a list of calls as one transaction it sends to
/// itself: every call lands, or none does. Only the account itself can start a batch, so a delegation
/// grants nothing to anyone else. Used by the local test wallet for EIP-5792 atomic batches.
contract BatchExecutor is IERC721Receiver {
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    event BatchExecuted(uint256 calls);

    /// @notice Someone other than the delegated account tried to run a batch through it.
    error NotSelf(address caller);
    /// @notice Call `index` of the batch reverted with `reason`; the whole batch is undone.
    error CallFailed(uint256 index, bytes reason);

    /// @notice Runs `calls` in order from the delegated account; reverts the whole batch when one fails.
    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert NotSelf(msg.sender);
        for (uint256 index = 0; index < calls.length; ++index) {
            Call calldata call = calls[index];
            (bool ok, bytes memory reason) = call.target.call{value: call.value}(call.data);
            if (!ok) revert CallFailed(index, reason);
        }
        emit BatchExecuted(calls.length);
    }

    /// @notice A delegated account has code, so safe transfers ask it whether it takes NFTs: it does,
    /// as it did before the delegation.
    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return IERC721Receiver.onERC721Received.selector;
    }

    /// @notice A delegated account keeps receiving ETH like the plain account it was.
    receive() external payable {}
}
