// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The four creature attributes and their numeric codes as the app sends them:
/// speed = 1, energy = 2, lucky = 4, wisdom = 8. Storage keeps them as indexes 0..3.
library CreatureAttributes {
    uint8 internal constant SPEED = 1;
    uint8 internal constant ENERGY = 2;
    uint8 internal constant LUCKY = 4;
    uint8 internal constant WISDOM = 8;
    uint8 internal constant COUNT = 4;
    uint32 private constant CODES = 0x08040201;

    error InvalidAttribute(uint8 attribute);

    /// @dev Reverts with InvalidAttribute for anything but a single known code.
    function indexOf(uint8 attribute) internal pure returns (uint8) {
        if (attribute == SPEED) return 0;
        if (attribute == ENERGY) return 1;
        if (attribute == LUCKY) return 2;
        if (attribute == WISDOM) return 3;
        revert InvalidAttribute(attribute);
    }

    /// @dev Costs the same gas for every index, so a random draw does not change a transaction's gas.
    function codeOf(uint8 index) internal pure returns (uint8) {
        if (index >= COUNT) revert InvalidAttribute(index);
        // Byte i of CODES is the code of index i: speed 0x01, energy 0x02, lucky 0x04, wisdom 0x08.
        // The cast keeps that low byte on purpose.
        // forge-lint: disable-next-line(unsafe-typecast)
        return uint8(CODES >> (uint256(index) * 8));
    }
}
