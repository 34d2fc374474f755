// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {CreatureAttributes} from "./CreatureAttributes.sol";
import {CollectibleNft} from "./CollectibleNft.sol";

/// @title The collectible creature
/// @notice Bought blind in batches (ETH, or talk when "buy by second token" is on), revealed by the holder,
/// minted revealed by authorised contracts (breeding). The upgrade and breeding contracts are operators that
/// change a creature's levels, lifespan, rebirth time and breed times; the setter may update bread and lifespan.
/// Every change to what a creature's metadata shows emits MetadataUpdate here, whichever contract made it.
contract CreatureNft is CollectibleNft {
    using SafeERC20 for IERC20;
    using Strings for uint256;

    uint256 public constant PARAM_COUNT = 10;
    /// @notice Upper bound (exclusive) of each revealed parameter value.
    uint16 public constant PARAM_MAX = 1000;

    struct Creature {
        uint32 species;
        uint32 categoryIndex;
        uint64 lifespan;
        uint64 rebirthTime;
        uint32 bread;
        bool revealed;
        bool canBreed;
        uint16[10] params;
        /// @dev Levels of speed, energy, lucky, wisdom (attribute codes 1, 2, 4, 8).
        uint8[4] levels;
    }

    /// @notice Everything a creature card shows, in one call.
    struct CreatureCard {
        uint256 tokenId;
        address owner;
        string tokenURI;
        bool breedable;
        Creature creature;
    }

    /// @notice What an operator decides when it mints a revealed creature.
    struct NewCreature {
        uint32 species;
        uint32 categoryIndex;
        uint16[10] params;
        uint64 lifespan;
        uint32 bread;
    }

    mapping(uint256 tokenId => Creature) private creatures;
    mapping(uint256 tokenId => string) private customTokenURIs;
    uint256 public nextTokenId = 1;

    uint256 public price;
    uint256 public talkPrice;
    IERC20 public talkToken;
    bool public buyingOpen;
    bool public buyBySecondToken;
    bool public breedingOpen;

    /// @notice Most creatures one address may buy in total, enforced while userBuyLimitOn.
    uint256 public userBuyLimit;
    bool public userBuyLimitOn;
    /// @notice Most creatures one purchase may take out at once (0: no limit).
    uint256 public userBuyLimitOut;
    mapping(address buyer => uint256 count) public userBuyCount;

    /// @notice Until this time only allowlisted addresses may buy; after it, anyone.
    uint256 public allowlistEndTime;
    mapping(address account => bool listed) public allowlist;

    string public baseURI;
    string public blindURI;

    uint32 public speciesCount;
    uint32 public categoryCount;
    uint64 public newCreatureLifespan;
    uint32 public newCreatureBread;

    address public setter;
    mapping(address account => bool allowed) public isOperator;
    /// @notice The pendant contract, whose equips and uninstalls change what a creature shows.
    address public pendantNft;

    event CreaturesBought(
        address indexed buyer, uint256 firstTokenId, uint256 quantity, bool paidInTalk, uint256 amountPaid
    );
    event CreatureRevealed(uint256 indexed tokenId, uint32 species, uint32 categoryIndex, uint16[10] params);
    event CreatureMinted(address indexed to, uint256 indexed tokenId, address indexed operator);
    event BreadUpdated(uint256 indexed tokenId, uint32 bread);
    event LifespanUpdated(uint256 indexed tokenId, uint64 lifespan);
    event AttributeLevelUpdated(uint256 indexed tokenId, uint8 attribute, uint8 level);
    event RebirthTimeUpdated(uint256 indexed tokenId, uint64 rebirthTime);
    event CanBreedSet(uint256 indexed tokenId, bool canBreed);
    event TokenURISet(uint256 indexed tokenId, string uri);
    event AllowlistSet(address indexed account, bool listed);
    event OperatorSet(address indexed operator, bool allowed);
    event SetterSet(address indexed setter);
    event PendantNftSet(address indexed pendantNft);
    event SettingChanged(bytes32 indexed setting, uint256 value);
    event ProceedsWithdrawn(address indexed to, uint256 ethAmount, uint256 talkAmount);

    error BuyingClosed();
    error InvalidQuantity(uint256 quantity);
    error BatchTooLarge(uint256 quantity, uint256 limit);
    error UserBuyLimitExceeded(address buyer, uint256 alreadyBought, uint256 quantity, uint256 limit);
    error NotAllowlisted(address account, uint256 allowlistEndTime);
    error WrongPayment(uint256 expected, uint256 sent);
    error CostAboveLimit(uint256 cost, uint256 limit);
    error TalkTokenNotSet();
    error NotTokenOwner(uint256 tokenId, address account);
    error AlreadyRevealed(uint256 tokenId);
    error NotOperator(address account);
    error NotSetterOrOperator(address account);
    error NotPendantNft(address account);
    error ZeroAddress();
    error InvalidSpeciesRange();

    modifier onlyOperator() {
        if (!isOperator[msg.sender]) revert NotOperator(msg.sender);
        _;
    }

    modifier onlySetterOrOperator() {
        if (msg.sender != setter && !isOperator[msg.sender]) revert NotSetterOrOperator(msg.sender);
        _;
    }

    constructor(address initialOwner, uint256 initialPrice) ERC721("Creature", "CRT") Ownable(initialOwner) {
        price = initialPrice;
        speciesCount = 8;
        categoryCount = 4;
        newCreatureLifespan = 100;
        newCreatureBread = 3;
        setter = initialOwner;
    }

    // ---------------------------------------------------------------- holders

    /// @notice Buys `quantity` blind creatures for `price` ETH each, or `talkPrice` talk each when
    /// buyBySecondToken is on (then no ETH may be sent). `maxCost` is the most the buyer agreed to pay in all, as
    /// `buyCost` quoted it: a talk price raised since is refused, not taken from a larger allowance.
    function buy(uint256 quantity, uint256 maxCost) external payable returns (uint256 firstTokenId) {
        if (!buyingOpen) revert BuyingClosed();
        if (quantity == 0) revert InvalidQuantity(quantity);
        if (userBuyLimitOut != 0 && quantity > userBuyLimitOut) revert BatchTooLarge(quantity, userBuyLimitOut);
        if (block.timestamp < allowlistEndTime && !allowlist[msg.sender]) {
            revert NotAllowlisted(msg.sender, allowlistEndTime);
        }
        uint256 bought = userBuyCount[msg.sender];
        if (userBuyLimitOn && bought + quantity > userBuyLimit) {
            revert UserBuyLimitExceeded(msg.sender, bought, quantity, userBuyLimit);
        }
        userBuyCount[msg.sender] = bought + quantity;

        (bool paidInTalk, uint256 amountPaid) = buyCost(quantity);
        if (amountPaid > maxCost) revert CostAboveLimit(amountPaid, maxCost);
        if (paidInTalk) {
            if (msg.value != 0) revert WrongPayment(0, msg.value);
            if (address(talkToken) == address(0)) revert TalkTokenNotSet();
            talkToken.safeTransferFrom(msg.sender, address(this), amountPaid);
        } else if (msg.value != amountPaid) {
            revert WrongPayment(amountPaid, msg.value);
        }

        // Reserve the whole id range before the first mint: a buyer's receiver hook may buy again mid-batch,
        // and the range this purchase reports must be the ids it minted.
        firstTokenId = nextTokenId;
        nextTokenId = firstTokenId + quantity;
        for (uint256 i = 0; i < quantity; i++) {
            _mintBlind(msg.sender, firstTokenId + i);
        }
        emit CreaturesBought(msg.sender, firstTokenId, quantity, paidInTalk, amountPaid);
    }

    /// @notice Reveals a blind creature held by the sender: species, category and parameters are drawn.
    function reveal(uint256 tokenId) external {
        if (ownerOf(tokenId) != msg.sender) revert NotTokenOwner(tokenId, msg.sender);
        Creature storage creature = creatures[tokenId];
        if (creature.revealed) revert AlreadyRevealed(tokenId);
        uint256 seed = _randomSeed(tokenId);
        creature.revealed = true;
        // Each value is reduced modulo a bound of its own type, so the casts below cannot truncate.
        // forge-lint: disable-next-line(unsafe-typecast)
        creature.species = uint32(seed % speciesCount);
        // forge-lint: disable-next-line(unsafe-typecast)
        creature.categoryIndex = uint32((seed >> 32) % categoryCount);
        for (uint256 i = 0; i < PARAM_COUNT; i++) {
            // forge-lint: disable-next-line(unsafe-typecast)
            creature.params[i] = uint16(uint256(keccak256(abi.encode(seed, i))) % PARAM_MAX);
        }
        emit CreatureRevealed(tokenId, creature.species, creature.categoryIndex, creature.params);
        emit MetadataUpdate(tokenId);
    }

    // ---------------------------------------------------------------- operators and setter

    /// @notice Mints a revealed creature (the breeding contract's offspring).
    function mint(address to, NewCreature calldata traits) external onlyOperator returns (uint256 tokenId) {
        tokenId = nextTokenId++;
        Creature storage creature = creatures[tokenId];
        creature.species = traits.species;
        creature.categoryIndex = traits.categoryIndex;
        creature.params = traits.params;
        creature.lifespan = traits.lifespan;
        creature.bread = traits.bread;
        creature.revealed = true;
        creature.canBreed = true;
        _safeMint(to, tokenId);
        emit CreatureMinted(to, tokenId, msg.sender);
    }

    function updateBread(uint256 tokenId, uint32 bread) external onlySetterOrOperator {
        _requireOwned(tokenId);
        creatures[tokenId].bread = bread;
        emit BreadUpdated(tokenId, bread);
        emit MetadataUpdate(tokenId);
    }

    function updateLifespan(uint256 tokenId, uint64 lifespan) external onlySetterOrOperator {
        _requireOwned(tokenId);
        creatures[tokenId].lifespan = lifespan;
        emit LifespanUpdated(tokenId, lifespan);
        emit MetadataUpdate(tokenId);
    }

    function setAttributeLevel(uint256 tokenId, uint8 attribute, uint8 level) external onlyOperator {
        _requireOwned(tokenId);
        creatures[tokenId].levels[CreatureAttributes.indexOf(attribute)] = level;
        emit AttributeLevelUpdated(tokenId, attribute, level);
        emit MetadataUpdate(tokenId);
    }

    function setRebirthTime(uint256 tokenId, uint64 rebirthTime) external onlyOperator {
        _requireOwned(tokenId);
        creatures[tokenId].rebirthTime = rebirthTime;
        emit RebirthTimeUpdated(tokenId, rebirthTime);
        emit MetadataUpdate(tokenId);
    }

    /// @notice Called by an operator whose setting every creature's metadata shows (the upgrade level limit).
    function refreshAllMetadata() external onlyOperator {
        _allMetadataChanged();
    }

    /// @notice Called by the pendant contract when a pendant goes on or off this creature.
    function pendantsChanged(uint256 tokenId) external {
        if (msg.sender != pendantNft) revert NotPendantNft(msg.sender);
        emit MetadataUpdate(tokenId);
    }

    // ---------------------------------------------------------------- reads

    function creatureOf(uint256 tokenId) public view returns (CreatureCard memory card) {
        card.tokenId = tokenId;
        card.owner = ownerOf(tokenId);
        card.tokenURI = tokenURI(tokenId);
        card.breedable = isBreedable(tokenId);
        card.creature = creatures[tokenId];
    }

    function creaturesOf(uint256[] calldata tokenIds) external view returns (CreatureCard[] memory cards) {
        cards = new CreatureCard[](tokenIds.length);
        for (uint256 i = 0; i < tokenIds.length; i++) {
            cards[i] = creatureOf(tokenIds[i]);
        }
    }

    function tokensOfOwner(address holder) public view returns (uint256[] memory tokenIds) {
        uint256 count = balanceOf(holder);
        tokenIds = new uint256[](count);
        for (uint256 i = 0; i < count; i++) {
            tokenIds[i] = tokenOfOwnerByIndex(holder, i);
        }
    }

    /// @notice The cards of every creature `holder` holds, in one call.
    function creatureCardsOfOwner(address holder) external view returns (CreatureCard[] memory cards) {
        uint256[] memory tokenIds = tokensOfOwner(holder);
        cards = new CreatureCard[](tokenIds.length);
        for (uint256 i = 0; i < tokenIds.length; i++) {
            cards[i] = creatureOf(tokenIds[i]);
        }
    }

    function attributeLevel(uint256 tokenId, uint8 attribute) external view returns (uint8) {
        _requireOwned(tokenId);
        return creatures[tokenId].levels[CreatureAttributes.indexOf(attribute)];
    }

    /// @notice Breeding is open, this creature may breed, is revealed and has breed times left.
    function isBreedable(uint256 tokenId) public view returns (bool) {
        Creature storage creature = creatures[tokenId];
        return breedingOpen && creature.canBreed && creature.revealed && creature.bread > 0;
    }

    /// @notice Price of `quantity` creatures: in talk when buyBySecondToken is on, else in ETH.
    function buyCost(uint256 quantity) public view returns (bool paidInTalk, uint256 amount) {
        paidInTalk = buyBySecondToken;
        amount = quantity * (paidInTalk ? talkPrice : price);
    }

    /// @notice A custom URI when the owner set one; the blind URI until revealed; then base URI + id.
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory custom = customTokenURIs[tokenId];
        if (bytes(custom).length != 0) return custom;
        if (!creatures[tokenId].revealed) return blindURI;
        return string.concat(baseURI, tokenId.toString());
    }

    // ---------------------------------------------------------------- owner administration

    function setPrice(uint256 newPrice) external onlyOwner {
        price = newPrice;
        emit SettingChanged("price", newPrice);
    }

    function setTalkPrice(uint256 newTalkPrice) external onlyOwner {
        talkPrice = newTalkPrice;
        emit SettingChanged("talkPrice", newTalkPrice);
    }

    function setTalkToken(address token) external onlyOwner {
        if (token == address(0)) revert ZeroAddress();
        talkToken = IERC20(token);
        emit SettingChanged("talkToken", uint256(uint160(token)));
    }

    function setBuyingOpen(bool open) external onlyOwner {
        buyingOpen = open;
        emit SettingChanged("buyingOpen", open ? 1 : 0);
    }

    function setBuyBySecondToken(bool enabled) external onlyOwner {
        buyBySecondToken = enabled;
        emit SettingChanged("buyBySecondToken", enabled ? 1 : 0);
    }

    function setBreedingOpen(bool open) external onlyOwner {
        breedingOpen = open;
        emit SettingChanged("breedingOpen", open ? 1 : 0);
    }

    function setCanBreed(uint256 tokenId, bool allowed) external onlyOwner {
        _requireOwned(tokenId);
        creatures[tokenId].canBreed = allowed;
        emit CanBreedSet(tokenId, allowed);
        emit MetadataUpdate(tokenId);
    }

    function setUserBuyLimit(uint256 limit) external onlyOwner {
        userBuyLimit = limit;
        emit SettingChanged("userBuyLimit", limit);
    }

    function setUserBuyLimitOn(bool on) external onlyOwner {
        userBuyLimitOn = on;
        emit SettingChanged("userBuyLimitOn", on ? 1 : 0);
    }

    function setUserBuyLimitOut(uint256 limit) external onlyOwner {
        userBuyLimitOut = limit;
        emit SettingChanged("userBuyLimitOut", limit);
    }

    function setAllowlist(address[] calldata accounts, bool listed) external onlyOwner {
        for (uint256 i = 0; i < accounts.length; i++) {
            allowlist[accounts[i]] = listed;
            emit AllowlistSet(accounts[i], listed);
        }
    }

    function setAllowlistEndTime(uint256 endTime) external onlyOwner {
        allowlistEndTime = endTime;
        emit SettingChanged("allowlistEndTime", endTime);
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

    /// @notice Overrides one token's URI; an empty string restores the blind/base rule.
    function setTokenURI(uint256 tokenId, string calldata uri) external onlyOwner {
        _requireOwned(tokenId);
        customTokenURIs[tokenId] = uri;
        emit TokenURISet(tokenId, uri);
        emit MetadataUpdate(tokenId);
    }

    function setSpeciesRange(uint32 newSpeciesCount, uint32 newCategoryCount) external onlyOwner {
        if (newSpeciesCount == 0 || newCategoryCount == 0) revert InvalidSpeciesRange();
        speciesCount = newSpeciesCount;
        categoryCount = newCategoryCount;
        emit SettingChanged("speciesCount", newSpeciesCount);
        emit SettingChanged("categoryCount", newCategoryCount);
    }

    function setNewCreatureDefaults(uint64 lifespan, uint32 bread) external onlyOwner {
        newCreatureLifespan = lifespan;
        newCreatureBread = bread;
        emit SettingChanged("newCreatureLifespan", lifespan);
        emit SettingChanged("newCreatureBread", bread);
    }

    function setSetter(address newSetter) external onlyOwner {
        if (newSetter == address(0)) revert ZeroAddress();
        setter = newSetter;
        emit SetterSet(newSetter);
    }

    function setPendantNft(address pendants) external onlyOwner {
        if (pendants == address(0)) revert ZeroAddress();
        pendantNft = pendants;
        emit PendantNftSet(pendants);
    }

    function setOperator(address operator, bool allowed) external onlyOwner {
        if (operator == address(0)) revert ZeroAddress();
        isOperator[operator] = allowed;
        emit OperatorSet(operator, allowed);
    }

    /// @notice Sends the ETH and talk paid for creatures to `to`.
    function withdraw(address payable to) external onlyOwner {
        if (to == address(0)) revert ZeroAddress();
        uint256 ethAmount = address(this).balance;
        uint256 talkAmount = address(talkToken) == address(0) ? 0 : talkToken.balanceOf(address(this));
        emit ProceedsWithdrawn(to, ethAmount, talkAmount);
        if (talkAmount != 0) talkToken.safeTransfer(to, talkAmount);
        if (ethAmount != 0) Address.sendValue(to, ethAmount);
    }

    // ---------------------------------------------------------------- internals

    function _mintBlind(address to, uint256 tokenId) private {
        Creature storage creature = creatures[tokenId];
        creature.lifespan = newCreatureLifespan;
        creature.bread = newCreatureBread;
        creature.canBreed = true;
        _safeMint(to, tokenId);
    }

    /// @dev Block-based randomness is predictable and fit only for the local chain and demos. Production must
    /// draw reveals from a verifiable source (e.g. Chainlink VRF) or a commit-reveal scheme.
    function _randomSeed(uint256 tokenId) private view returns (uint256) {
        return uint256(keccak256(abi.encode(block.prevrandao, block.timestamp, msg.sender, tokenId)));
    }
}
