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

    error InvalidAttribute(uint8 attribute);

    /// @dev Reverts with InvalidAttribute for anything but a single known code.
    function indexOf(uint8 attribute) internal pure returns (uint8) {
        if (attribute == SPEED) return 0;
        if (attribute == ENERGY) return 1;
        if (attribute == LUCKY) return 2;
        if (attribute == WISDOM) return 3;
        revert InvalidAttribute(attribute);
    }

    function codeOf(uint8 index) internal pure returns (uint8) {
        if (index == 0) return SPEED;
        if (index == 1) return ENERGY;
        if (index == 2) return LUCKY;
        if (index == 3) return WISDOM;
        revert InvalidAttribute(index);
    }
}
