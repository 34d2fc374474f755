// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {CreatureNft} from "./CreatureNft.sol";
import {CreatureAttributes} from "./CreatureAttributes.sol";
import {TalkToken} from "./TalkToken.sol";

/// @title Creature staking pool
/// @notice A holder stakes a revealed creature; each full pledge day earns talk. The daily income starts at
/// `income`, halves after every `fallingLuckyTime` staked and never drops below `minIncome`; each lucky grade adds
/// `luckyBonusBps`. Release pays what is due and keeps the stake; withdraw returns the creature whatever
/// happens to the payment: income it cannot mint stays owed to the staker, who claims it later.
/// This contract must be a minter of the talk token. Settings apply to income not yet paid.
contract CreatureStakingPool is Ownable, ReentrancyGuard {
    uint64 public constant PER_DAY = 1 days;
    uint16 public constant BPS = 10_000;
    /// @dev Past this many halvings any income is below one unit, so the floor applies.
    uint256 private constant MAX_HALVINGS = 255;

    struct Settings {
        /// @dev talk per pledge day at the start of a stake.
        uint256 income;
        /// @dev The lowest talk per pledge day.
        uint256 minIncome;
        /// @dev Seconds after which the daily income halves; a whole number of days.
        uint64 fallingLuckyTime;
        /// @dev Extra income per lucky grade, in basis points.
        uint16 luckyBonusBps;
    }

    struct Stake {
        address owner;
        uint64 pledgeTime;
        /// @dev Pledge days already paid.
        uint64 paidDays;
    }

    /// @notice Everything the pledge screen shows for one staked creature.
    struct StakeView {
        uint256 tokenId;
        Stake stake;
        uint64 pledgeDay;
        uint256 pendingIncome;
        uint256 dailyIncomeNow;
    }

    CreatureNft public immutable creatures;
    TalkToken public immutable talkToken;
    Settings private settings;

    mapping(uint256 tokenId => Stake) private stakes;
    mapping(address owner => uint256[] tokenIds) private stakedTokenIds;
    mapping(uint256 tokenId => uint256 position) private stakedPosition;
    /// @notice talk earned but not minted when the creature was withdrawn; `claimOwedIncome` pays it.
    mapping(address owner => uint256 amount) public incomeOwed;

    event Staked(uint256 indexed tokenId, address indexed owner, uint64 pledgeTime);
    event IncomeReleased(uint256 indexed tokenId, address indexed owner, uint64 days_, uint256 amount);
    event Withdrawn(uint256 indexed tokenId, address indexed owner, uint256 incomePaid);
    /// @notice Minting a withdrawal's income failed; it stays owed to `owner`.
    event IncomeDeferred(uint256 indexed tokenId, address indexed owner, uint256 amount);
    event OwedIncomeClaimed(address indexed owner, uint256 amount);
    event SettingsUpdated(Settings settings);

    error NotTokenOwner(uint256 tokenId, address account);
    error NotRevealed(uint256 tokenId);
    error NotStaker(uint256 tokenId, address account);
    error NothingToRelease(uint256 tokenId);
    error NothingOwed(address account);
    error InvalidSettings();
    error ZeroAddress();

    constructor(address initialOwner, CreatureNft creatureNft, TalkToken talk, Settings memory initialSettings)
        Ownable(initialOwner)
    {
        if (address(creatureNft) == address(0) || address(talk) == address(0)) revert ZeroAddress();
        creatures = creatureNft;
        talkToken = talk;
        _setSettings(initialSettings);
    }

    // ---------------------------------------------------------------- holders

    /// @notice Stakes a revealed creature of the sender (needs the NFT approval).
    function stake(uint256 tokenId) external nonReentrant {
        if (creatures.ownerOf(tokenId) != msg.sender) revert NotTokenOwner(tokenId, msg.sender);
        if (!creatures.creatureOf(tokenId).creature.revealed) revert NotRevealed(tokenId);
        uint64 now_ = uint64(block.timestamp);
        stakes[tokenId] = Stake({owner: msg.sender, pledgeTime: now_, paidDays: 0});
        stakedTokenIds[msg.sender].push(tokenId);
        stakedPosition[tokenId] = stakedTokenIds[msg.sender].length;
        creatures.transferFrom(msg.sender, address(this), tokenId);
        emit Staked(tokenId, msg.sender, now_);
    }

    /// @notice Pays the income of the full pledge days not yet paid; the creature stays staked.
    function release(uint256 tokenId) external nonReentrant returns (uint256 amount) {
        Stake storage record = _ownStake(tokenId);
        amount = _settleIncome(tokenId, record);
        if (amount == 0) revert NothingToRelease(tokenId);
        talkToken.mintTo(msg.sender, amount);
    }

    /// @notice Returns the creature to its staker and pays any income due; income that cannot be minted (the
    /// pool no longer a minter, say) stays owed instead of keeping the creature here. Returns what was paid.
    function withdraw(uint256 tokenId) external nonReentrant returns (uint256 paid) {
        Stake storage record = _ownStake(tokenId);
        uint256 amount = _settleIncome(tokenId, record);
        _removeStaked(msg.sender, tokenId);
        delete stakes[tokenId];
        creatures.transferFrom(address(this), msg.sender, tokenId);
        if (amount != 0) {
            // Owed first, so a mint that burns all its gas still leaves enough to finish.
            incomeOwed[msg.sender] += amount;
            try talkToken.mintTo(msg.sender, amount) {
                incomeOwed[msg.sender] -= amount;
                paid = amount;
            } catch {
                emit IncomeDeferred(tokenId, msg.sender, amount);
            }
        }
        emit Withdrawn(tokenId, msg.sender, paid);
    }

    /// @notice Mints the income owed to the sender from withdrawals whose payment failed.
    function claimOwedIncome() external nonReentrant returns (uint256 amount) {
        amount = incomeOwed[msg.sender];
        if (amount == 0) revert NothingOwed(msg.sender);
        delete incomeOwed[msg.sender];
        talkToken.mintTo(msg.sender, amount);
        emit OwedIncomeClaimed(msg.sender, amount);
    }

    // ---------------------------------------------------------------- reads

    function getSettings() external view returns (Settings memory) {
        return settings;
    }

    /// @notice Full days since the stake began (0 when not staked).
    function pledgeDay(uint256 tokenId) public view returns (uint64) {
        Stake storage record = stakes[tokenId];
        if (record.owner == address(0)) return 0;
        return (uint64(block.timestamp) - record.pledgeTime) / PER_DAY;
    }

    function pendingIncome(uint256 tokenId) public view returns (uint256) {
        Stake storage record = stakes[tokenId];
        if (record.owner == address(0)) return 0;
        return incomeBetween(record.paidDays, pledgeDay(tokenId), _luckyGrade(tokenId));
    }

    /// @notice talk for pledge day `day` (0-based) at lucky grade `luckyGrade`.
    function dailyIncome(uint256 day, uint8 luckyGrade) public view returns (uint256) {
        uint256 halvings = (day * PER_DAY) / settings.fallingLuckyTime;
        uint256 base = halvings > MAX_HALVINGS ? 0 : settings.income >> halvings;
        if (base < settings.minIncome) base = settings.minIncome;
        return _withLuckyBonus(base, luckyGrade);
    }

    /// @notice talk earned over pledge days [fromDay, toDay) at lucky grade `luckyGrade`.
    /// @dev Sums whole halving periods at once, so the cost grows with halvings, not with days.
    function incomeBetween(uint256 fromDay, uint256 toDay, uint8 luckyGrade) public view returns (uint256 total) {
        uint256 periodDays = settings.fallingLuckyTime / PER_DAY;
        uint256 day = fromDay;
        while (day < toDay) {
            uint256 halvings = day / periodDays;
            uint256 base = halvings > MAX_HALVINGS ? 0 : settings.income >> halvings;
            if (base <= settings.minIncome) {
                total += (toDay - day) * settings.minIncome;
                break;
            }
            uint256 periodEnd = (halvings + 1) * periodDays;
            uint256 end = periodEnd < toDay ? periodEnd : toDay;
            total += (end - day) * base;
            day = end;
        }
        return _withLuckyBonus(total, luckyGrade);
    }

    function stakeOf(uint256 tokenId) public view returns (StakeView memory view_) {
        view_.tokenId = tokenId;
        view_.stake = stakes[tokenId];
        if (view_.stake.owner == address(0)) return view_;
        view_.pledgeDay = pledgeDay(tokenId);
        view_.pendingIncome = pendingIncome(tokenId);
        view_.dailyIncomeNow = dailyIncome(view_.pledgeDay, _luckyGrade(tokenId));
    }

    /// @notice Every creature `owner` has staked, in one call.
    function stakesOf(address owner) external view returns (StakeView[] memory views) {
        uint256[] storage ids = stakedTokenIds[owner];
        views = new StakeView[](ids.length);
        for (uint256 i = 0; i < ids.length; i++) {
            views[i] = stakeOf(ids[i]);
        }
    }

    function isStaked(uint256 tokenId) external view returns (bool) {
        return stakes[tokenId].owner != address(0);
    }

    // ---------------------------------------------------------------- owner administration

    function setSettings(Settings calldata newSettings) external onlyOwner {
        _setSettings(newSettings);
    }

    // ---------------------------------------------------------------- internals

    function _ownStake(uint256 tokenId) private view returns (Stake storage record) {
        record = stakes[tokenId];
        if (record.owner != msg.sender) revert NotStaker(tokenId, msg.sender);
    }

    /// @dev Marks the full pledge days not yet paid as paid and returns their income; the caller pays it.
    function _settleIncome(uint256 tokenId, Stake storage record) private returns (uint256 amount) {
        uint64 day = pledgeDay(tokenId);
        uint64 newDays = day - record.paidDays;
        if (newDays == 0) return 0;
        amount = incomeBetween(record.paidDays, day, _luckyGrade(tokenId));
        record.paidDays = day;
        emit IncomeReleased(tokenId, record.owner, newDays, amount);
    }

    function _luckyGrade(uint256 tokenId) private view returns (uint8) {
        return creatures.creatureOf(tokenId).creature.levels[CreatureAttributes.indexOf(CreatureAttributes.LUCKY)];
    }

    function _withLuckyBonus(uint256 amount, uint8 luckyGrade) private view returns (uint256) {
        return amount + (amount * settings.luckyBonusBps * luckyGrade) / BPS;
    }

    function _removeStaked(address owner, uint256 tokenId) private {
        uint256[] storage ids = stakedTokenIds[owner];
        uint256 index = stakedPosition[tokenId] - 1;
        uint256 lastId = ids[ids.length - 1];
        ids[index] = lastId;
        stakedPosition[lastId] = index + 1;
        ids.pop();
        delete stakedPosition[tokenId];
    }

    function _setSettings(Settings memory newSettings) private {
        if (
            newSettings.minIncome > newSettings.income || newSettings.fallingLuckyTime < PER_DAY
                || newSettings.fallingLuckyTime % PER_DAY != 0
        ) revert InvalidSettings();
        settings = newSettings;
        emit SettingsUpdated(newSettings);
    }
}
