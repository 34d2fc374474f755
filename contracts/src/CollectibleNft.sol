// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IERC4906} from "@openzeppelin/contracts/interfaces/IERC4906.sol";

/// @title What wallets, explorers and marketplaces read from both NFT contracts
/// @notice ERC-4906 metadata update events, ERC-2981 royalties (one rate for every token, owner-set, at most
/// MAX_ROYALTY_BPS) and ERC-7572 collection metadata (`contractURI`).
abstract contract CollectibleNft is IERC4906, ERC721Enumerable, ERC2981, Ownable {
    /// @notice Highest royalty, in basis points of the sale price (10 %).
    uint96 public constant MAX_ROYALTY_BPS = 1_000;

    /// @dev ERC-4906 fixes this id; it is not the XOR of IERC4906's (inherited) functions.
    bytes4 private constant ERC4906_INTERFACE_ID = 0x49064906;

    /// @notice The collection's metadata JSON (ERC-7572).
    string public contractURI;

    event ContractURIUpdated();
    event RoyaltySet(address indexed receiver, uint96 bps);

    error RoyaltyTooHigh(uint96 requested, uint96 max);

    function supportsInterface(bytes4 interfaceId)
        public
        view
        virtual
        override(ERC721Enumerable, ERC2981, IERC165)
        returns (bool)
    {
        return interfaceId == ERC4906_INTERFACE_ID || super.supportsInterface(interfaceId);
    }

    function setContractURI(string calldata uri) external onlyOwner {
        contractURI = uri;
        emit ContractURIUpdated();
    }

    /// @notice Every sale of any token pays `bps` basis points of its price to `receiver`; a zero receiver
    /// is refused (ERC2981InvalidDefaultRoyaltyReceiver).
    function setRoyalty(address receiver, uint96 bps) external onlyOwner {
        if (bps > MAX_ROYALTY_BPS) revert RoyaltyTooHigh(bps, MAX_ROYALTY_BPS);
        _setDefaultRoyalty(receiver, bps);
        emit RoyaltySet(receiver, bps);
    }

    /// @dev For a change that moves every token's metadata: a base or blind URI, a limit every token shows.
    function _allMetadataChanged() internal {
        emit BatchMetadataUpdate(0, type(uint256).max);
    }
}
