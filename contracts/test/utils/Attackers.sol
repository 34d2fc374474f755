// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {CreatureNft} from "../../src/CreatureNft.sol";
import {CreatureBreeding} from "../../src/CreatureBreeding.sol";

/// @notice Told by CallbackToken whenever tokens leave or reach it, like an ERC-777 send or receive hook.
interface ITokenCallback {
    function onTokensMoved() external;
}

/// @notice A holder contract that, at the first callback it gets while armed (an ERC-721 receipt, a token hook,
/// or ETH), makes one call chosen by the test: the re-entry attempt. It records whether that call went through,
/// what it returned or why it reverted, and its own calls go through `act` so the test can drive it.
contract ReentrantHolder is IERC721Receiver, ITokenCallback {
    address public reentryTarget;
    bytes public reentryCall;
    uint256 public reentryValue;
    bool public armed;
    bool public attempted;
    bool public reentrySucceeded;
    bytes public reentryResult;
    uint256 public erc721Received;

    /// @dev The next callback makes this call once, forwarding `value` wei from this contract's balance.
    function arm(address target, bytes calldata call, uint256 value) external {
        reentryTarget = target;
        reentryCall = call;
        reentryValue = value;
        armed = true;
        attempted = false;
    }

    /// @dev Calls `target` as this contract, bubbling up any revert unchanged.
    function act(address target, bytes calldata call, uint256 value) external returns (bytes memory result) {
        bool ok;
        (ok, result) = target.call{value: value}(call);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 0x20), mload(result))
            }
        }
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        erc721Received += 1;
        _reenter();
        return IERC721Receiver.onERC721Received.selector;
    }

    function onTokensMoved() external {
        _reenter();
    }

    receive() external payable {
        _reenter();
    }

    /// @dev The revert selector of the re-entry attempt (zero when it succeeded or reverted without data).
    function reentryErrorSelector() external view returns (bytes4) {
        if (reentrySucceeded || reentryResult.length < 4) return bytes4(0);
        return bytes4(reentryResult);
    }

    function _reenter() private {
        if (!armed) return;
        armed = false;
        attempted = true;
        (reentrySucceeded, reentryResult) = reentryTarget.call{value: reentryValue}(reentryCall);
    }
}

/// @notice An ERC-20 that calls ITokenCallback on a registered account whenever tokens leave or reach it: the
/// kind of token (ERC-777 style) that hands control to a holder in the middle of a payment.
contract CallbackToken is ERC20 {
    mapping(address account => bool hooked) public hooked;

    constructor() ERC20("Callback", "CBK") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setHooked(address account, bool on) external {
        hooked[account] = on;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (hooked[from]) ITokenCallback(from).onTokensMoved();
        if (to != from && hooked[to]) ITokenCallback(to).onTokensMoved();
    }
}

/// @notice An ERC-20 whose transfers the test can make fail the ways real tokens do: a pause or a blocklist that
/// reverts, a transfer that returns false, or one that burns all the gas it is given.
contract FaultyToken is ERC20 {
    enum Fault {
        None,
        Revert,
        ReturnFalse,
        BurnGas
    }

    Fault public fault;

    error TransfersPaused();

    constructor() ERC20("Faulty", "FLT") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function setFault(Fault newFault) external {
        fault = newFault;
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        if (fault == Fault.Revert) revert TransfersPaused();
        if (fault == Fault.ReturnFalse) return false;
        if (fault == Fault.BurnGas) {
            while (true) {}
        }
        return super.transfer(to, value);
    }
}

/// @notice Stands where the talk token should be, and fails every mint: by reverting, or by burning all its gas.
contract FaultyMinter {
    bool public burnGas;

    error MintingRefused();

    function setBurnGas(bool on) external {
        burnGas = on;
    }

    function mintTo(address, uint256) external view {
        if (burnGas) {
            while (true) {}
        }
        revert MintingRefused();
    }
}

/// @notice The holder of a pair as a contract: it claims the offspring only when the child's first parameter is
/// the one it wants, and reverts otherwise, to try again in a later block (the retry attack on a draw).
contract PickyClaimer is IERC721Receiver {
    CreatureBreeding public immutable breeding;
    CreatureNft public immutable creatures;

    error NotWanted(uint16 got);

    constructor(CreatureBreeding target) {
        breeding = target;
        creatures = target.creatures();
    }

    /// @dev Calls `target` as this contract, bubbling up any revert unchanged.
    function act(address target, bytes calldata call) external returns (bytes memory result) {
        bool ok;
        (ok, result) = target.call(call);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 0x20), mload(result))
            }
        }
    }

    function claimIfFirstParamIs(uint256 pairId, uint16 wanted) external returns (uint256 offspringId) {
        offspringId = breeding.claim(pairId);
        uint16 got = creatures.creatureOf(offspringId).creature.params[0];
        if (got != wanted) revert NotWanted(got);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return IERC721Receiver.onERC721Received.selector;
    }
}
