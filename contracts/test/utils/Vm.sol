// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The forge cheatcodes these tests use, declared here because forge-std is not a dependency.
/// Signatures follow forge's cheatcode specification; they are served at the fixed address below.
interface Vm {
    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    function prank(address msgSender) external;
    function startPrank(address msgSender) external;
    function stopPrank() external;
    function deal(address account, uint256 newBalance) external;
    function etch(address target, bytes calldata newRuntimeBytecode) external;
    function warp(uint256 newTimestamp) external;
    function roll(uint256 newHeight) external;
    function prevrandao(bytes32 newPrevrandao) external;
    function setBlockhash(uint256 blockNumber, bytes32 blockHash) external;
    function assume(bool condition) external pure;
    function addr(uint256 privateKey) external pure returns (address);
    function label(address account, string calldata newLabel) external;
    function toString(uint256 value) external pure returns (string memory);
    function snapshotState() external returns (uint256 snapshotId);
    function revertToState(uint256 snapshotId) external returns (bool success);

    function expectRevert() external;
    function expectRevert(bytes4 revertData) external;
    function expectRevert(bytes calldata revertData) external;
    function expectEmit() external;
    function expectEmit(address emitter) external;
    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory logs);

    function assertTrue(bool condition, string calldata message) external pure;
    function assertFalse(bool condition, string calldata message) external pure;
    function assertEq(uint256 left, uint256 right, string calldata message) external pure;
    function assertEq(int256 left, int256 right, string calldata message) external pure;
    function assertEq(address left, address right, string calldata message) external pure;
    function assertEq(bool left, bool right, string calldata message) external pure;
    function assertEq(bytes32 left, bytes32 right, string calldata message) external pure;
    function assertEq(string calldata left, string calldata right, string calldata message) external pure;
    function assertLe(uint256 left, uint256 right, string calldata message) external pure;
    function assertGe(uint256 left, uint256 right, string calldata message) external pure;
    function assertGt(uint256 left, uint256 right, string calldata message) external pure;
}
