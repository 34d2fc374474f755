// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {CreatureNft} from "./CreatureNft.sol";

/// @title Breeding nests
/// @notice A holder stakes a creature to open a nest. Another holder pairs one of theirs with it, paying the
/// breed cost in the cost token (part of it is owed to the nest owner, per token); both spend a breed time.
/// After the pair's frozen time the pairing holder commits the claim, then claims the offspring in a later block:
/// its traits come from the hash of the commit's block, unknown when the commit runs. The nest owner closes the
/// nest to get the creature back, and the rewards owed in the current cost token when they can be paid; a
/// reward that cannot be paid stays owed, withdrawable per token. This contract must be an operator of the
/// creature NFT.
contract CreatureBreeding is Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    uint64 public constant PER_DAY = 1 days;
    uint64 public constant FOUR_HOUR = 4 hours;
    uint64 public constant EIGHT_HOUR = 8 hours;
    uint16 public constant BPS = 10_000;

    struct Settings {
        /// @dev Cost-token amount the pairing holder pays per pair.
        uint256 breedCost;
        /// @dev Cost-token amount for one extra breed time.
        uint256 breedTimeFee;
        /// @dev Share of breedCost credited to the nest owner, in basis points.
        uint16 nestRewardBps;
        /// @dev Seconds between a pair and the claim of its offspring.
        uint64 pairFrozenTime;
        /// @dev Seconds a nest rests between two pairs.
        uint64 nestCooldown;
        /// @dev Seconds a pairing creature rests before it pairs again.
        uint64 pairerCooldown;
        uint64 offspringLifespan;
        uint32 offspringBread;
    }

    struct Nest {
        address owner;
        uint64 createdAt;
        uint64 lastPairedAt;
        uint32 pairCount;
        bool open;
    }

    struct Pair {
        uint256 pairId;
        uint256 tokenId1;
        uint256 tokenId2;
        address owner1;
        address owner2;
        uint64 pairedAt;
        uint64 claimableAt;
        bool claimed;
        uint256 offspringId;
        /// @dev Block whose hash draws the offspring's traits; 0 until the claim is committed.
        uint64 seedBlock;
    }

    /// @notice A reward owed to a nest owner in one token.
    struct OwedReward {
        address token;
        uint256 amount;
    }

    /// @notice One open nest as the wait-pair list shows it, with its creature's card.
    struct NestView {
        uint256 nestId;
        Nest nest;
        uint64 readyAt;
        CreatureNft.CreatureCard creature;
    }

    CreatureNft public immutable creatures;
    IERC20 public costToken;
    address public treasury;
    Settings private settings;

    /// @dev A nest's id is the id of the creature staked in it.
    mapping(uint256 nestId => Nest) private nests;
    uint256[] private openNestIds;
    mapping(uint256 nestId => uint256 position) private openNestPosition;

    mapping(uint256 pairId => Pair) private pairs;
    mapping(address account => uint256[] pairIds) private pairIdsByOwner;
    uint256 public nextPairId = 1;

    mapping(uint256 tokenId => uint64 time) public lastPairedAt;
    /// @notice Nest rewards owed, per token: changing the cost token leaves what is owed in the old one.
    mapping(address account => mapping(address token => uint256 amount)) public rewardOwed;
    /// @dev Every token ever used as the cost token, so an account's owed rewards can be listed.
    address[] private rewardTokens;
    mapping(address token => bool listed) private isRewardToken;

    event NestCreated(uint256 indexed nestId, address indexed owner);
    event NestClosed(uint256 indexed nestId, address indexed owner, uint256 rewardPaid);
    event BreedTimesBought(uint256 indexed tokenId, address indexed owner, uint32 times, uint256 feePaid);
    event Paired(
        uint256 indexed pairId,
        uint256 indexed nestId,
        uint256 indexed tokenId2,
        address owner1,
        address owner2,
        uint64 claimableAt,
        uint256 costPaid
    );
    event ClaimCommitted(uint256 indexed pairId, address indexed owner, uint64 seedBlock);
    event OffspringClaimed(uint256 indexed pairId, uint256 indexed offspringId, address indexed owner);
    event RewardWithdrawn(address indexed owner, address indexed token, uint256 amount);
    /// @notice Paying a reward failed; it stays owed in `token` and can be withdrawn later.
    event RewardDeferred(address indexed owner, address indexed token, uint256 amount);
    event SettingsUpdated(Settings settings);
    event AddressesUpdated(address costToken, address treasury);

    error NotTokenOwner(uint256 tokenId, address account);
    error NotBreedable(uint256 tokenId);
    error NestNotOpen(uint256 nestId);
    error NotNestOwner(uint256 nestId, address account);
    error CannotPairOwnNest(uint256 nestId);
    error NestCoolingDown(uint256 nestId, uint64 readyAt);
    error CreatureCoolingDown(uint256 tokenId, uint64 readyAt);
    error BreedTimesLeft(uint256 tokenId, uint32 bread);
    error InvalidTimes(uint32 times);
    error CostAboveLimit(uint256 cost, uint256 limit);
    error UnknownPair(uint256 pairId);
    error NotPairOwner(uint256 pairId, address account);
    error AlreadyClaimed(uint256 pairId);
    error PairFrozen(uint256 pairId, uint64 claimableAt);
    error ClaimAlreadyCommitted(uint256 pairId, uint64 seedBlock);
    error ClaimNotCommitted(uint256 pairId);
    error SeedNotReady(uint256 pairId, uint64 seedBlock);
    error NothingToWithdraw(address account, address token);
    error InvalidSettings();
    error ZeroAddress();

    constructor(
        address initialOwner,
        CreatureNft creatureNft,
        address costTokenAddress,
        address treasuryAddress,
        Settings memory initialSettings
    ) Ownable(initialOwner) {
        if (address(creatureNft) == address(0)) revert ZeroAddress();
        creatures = creatureNft;
        _setAddresses(costTokenAddress, treasuryAddress);
        _setSettings(initialSettings);
    }

    // ---------------------------------------------------------------- holders

    /// @notice Stakes a breedable creature of the sender into a new nest (needs the NFT approval).
    function createNest(uint256 tokenId) external nonReentrant {
        if (creatures.ownerOf(tokenId) != msg.sender) revert NotTokenOwner(tokenId, msg.sender);
        if (!creatures.isBreedable(tokenId)) revert NotBreedable(tokenId);
        nests[tokenId] = Nest({
            owner: msg.sender, createdAt: uint64(block.timestamp), lastPairedAt: 0, pairCount: 0, open: true
        });
        openNestPosition[tokenId] = openNestIds.length + 1;
        openNestIds.push(tokenId);
        creatures.transferFrom(msg.sender, address(this), tokenId);
        emit NestCreated(tokenId, msg.sender);
    }

    // Each paying function takes the most the holder agreed to pay in the cost token, as they were quoted: a cost
    // raised since is refused, not taken from a larger allowance.

    /// @notice Pairs the sender's creature `tokenId2` with the creature in nest `nestId`, for at most `maxCost`.
    function pair(uint256 nestId, uint256 tokenId2, uint256 maxCost) external nonReentrant returns (uint256 pairId) {
        _requireCostWithin(settings.breedCost, maxCost);
        return _pair(nestId, tokenId2);
    }

    /// @notice Buys one breed time for a creature that has none left, then pairs it, for at most `maxCost` in all.
    function pairWithBreedTime(uint256 nestId, uint256 tokenId2, uint256 maxCost)
        external
        nonReentrant
        returns (uint256 pairId)
    {
        if (creatures.ownerOf(tokenId2) != msg.sender) revert NotTokenOwner(tokenId2, msg.sender);
        uint32 bread = creatures.creatureOf(tokenId2).creature.bread;
        if (bread != 0) revert BreedTimesLeft(tokenId2, bread);
        _requireCostWithin(settings.breedTimeFee + settings.breedCost, maxCost);
        _buyBreedTimes(tokenId2, 1);
        return _pair(nestId, tokenId2);
    }

    /// @notice Buys `times` breed times for a creature of the sender, for at most `maxFee` in all.
    function buyBreedTimes(uint256 tokenId, uint32 times, uint256 maxFee) external nonReentrant {
        if (creatures.ownerOf(tokenId) != msg.sender) revert NotTokenOwner(tokenId, msg.sender);
        if (times == 0) revert InvalidTimes(times);
        _requireCostWithin(settings.breedTimeFee * times, maxFee);
        _buyBreedTimes(tokenId, times);
    }

    /// @notice First step of a claim, once the frozen time is over: fixes the offspring's traits to the hash of
    /// this transaction's block, which no transaction inside that block can read.
    function commitClaim(uint256 pairId) external nonReentrant {
        Pair storage record = _ownUnclaimedPair(pairId);
        if (record.seedBlock != 0) revert ClaimAlreadyCommitted(pairId, record.seedBlock);
        if (block.timestamp < record.claimableAt) revert PairFrozen(pairId, record.claimableAt);
        record.seedBlock = uint64(block.number);
        emit ClaimCommitted(pairId, msg.sender, record.seedBlock);
    }

    /// @notice Mints the offspring of a committed pair to its pairing holder, in any block after the commit's.
    /// @dev The traits depend only on the commit's block hash, so a caller that reverts on traits it dislikes
    /// gets the same traits at every later try. Past the 256 blocks whose hashes the chain keeps, the traits
    /// follow a fixed rule no holder gains by waiting for (see `_fallbackTraits`).
    function claim(uint256 pairId) external nonReentrant returns (uint256 offspringId) {
        Pair storage record = _ownUnclaimedPair(pairId);
        if (record.seedBlock == 0) revert ClaimNotCommitted(pairId);
        if (block.number <= record.seedBlock) revert SeedNotReady(pairId, record.seedBlock);
        record.claimed = true;
        offspringId = creatures.mint(msg.sender, offspringTraits(pairId));
        record.offspringId = offspringId;
        emit OffspringClaimed(pairId, offspringId, msg.sender);
    }

    /// @notice Closes the sender's nest: the creature always goes back to the sender, and the rewards owed in
    /// the current cost token with it when that payment goes through; otherwise they stay owed.
    function closeNest(uint256 nestId) external nonReentrant {
        Nest storage nest = nests[nestId];
        if (!nest.open) revert NestNotOpen(nestId);
        if (nest.owner != msg.sender) revert NotNestOwner(nestId, msg.sender);
        nest.open = false;
        _removeOpenNest(nestId);
        creatures.transferFrom(address(this), msg.sender, nestId);
        uint256 paid = _tryPayReward(msg.sender, costToken);
        emit NestClosed(nestId, msg.sender, paid);
    }

    /// @notice Pays the sender's nest rewards owed in `token` (the cost token now or any earlier one).
    function withdrawReward(address token) external nonReentrant {
        uint256 reward = rewardOwed[msg.sender][token];
        if (reward == 0) revert NothingToWithdraw(msg.sender, token);
        delete rewardOwed[msg.sender][token];
        IERC20(token).safeTransfer(msg.sender, reward);
        emit RewardWithdrawn(msg.sender, token, reward);
    }

    // ---------------------------------------------------------------- reads

    function getSettings() external view returns (Settings memory) {
        return settings;
    }

    function nestOf(uint256 nestId) public view returns (NestView memory view_) {
        view_.nestId = nestId;
        view_.nest = nests[nestId];
        view_.readyAt = nestReadyAt(nestId);
        view_.creature = creatures.creatureOf(nestId);
    }

    /// @notice Every open nest with its creature's card: the wait-pair list in one call.
    function openNests() external view returns (NestView[] memory views) {
        views = new NestView[](openNestIds.length);
        for (uint256 i = 0; i < openNestIds.length; i++) {
            views[i] = nestOf(openNestIds[i]);
        }
    }

    function openNestCount() external view returns (uint256) {
        return openNestIds.length;
    }

    function isNestOpen(uint256 nestId) external view returns (bool) {
        return nests[nestId].open;
    }

    function pairOf(uint256 pairId) external view returns (Pair memory) {
        return pairs[pairId];
    }

    /// @notice Every pair `account` took part in, as nest owner or as pairing holder.
    function pairsOfOwner(address account) external view returns (Pair[] memory records) {
        uint256[] storage ids = pairIdsByOwner[account];
        records = new Pair[](ids.length);
        for (uint256 i = 0; i < ids.length; i++) {
            records[i] = pairs[ids[i]];
        }
    }

    /// @notice When the nest may pair again.
    function nestReadyAt(uint256 nestId) public view returns (uint64) {
        uint64 last = nests[nestId].lastPairedAt;
        return last == 0 ? 0 : last + settings.nestCooldown;
    }

    /// @notice What pairing `tokenId2` costs: the breed cost, plus one breed time's fee when it has none left.
    function breedQuote(uint256 tokenId2) external view returns (uint256 total, bool needsBreedTime) {
        needsBreedTime = creatures.creatureOf(tokenId2).creature.bread == 0;
        total = settings.breedCost + (needsBreedTime ? settings.breedTimeFee : 0);
    }

    /// @notice Every nest reward `account` is owed, one entry per token with a balance.
    function rewardsOf(address account) external view returns (OwedReward[] memory owed) {
        uint256 count = 0;
        for (uint256 i = 0; i < rewardTokens.length; i++) {
            if (rewardOwed[account][rewardTokens[i]] != 0) count++;
        }
        owed = new OwedReward[](count);
        uint256 next = 0;
        for (uint256 i = 0; i < rewardTokens.length; i++) {
            uint256 amount = rewardOwed[account][rewardTokens[i]];
            if (amount != 0) owed[next++] = OwedReward({token: rewardTokens[i], amount: amount});
        }
    }

    /// @notice The traits a committed pair's offspring gets when claimed now (what `claim` will mint).
    function offspringTraits(uint256 pairId) public view returns (CreatureNft.NewCreature memory traits) {
        Pair storage record = pairs[pairId];
        if (record.seedBlock == 0) revert ClaimNotCommitted(pairId);
        if (block.number <= record.seedBlock) revert SeedNotReady(pairId, record.seedBlock);
        CreatureNft.Creature memory first = creatures.creatureOf(record.tokenId1).creature;
        CreatureNft.Creature memory second = creatures.creatureOf(record.tokenId2).creature;
        bytes32 hash = blockhash(record.seedBlock);
        if (hash == 0) {
            _fallbackTraits(first, second, traits);
        } else {
            _inheritedTraits(first, second, uint256(keccak256(abi.encode(hash, pairId))), traits);
        }
        traits.lifespan = settings.offspringLifespan;
        traits.bread = settings.offspringBread;
    }

    /// @notice The nest owner's share of one breed cost.
    function nestReward(uint256 breedCost) public view returns (uint256) {
        return (breedCost * settings.nestRewardBps) / BPS;
    }

    // ---------------------------------------------------------------- owner administration

    function setSettings(Settings calldata newSettings) external onlyOwner {
        _setSettings(newSettings);
    }

    function setAddresses(address costTokenAddress, address treasuryAddress) external onlyOwner {
        _setAddresses(costTokenAddress, treasuryAddress);
    }

    // ---------------------------------------------------------------- internals

    function _pair(uint256 nestId, uint256 tokenId2) private returns (uint256 pairId) {
        Nest storage nest = nests[nestId];
        if (!nest.open) revert NestNotOpen(nestId);
        if (nest.owner == msg.sender) revert CannotPairOwnNest(nestId);
        if (creatures.ownerOf(tokenId2) != msg.sender) revert NotTokenOwner(tokenId2, msg.sender);
        if (!creatures.isBreedable(nestId)) revert NotBreedable(nestId);
        if (!creatures.isBreedable(tokenId2)) revert NotBreedable(tokenId2);
        uint64 nestReady = nestReadyAt(nestId);
        if (block.timestamp < nestReady) revert NestCoolingDown(nestId, nestReady);
        uint64 lastPair = lastPairedAt[tokenId2];
        if (lastPair != 0 && block.timestamp < lastPair + settings.pairerCooldown) {
            revert CreatureCoolingDown(tokenId2, lastPair + settings.pairerCooldown);
        }

        uint64 now_ = uint64(block.timestamp);
        nest.lastPairedAt = now_;
        nest.pairCount += 1;
        lastPairedAt[tokenId2] = now_;
        _spendBreedTime(nestId);
        _spendBreedTime(tokenId2);

        pairId = nextPairId++;
        uint64 claimableAt = now_ + settings.pairFrozenTime;
        pairs[pairId] = Pair({
            pairId: pairId,
            tokenId1: nestId,
            tokenId2: tokenId2,
            owner1: nest.owner,
            owner2: msg.sender,
            pairedAt: now_,
            claimableAt: claimableAt,
            claimed: false,
            offspringId: 0,
            seedBlock: 0
        });
        pairIdsByOwner[nest.owner].push(pairId);
        pairIdsByOwner[msg.sender].push(pairId);

        uint256 cost = settings.breedCost;
        uint256 reward = nestReward(cost);
        rewardOwed[nest.owner][address(costToken)] += reward;
        if (cost != 0) costToken.safeTransferFrom(msg.sender, address(this), cost);
        if (cost > reward) costToken.safeTransfer(treasury, cost - reward);
        emit Paired(pairId, nestId, tokenId2, nest.owner, msg.sender, claimableAt, cost);
    }

    function _buyBreedTimes(uint256 tokenId, uint32 times) private {
        uint256 fee = settings.breedTimeFee * times;
        creatures.updateBread(tokenId, creatures.creatureOf(tokenId).creature.bread + times);
        if (fee != 0) costToken.safeTransferFrom(msg.sender, treasury, fee);
        emit BreedTimesBought(tokenId, msg.sender, times, fee);
    }

    function _requireCostWithin(uint256 cost, uint256 maxCost) private pure {
        if (cost > maxCost) revert CostAboveLimit(cost, maxCost);
    }

    function _spendBreedTime(uint256 tokenId) private {
        creatures.updateBread(tokenId, creatures.creatureOf(tokenId).creature.bread - 1);
    }

    function _ownUnclaimedPair(uint256 pairId) private view returns (Pair storage record) {
        record = pairs[pairId];
        if (record.pairId == 0) revert UnknownPair(pairId);
        if (record.owner2 != msg.sender) revert NotPairOwner(pairId, msg.sender);
        if (record.claimed) revert AlreadyClaimed(pairId);
    }

    /// @dev Each trait comes from one parent or the other, as the seed's bits say.
    function _inheritedTraits(
        CreatureNft.Creature memory first,
        CreatureNft.Creature memory second,
        uint256 seed,
        CreatureNft.NewCreature memory traits
    ) private pure {
        traits.species = seed & 1 == 0 ? first.species : second.species;
        traits.categoryIndex = (seed >> 1) & 1 == 0 ? first.categoryIndex : second.categoryIndex;
        for (uint256 i = 0; i < traits.params.length; i++) {
            traits.params[i] = (seed >> (i + 2)) & 1 == 0 ? first.params[i] : second.params[i];
        }
    }

    /// @dev The commit's block hash is gone (over 256 blocks ago): species and category of the nest's creature,
    /// and each parameter the lower of the parents'. No drawn outcome has a lower parameter, so letting the
    /// hash expire never buys better parameters; it is fixed, so waiting longer changes nothing.
    function _fallbackTraits(
        CreatureNft.Creature memory first,
        CreatureNft.Creature memory second,
        CreatureNft.NewCreature memory traits
    ) private pure {
        traits.species = first.species;
        traits.categoryIndex = first.categoryIndex;
        for (uint256 i = 0; i < traits.params.length; i++) {
            traits.params[i] = first.params[i] < second.params[i] ? first.params[i] : second.params[i];
        }
    }

    /// @dev Pays `account` what it is owed in `token` if the transfer goes through (a token that reverts, returns
    /// false, is paused or refuses the account leaves it owed); returns what was paid.
    /// The reward stays recorded during the call, so a token that burns the gas it is given leaves only events to
    /// pay for; every entry point is nonReentrant, so the token cannot come back to take it twice.
    function _tryPayReward(address account, IERC20 token) private returns (uint256 paid) {
        uint256 reward = rewardOwed[account][address(token)];
        if (reward == 0) return 0;
        if (!token.trySafeTransfer(account, reward)) {
            emit RewardDeferred(account, address(token), reward);
            return 0;
        }
        delete rewardOwed[account][address(token)];
        return reward;
    }

    function _removeOpenNest(uint256 nestId) private {
        uint256 index = openNestPosition[nestId] - 1;
        uint256 lastId = openNestIds[openNestIds.length - 1];
        openNestIds[index] = lastId;
        openNestPosition[lastId] = index + 1;
        openNestIds.pop();
        delete openNestPosition[nestId];
    }

    function _setSettings(Settings memory newSettings) private {
        if (newSettings.nestRewardBps > BPS) revert InvalidSettings();
        settings = newSettings;
        emit SettingsUpdated(newSettings);
    }

    function _setAddresses(address costTokenAddress, address treasuryAddress) private {
        if (costTokenAddress == address(0) || treasuryAddress == address(0)) revert ZeroAddress();
        costToken = IERC20(costTokenAddress);
        treasury = treasuryAddress;
        if (!isRewardToken[costTokenAddress]) {
            isRewardToken[costTokenAddress] = true;
            rewardTokens.push(costTokenAddress);
        }
        emit AddressesUpdated(costTokenAddress, treasuryAddress);
    }
}
