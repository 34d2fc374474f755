// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Vm} from "./Vm.sol";

/// @notice What the tests share: the cheatcode handle, named accounts, the cost limit of calls whose cost is not the
/// point, a fuzz-input bound and the invariant-target declaration that forge reads from a test contract.
abstract contract TestBase {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    address internal constant OWNER = address(0x0FF1CE);
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant CAROL = address(0xCA401);

    /// @dev The `maxCost` of a paying call (`buy`, `upgrade`, `pair`...) in a test about something else: any cost.
    uint256 internal constant NO_COST_LIMIT = type(uint256).max;

    address[] private invariantTargets;

    /// @dev Maps any fuzzed value into [min, max] without discarding runs.
    function bound(uint256 value, uint256 min, uint256 max) internal pure returns (uint256) {
        require(min <= max, "bound: min > max");
        if (value >= min && value <= max) return value;
        return min + (value % (max - min + 1));
    }

    function targetContract(address target) internal {
        invariantTargets.push(target);
    }

    /// @dev Read by forge's invariant runner: only these contracts receive random calls.
    function targetContracts() public view returns (address[] memory) {
        return invariantTargets;
    }
}
