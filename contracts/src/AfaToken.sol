// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title AFA, the community's main token
/// @notice A capped ERC-20: the owner mints, and the total supply can never exceed the cap.
contract AfaToken is ERC20Capped, Ownable {
    constructor(address initialOwner, uint256 supplyCap)
        ERC20("AFA", "AFA")
        ERC20Capped(supplyCap)
        Ownable(initialOwner)
    {}

    /// @notice Mints `amount` to `to`; reverts with ERC20ExceededCap past the cap.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
