// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";

/// @title talk, the community's second token
/// @notice Anyone mints talk with ETH at `mintRate` talk per ETH (what the /mint page does); contracts the
/// owner authorises mint it as income (the staking pool).
contract TalkToken is ERC20, Ownable {
    /// @notice Talk units minted per wei paid: with 18 decimals on both sides, talk per ETH.
    uint256 public mintRate;
    mapping(address minter => bool allowed) public isMinter;

    event TalkMinted(address indexed buyer, uint256 ethPaid, uint256 talkAmount);
    event MintRateSet(uint256 previousRate, uint256 newRate);
    event MinterSet(address indexed minter, bool allowed);
    event EtherWithdrawn(address indexed to, uint256 amount);

    error MintRateZero();
    error NoEtherSent();
    error NotMinter(address account);
    error ZeroAddress();

    constructor(address initialOwner, uint256 initialMintRate) ERC20("talk", "TALK") Ownable(initialOwner) {
        if (initialMintRate == 0) revert MintRateZero();
        mintRate = initialMintRate;
        emit MintRateSet(0, initialMintRate);
    }

    /// @notice Mints `msg.value * mintRate` talk to the sender.
    function mint() external payable returns (uint256 talkAmount) {
        if (msg.value == 0) revert NoEtherSent();
        talkAmount = msg.value * mintRate;
        _mint(msg.sender, talkAmount);
        emit TalkMinted(msg.sender, msg.value, talkAmount);
    }

    /// @notice Talk that `ethAmount` wei buys at the current rate.
    function quoteMint(uint256 ethAmount) external view returns (uint256) {
        return ethAmount * mintRate;
    }

    function mintTo(address to, uint256 amount) external {
        if (!isMinter[msg.sender]) revert NotMinter(msg.sender);
        _mint(to, amount);
    }

    function setRate(uint256 newRate) external onlyOwner {
        if (newRate == 0) revert MintRateZero();
        emit MintRateSet(mintRate, newRate);
        mintRate = newRate;
    }

    function setMinter(address minter, bool allowed) external onlyOwner {
        if (minter == address(0)) revert ZeroAddress();
        isMinter[minter] = allowed;
        emit MinterSet(minter, allowed);
    }

    /// @notice Sends the ETH paid for talk to `to`.
    function withdraw(address payable to) external onlyOwner {
        if (to == address(0)) revert ZeroAddress();
        uint256 amount = address(this).balance;
        emit EtherWithdrawn(to, amount);
        Address.sendValue(to, amount);
    }
}
