// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {CreatureNft} from "./CreatureNft.sol";
import {CreatureAttributes} from "./CreatureAttributes.sol";

/// @title Creature upgrades and rebirths
/// @notice A holder raises one attribute by one grade, paying the grade's cost in AFA and talk; each upgrade
/// spends lifespan. A creature whose lifespan fell below minLifespan is reborn: after a frozen time (shorter
/// with speed) its lifespan is restored (more with energy), or at once by paying talk at accelerateRate.
/// This contract must be an operator of the creature NFT.
contract CreatureUpgrade is Ownable {
    using SafeERC20 for IERC20;

    uint256 public constant ACCELERATE_UNIT = 1 hours;

    /// @notice Every setting of the upgrade rules, read and written in one call.
    struct Settings {
        /// @dev Seconds taken off a rebirth's frozen time per speed grade.
        uint64 speedLevel;
        /// @dev Lifespan a rebirth restores on top of lifespanTimes, per energy grade.
        uint64 energyLevel;
        /// @dev Lifespan a rebirth restores.
        uint64 lifespanTimes;
        /// @dev Lifespan one upgrade spends.
        uint64 influenceTimes;
        /// @dev Highest grade an attribute may reach.
        uint8 levelLimit;
        /// @dev Most rebirths one creature may have.
        uint32 lifespanTimesLimit;
        /// @dev Seconds between a rebirth and its claim, before the speed reduction.
        uint64 frozenTime;
        /// @dev Talk per started hour of frozen time left, to claim a rebirth at once.
        uint256 accelerateRate;
        /// @dev Below this lifespan a creature is spent: it cannot upgrade and may be reborn.
        uint64 minLifespan;
        /// @dev AFA cost of reaching grade g is afaCostPerGrade * g.
        uint256 afaCostPerGrade;
        /// @dev talk cost of reaching grade g is talkCostPerGrade * g.
        uint256 talkCostPerGrade;
    }

    /// @notice Everything the upgrade screen shows for one creature.
    struct UpgradeInfo {
        uint256 tokenId;
        uint8[4] levels;
        uint256[4] nextAfaCost;
        uint256[4] nextTalkCost;
        uint64 lifespan;
        uint32 rebirthCount;
        uint64 rebirthTime;
        uint64 pendingLifespan;
        bool canRebirth;
        uint256 accelerateCost;
    }

    CreatureNft public immutable creatures;
    IERC20 public afaToken;
    IERC20 public talkToken;
    address public treasury;
    Settings private settings;

    mapping(uint256 tokenId => uint32 count) public rebirthCount;
    mapping(uint256 tokenId => uint64 lifespan) public pendingLifespan;

    event CreatureUpgraded(
        uint256 indexed tokenId,
        address indexed owner,
        uint8 attribute,
        uint8 newLevel,
        uint64 lifespanLeft,
        uint256 afaPaid,
        uint256 talkPaid
    );
    event RebirthStarted(uint256 indexed tokenId, address indexed owner, uint32 rebirthNumber, uint64 readyAt);
    event RebirthClaimed(
        uint256 indexed tokenId, address indexed owner, uint64 lifespan, bool accelerated, uint256 talkPaid
    );
    event SettingsUpdated(Settings settings);
    event AddressesUpdated(address afaToken, address talkToken, address treasury);

    error NotTokenOwner(uint256 tokenId, address account);
    error LevelLimitReached(uint256 tokenId, uint8 attribute, uint8 levelLimit);
    error LifespanSpent(uint256 tokenId, uint64 lifespan, uint64 minLifespan);
    error LifespanNotSpent(uint256 tokenId, uint64 lifespan, uint64 minLifespan);
    error RebirthPending(uint256 tokenId, uint64 readyAt);
    error NoRebirthPending(uint256 tokenId);
    error RebirthFrozen(uint256 tokenId, uint64 readyAt);
    error RebirthLimitReached(uint256 tokenId, uint32 limit);
    error CostAboveLimit(uint256 cost, uint256 limit);
    error InvalidSettings();
    error ZeroAddress();

    constructor(
        address initialOwner,
        CreatureNft creatureNft,
        address afa,
        address talk,
        address treasuryAddress,
        Settings memory initialSettings
    ) Ownable(initialOwner) {
        if (address(creatureNft) == address(0)) revert ZeroAddress();
        creatures = creatureNft;
        _setAddresses(afa, talk, treasuryAddress);
        _setSettings(initialSettings);
    }

    modifier onlyHolder(uint256 tokenId) {
        if (creatures.ownerOf(tokenId) != msg.sender) revert NotTokenOwner(tokenId, msg.sender);
        _;
    }

    // ---------------------------------------------------------------- holders

    /// @notice Raises `attribute` (1 speed, 2 energy, 4 lucky, 8 wisdom) by one grade, for at most `maxAfaCost`
    /// AFA and `maxTalkCost` talk: the costs the holder was quoted. A cost raised since is refused, not taken from
    /// a larger allowance.
    function upgrade(uint256 tokenId, uint8 attribute, uint256 maxAfaCost, uint256 maxTalkCost)
        external
        onlyHolder(tokenId)
    {
        CreatureNft.Creature memory creature = creatures.creatureOf(tokenId).creature;
        if (creature.rebirthTime != 0) revert RebirthPending(tokenId, creature.rebirthTime);
        if (creature.lifespan < settings.minLifespan) {
            revert LifespanSpent(tokenId, creature.lifespan, settings.minLifespan);
        }
        uint8 level = creature.levels[CreatureAttributes.indexOf(attribute)];
        if (level >= settings.levelLimit) revert LevelLimitReached(tokenId, attribute, settings.levelLimit);

        uint8 newLevel = level + 1;
        (uint256 afaCost, uint256 talkCost) = upgradeCost(newLevel);
        if (afaCost > maxAfaCost) revert CostAboveLimit(afaCost, maxAfaCost);
        if (talkCost > maxTalkCost) revert CostAboveLimit(talkCost, maxTalkCost);
        uint64 lifespanLeft =
            creature.lifespan > settings.influenceTimes ? creature.lifespan - settings.influenceTimes : 0;

        creatures.setAttributeLevel(tokenId, attribute, newLevel);
        creatures.updateLifespan(tokenId, lifespanLeft);
        if (afaCost != 0) afaToken.safeTransferFrom(msg.sender, treasury, afaCost);
        if (talkCost != 0) talkToken.safeTransferFrom(msg.sender, treasury, talkCost);
        emit CreatureUpgraded(tokenId, msg.sender, attribute, newLevel, lifespanLeft, afaCost, talkCost);
    }

    /// @notice Starts the rebirth of a creature whose lifespan is spent.
    function rebirth(uint256 tokenId) external onlyHolder(tokenId) {
        CreatureNft.Creature memory creature = creatures.creatureOf(tokenId).creature;
        if (creature.rebirthTime != 0) revert RebirthPending(tokenId, creature.rebirthTime);
        if (creature.lifespan >= settings.minLifespan) {
            revert LifespanNotSpent(tokenId, creature.lifespan, settings.minLifespan);
        }
        uint32 count = rebirthCount[tokenId];
        if (count >= settings.lifespanTimesLimit) revert RebirthLimitReached(tokenId, settings.lifespanTimesLimit);

        rebirthCount[tokenId] = count + 1;
        pendingLifespan[tokenId] = rebirthLifespan(creature.levels[1]);
        uint64 readyAt = uint64(block.timestamp) + rebirthFrozenTime(creature.levels[0]);
        creatures.setRebirthTime(tokenId, readyAt);
        emit RebirthStarted(tokenId, msg.sender, count + 1, readyAt);
    }

    /// @notice Completes a rebirth once its frozen time is over.
    function claimRebirth(uint256 tokenId) external onlyHolder(tokenId) {
        uint64 readyAt = _pendingRebirthTime(tokenId);
        if (block.timestamp < readyAt) revert RebirthFrozen(tokenId, readyAt);
        _completeRebirth(tokenId, false, 0);
    }

    /// @notice Completes a pending rebirth now, paying talk for the frozen time left: at most `maxTalkCost`, the
    /// cost the holder was quoted (it only falls as time passes, unless the rate is raised).
    function accelerateRebirth(uint256 tokenId, uint256 maxTalkCost) external onlyHolder(tokenId) {
        uint64 readyAt = _pendingRebirthTime(tokenId);
        uint256 cost = accelerateCostAt(readyAt, block.timestamp);
        if (cost > maxTalkCost) revert CostAboveLimit(cost, maxTalkCost);
        // Complete before charging: a token that calls back into this function mid-payment then finds no
        // rebirth pending, instead of paying twice and completing twice.
        _completeRebirth(tokenId, true, cost);
        if (cost != 0) talkToken.safeTransferFrom(msg.sender, treasury, cost);
    }

    // ---------------------------------------------------------------- reads

    function getSettings() external view returns (Settings memory) {
        return settings;
    }

    /// @notice The AFA and talk cost of reaching `grade`.
    function upgradeCost(uint256 grade) public view returns (uint256 afaCost, uint256 talkCost) {
        afaCost = settings.afaCostPerGrade * grade;
        talkCost = settings.talkCostPerGrade * grade;
    }

    /// @notice Frozen time of a rebirth for a creature of this speed grade (never negative).
    function rebirthFrozenTime(uint8 speedGrade) public view returns (uint64) {
        uint256 reduction = uint256(settings.speedLevel) * speedGrade;
        if (reduction >= settings.frozenTime) return 0;
        // reduction < frozenTime, a uint64, so the cast cannot truncate.
        // forge-lint: disable-next-line(unsafe-typecast)
        return settings.frozenTime - uint64(reduction);
    }

    /// @notice Lifespan a rebirth restores to a creature of this energy grade.
    function rebirthLifespan(uint8 energyGrade) public view returns (uint64) {
        return settings.lifespanTimes + settings.energyLevel * energyGrade;
    }

    /// @notice Talk to claim a rebirth ready at `readyAt` at time `time`: accelerateRate per started hour left.
    function accelerateCostAt(uint64 readyAt, uint256 time) public view returns (uint256) {
        if (time >= readyAt) return 0;
        uint256 hoursLeft = (readyAt - time + ACCELERATE_UNIT - 1) / ACCELERATE_UNIT;
        return hoursLeft * settings.accelerateRate;
    }

    function upgradeInfo(uint256 tokenId) external view returns (UpgradeInfo memory info) {
        CreatureNft.Creature memory creature = creatures.creatureOf(tokenId).creature;
        info.tokenId = tokenId;
        info.levels = creature.levels;
        for (uint8 i = 0; i < CreatureAttributes.COUNT; i++) {
            (info.nextAfaCost[i], info.nextTalkCost[i]) = upgradeCost(uint256(creature.levels[i]) + 1);
        }
        info.lifespan = creature.lifespan;
        info.rebirthCount = rebirthCount[tokenId];
        info.rebirthTime = creature.rebirthTime;
        info.pendingLifespan = pendingLifespan[tokenId];
        info.canRebirth = creature.rebirthTime == 0 && creature.lifespan < settings.minLifespan
            && info.rebirthCount < settings.lifespanTimesLimit;
        info.accelerateCost = creature.rebirthTime == 0 ? 0 : accelerateCostAt(creature.rebirthTime, block.timestamp);
    }

    // ---------------------------------------------------------------- owner administration

    function setSettings(Settings calldata newSettings) external onlyOwner {
        uint8 oldLevelLimit = settings.levelLimit;
        _setSettings(newSettings);
        // Every creature's metadata shows its levels out of the level limit.
        if (newSettings.levelLimit != oldLevelLimit) creatures.refreshAllMetadata();
    }

    function setAddresses(address afa, address talk, address treasuryAddress) external onlyOwner {
        _setAddresses(afa, talk, treasuryAddress);
    }

    // ---------------------------------------------------------------- internals

    function _pendingRebirthTime(uint256 tokenId) private view returns (uint64 readyAt) {
        readyAt = creatures.creatureOf(tokenId).creature.rebirthTime;
        if (readyAt == 0) revert NoRebirthPending(tokenId);
    }

    function _completeRebirth(uint256 tokenId, bool accelerated, uint256 talkPaid) private {
        uint64 lifespan = pendingLifespan[tokenId];
        delete pendingLifespan[tokenId];
        creatures.setRebirthTime(tokenId, 0);
        creatures.updateLifespan(tokenId, lifespan);
        emit RebirthClaimed(tokenId, msg.sender, lifespan, accelerated, talkPaid);
    }

    function _setSettings(Settings memory newSettings) private {
        // A zero level limit would block every upgrade; a restore below minLifespan would leave a reborn
        // creature still spent.
        if (newSettings.levelLimit == 0 || newSettings.lifespanTimes < newSettings.minLifespan) {
            revert InvalidSettings();
        }
        settings = newSettings;
        emit SettingsUpdated(newSettings);
    }

    function _setAddresses(address afa, address talk, address treasuryAddress) private {
        if (afa == address(0) || talk == address(0) || treasuryAddress == address(0)) revert ZeroAddress();
        afaToken = IERC20(afa);
        talkToken = IERC20(talk);
        treasury = treasuryAddress;
        emit AddressesUpdated(afa, talk, treasuryAddress);
    }
}
