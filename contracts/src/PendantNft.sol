// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {CreatureNft} from "./CreatureNft.sol";
import {CreatureAttributes} from "./CreatureAttributes.sol";
import {CollectibleNft} from "./CollectibleNft.sol";

/// @title Pendants worn by creatures
/// @notice Bought blind in batches; opening one reveals its attribute and value; an open pendant is equipped
/// onto a creature in that attribute's slot (one per slot) and this contract holds it until the creature's
/// holder uninstalls it. A pendant follows its creature: whoever holds the creature may uninstall it.
/// Opening, equipping and uninstalling emit MetadataUpdate for the pendant, and equipping and uninstalling
/// have the creature contract emit it for the creature; this contract must be its `pendantNft`.
contract PendantNft is CollectibleNft {
    using Strings for uint256;

    struct Pendant {
        /// @dev 1..typeCount.
        uint8 pendantType;
        /// @dev Attribute code (1, 2, 4, 8) once opened, 0 while blind.
        uint8 attribute;
        uint16 value;
        bool opened;
    }

    /// @notice Everything a pendant card shows, in one call.
    struct PendantCard {
        uint256 tokenId;
        address owner;
        string tokenURI;
        /// @dev The creature wearing it, 0 when not equipped.
        uint256 equippedOn;
        Pendant pendant;
    }

    CreatureNft public immutable creatures;

    mapping(uint256 pendantId => Pendant) private pendants;
    mapping(uint256 pendantId => uint256 creatureId) public equippedOn;
    mapping(uint256 creatureId => uint256[4] pendantIds) private slots;
    uint256 public nextTokenId = 1;

    uint256 public price;
    bool public buyingOpen;
    uint256 public maxBatch = 20;
    uint8 public typeCount = 3;
    uint16 public minValue = 1;
    uint16 public maxValue = 10;
    string public baseURI;
    string public blindURI;

    event PendantsBought(address indexed buyer, uint256 firstTokenId, uint256 quantity, uint256 amountPaid);
    event PendantOpened(uint256 indexed pendantId, address indexed owner, uint8 attribute, uint16 value);
    event PendantEquipped(uint256 indexed pendantId, uint256 indexed creatureId, address indexed owner, uint8 attribute);
    event PendantUninstalled(
        uint256 indexed pendantId, uint256 indexed creatureId, address indexed owner, uint8 attribute
    );
    event SettingChanged(bytes32 indexed setting, uint256 value);
    event ProceedsWithdrawn(address indexed to, uint256 amount);

    error BuyingClosed();
    error InvalidQuantity(uint256 quantity, uint256 maxBatch);
    error WrongPayment(uint256 expected, uint256 sent);
    error NotTokenOwner(uint256 tokenId, address account);
    error CreatureNotOwned(uint256 creatureId, address account);
    error AlreadyOpened(uint256 pendantId);
    error PendantNotOpened(uint256 pendantId);
    error SlotOccupied(uint256 creatureId, uint8 attribute, uint256 pendantId);
    error NotEquipped(uint256 pendantId);
    error InvalidValueRange(uint16 minValue, uint16 maxValue);
    error InvalidSetting();
    error ZeroAddress();

    constructor(address initialOwner, CreatureNft creatureNft, uint256 initialPrice)
        ERC721("Pendant", "PDT")
        Ownable(initialOwner)
    {
        if (address(creatureNft) == address(0)) revert ZeroAddress();
        creatures = creatureNft;
        price = initialPrice;
    }

    // ---------------------------------------------------------------- holders

    /// @notice Buys `quantity` blind pendants for `price` ETH each; their type is known, attribute and value not.
    function buy(uint256 quantity) external payable returns (uint256 firstTokenId) {
        if (!buyingOpen) revert BuyingClosed();
        if (quantity == 0 || quantity > maxBatch) revert InvalidQuantity(quantity, maxBatch);
        uint256 cost = price * quantity;
        if (msg.value != cost) revert WrongPayment(cost, msg.value);
        // Reserve the whole id range before the first mint: a buyer's receiver hook may buy again mid-batch,
        // and the range this purchase reports must be the ids it minted.
        firstTokenId = nextTokenId;
        nextTokenId = firstTokenId + quantity;
        for (uint256 i = 0; i < quantity; i++) {
            uint256 pendantId = firstTokenId + i;
            // Types count from 1, so this write never stores zero and costs the same gas whatever the draw:
            // a transaction's gas estimate made at another timestamp must still cover it.
            // The draw is below typeCount, a uint8, so the cast cannot truncate.
            // forge-lint: disable-next-line(unsafe-typecast)
            pendants[pendantId].pendantType = 1 + uint8(_randomSeed(pendantId) % typeCount);
            _safeMint(msg.sender, pendantId);
        }
        emit PendantsBought(msg.sender, firstTokenId, quantity, cost);
    }

    /// @notice Opens a blind pendant held by the sender: its attribute and value are drawn.
    function open(uint256 pendantId) external {
        if (ownerOf(pendantId) != msg.sender) revert NotTokenOwner(pendantId, msg.sender);
        Pendant storage pendant = pendants[pendantId];
        if (pendant.opened) revert AlreadyOpened(pendantId);
        uint256 seed = _randomSeed(pendantId);
        pendant.opened = true;
        // Both draws are reduced below bounds of their own types, so the casts cannot truncate.
        // forge-lint: disable-next-line(unsafe-typecast)
        pendant.attribute = CreatureAttributes.codeOf(uint8(seed % CreatureAttributes.COUNT));
        // forge-lint: disable-next-line(unsafe-typecast)
        pendant.value = minValue + uint16((seed >> 8) % (uint256(maxValue) - minValue + 1));
        emit PendantOpened(pendantId, msg.sender, pendant.attribute, pendant.value);
        emit MetadataUpdate(pendantId);
    }

    /// @notice Equips an open pendant onto a creature, both held by the sender; the pendant moves here.
    function equip(uint256 pendantId, uint256 creatureId) external {
        if (ownerOf(pendantId) != msg.sender) revert NotTokenOwner(pendantId, msg.sender);
        if (creatures.ownerOf(creatureId) != msg.sender) revert CreatureNotOwned(creatureId, msg.sender);
        Pendant storage pendant = pendants[pendantId];
        if (!pendant.opened) revert PendantNotOpened(pendantId);
        uint8 slot = CreatureAttributes.indexOf(pendant.attribute);
        uint256 current = slots[creatureId][slot];
        if (current != 0) revert SlotOccupied(creatureId, pendant.attribute, current);

        slots[creatureId][slot] = pendantId;
        equippedOn[pendantId] = creatureId;
        _transfer(msg.sender, address(this), pendantId);
        emit PendantEquipped(pendantId, creatureId, msg.sender, pendant.attribute);
        emit MetadataUpdate(pendantId);
        creatures.pendantsChanged(creatureId);
    }

    /// @notice Takes an equipped pendant off its creature and gives it to the creature's holder (the sender).
    function uninstall(uint256 pendantId) external {
        uint256 creatureId = equippedOn[pendantId];
        if (creatureId == 0) revert NotEquipped(pendantId);
        if (creatures.ownerOf(creatureId) != msg.sender) revert CreatureNotOwned(creatureId, msg.sender);
        uint8 attribute = pendants[pendantId].attribute;

        delete slots[creatureId][CreatureAttributes.indexOf(attribute)];
        delete equippedOn[pendantId];
        _transfer(address(this), msg.sender, pendantId);
        emit PendantUninstalled(pendantId, creatureId, msg.sender, attribute);
        emit MetadataUpdate(pendantId);
        creatures.pendantsChanged(creatureId);
    }

    // ---------------------------------------------------------------- reads

    function pendantOf(uint256 pendantId) public view returns (PendantCard memory card) {
        card.tokenId = pendantId;
        card.owner = ownerOf(pendantId);
        card.tokenURI = tokenURI(pendantId);
        card.equippedOn = equippedOn[pendantId];
        card.pendant = pendants[pendantId];
    }

    function pendantsOf(uint256[] calldata pendantIds) external view returns (PendantCard[] memory cards) {
        cards = new PendantCard[](pendantIds.length);
        for (uint256 i = 0; i < pendantIds.length; i++) {
            cards[i] = pendantOf(pendantIds[i]);
        }
    }

    /// @notice The cards of the pendants `holder` holds (equipped ones are held by this contract).
    function pendantCardsOfOwner(address holder) external view returns (PendantCard[] memory cards) {
        uint256 count = balanceOf(holder);
        cards = new PendantCard[](count);
        for (uint256 i = 0; i < count; i++) {
            cards[i] = pendantOf(tokenOfOwnerByIndex(holder, i));
        }
    }

    /// @notice Pendant ids in the speed, energy, lucky and wisdom slots of a creature (0: empty).
    function equippedPendants(uint256 creatureId) external view returns (uint256[4] memory) {
        return slots[creatureId];
    }

    /// @notice Cards of the pendants a creature wears, in slot order; empty slots have tokenId 0.
    function equippedCards(uint256 creatureId) external view returns (PendantCard[4] memory cards) {
        uint256[4] memory ids = slots[creatureId];
        for (uint256 i = 0; i < ids.length; i++) {
            if (ids[i] != 0) cards[i] = pendantOf(ids[i]);
        }
    }

    function tokenURI(uint256 pendantId) public view override returns (string memory) {
        _requireOwned(pendantId);
        if (!pendants[pendantId].opened) return blindURI;
        return string.concat(baseURI, pendantId.toString());
    }

    // ---------------------------------------------------------------- owner administration

    function setPrice(uint256 newPrice) external onlyOwner {
        price = newPrice;
        emit SettingChanged("price", newPrice);
    }

    function setBuyingOpen(bool openForSale) external onlyOwner {
        buyingOpen = openForSale;
        emit SettingChanged("buyingOpen", openForSale ? 1 : 0);
    }

    function setMaxBatch(uint256 newMaxBatch) external onlyOwner {
        if (newMaxBatch == 0) revert InvalidSetting();
        maxBatch = newMaxBatch;
        emit SettingChanged("maxBatch", newMaxBatch);
    }

    function setTypeCount(uint8 newTypeCount) external onlyOwner {
        if (newTypeCount == 0) revert InvalidSetting();
        typeCount = newTypeCount;
        emit SettingChanged("typeCount", newTypeCount);
    }

    function setValueRange(uint16 newMinValue, uint16 newMaxValue) external onlyOwner {
        if (newMinValue > newMaxValue) revert InvalidValueRange(newMinValue, newMaxValue);
        minValue = newMinValue;
        maxValue = newMaxValue;
        emit SettingChanged("minValue", newMinValue);
        emit SettingChanged("maxValue", newMaxValue);
    }

    function setBaseURI(string calldata uri) external onlyOwner {
        baseURI = uri;
        emit SettingChanged("baseURI", 0);
        _allMetadataChanged();
    }

    function setBlindURI(string calldata uri) external onlyOwner {
        blindURI = uri;
        emit SettingChanged("blindURI", 0);
        _allMetadataChanged();
    }

    function withdraw(address payable to) external onlyOwner {
        if (to == address(0)) revert ZeroAddress();
        uint256 amount = address(this).balance;
        emit ProceedsWithdrawn(to, amount);
        Address.sendValue(to, amount);
    }

    // ---------------------------------------------------------------- internals

    /// @dev This contract holds only equipped pendants: a transfer into it other than equip's is refused.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address) {
        if (to == address(this) && auth != address(0)) revert ERC721InvalidReceiver(to);
        return super._update(to, tokenId, auth);
    }

    /// @dev Block-based randomness is predictable and fit only for the local chain and demos. Production must
    /// draw from a verifiable source (e.g. Chainlink VRF) or a commit-reveal scheme.
    function _randomSeed(uint256 pendantId) private view returns (uint256) {
        return uint256(keccak256(abi.encode(block.prevrandao, block.timestamp, msg.sender, pendantId)));
    }
}
