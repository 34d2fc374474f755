// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SystemFixture} from "./utils/SystemFixture.sol";
import {AfaToken} from "../src/AfaToken.sol";
import {TalkToken} from "../src/TalkToken.sol";
import {CreatureNft} from "../src/CreatureNft.sol";
import {CreatureUpgrade} from "../src/CreatureUpgrade.sol";
import {PendantNft} from "../src/PendantNft.sol";
import {CollectibleNft} from "../src/CollectibleNft.sol";
import {CreatureBreeding} from "../src/CreatureBreeding.sol";
import {CreatureStakingPool} from "../src/CreatureStakingPool.sol";
import {CreatureAttributes} from "../src/CreatureAttributes.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Every restricted function of the seven contracts, called by someone without the role, must revert
/// with the role's named error; called by the role holder, it must succeed.
contract AccessControlTest is SystemFixture {
    address internal constant STRANGER = address(0x5757);

    struct RestrictedCall {
        address target;
        bytes data;
        /// @dev Who may call it.
        address role;
        /// @dev The revert a stranger gets.
        bytes strangerError;
    }

    RestrictedCall[] internal calls;
    uint256 internal creatureId;

    function setUp() public {
        deploySystem();
        creatureId = revealedCreature(ALICE);
        _listOwnerCalls();
        _listRoleCalls();
    }

    function _owned(address target, bytes memory data) internal {
        calls.push(
            RestrictedCall(
                target, data, OWNER, abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER)
            )
        );
    }

    function _listOwnerCalls() internal {
        address[] memory accounts = new address[](1);
        accounts[0] = CAROL;

        _owned(address(afa), abi.encodeCall(AfaToken.mint, (CAROL, 1)));

        _owned(address(talk), abi.encodeCall(TalkToken.setRate, (7)));
        _owned(address(talk), abi.encodeCall(TalkToken.setMinter, (CAROL, true)));
        _owned(address(talk), abi.encodeCall(TalkToken.withdraw, (payable(TREASURY))));

        address c = address(creatures);
        _owned(c, abi.encodeCall(CreatureNft.setPrice, (1)));
        _owned(c, abi.encodeCall(CreatureNft.setTalkPrice, (1)));
        _owned(c, abi.encodeCall(CreatureNft.setTalkToken, (address(talk))));
        _owned(c, abi.encodeCall(CreatureNft.setBuyingOpen, (true)));
        _owned(c, abi.encodeCall(CreatureNft.setBuyBySecondToken, (false)));
        _owned(c, abi.encodeCall(CreatureNft.setBreedingOpen, (true)));
        _owned(c, abi.encodeCall(CreatureNft.setCanBreed, (creatureId, true)));
        _owned(c, abi.encodeCall(CreatureNft.setUserBuyLimit, (5)));
        _owned(c, abi.encodeCall(CreatureNft.setUserBuyLimitOn, (false)));
        _owned(c, abi.encodeCall(CreatureNft.setUserBuyLimitOut, (5)));
        _owned(c, abi.encodeCall(CreatureNft.setAllowlist, (accounts, true)));
        _owned(c, abi.encodeCall(CreatureNft.setAllowlistEndTime, (0)));
        _owned(c, abi.encodeCall(CreatureNft.setBaseURI, ("ipfs://base/")));
        _owned(c, abi.encodeCall(CreatureNft.setBlindURI, ("ipfs://blind")));
        _owned(c, abi.encodeCall(CreatureNft.setTokenURI, (creatureId, "ipfs://one")));
        _owned(c, abi.encodeCall(CreatureNft.setSpeciesRange, (8, 4)));
        _owned(c, abi.encodeCall(CreatureNft.setNewCreatureDefaults, (100, 3)));
        _owned(c, abi.encodeCall(CreatureNft.setSetter, (SETTER)));
        _owned(c, abi.encodeCall(CreatureNft.setOperator, (address(breeding), true)));
        _owned(c, abi.encodeCall(CreatureNft.setPendantNft, (address(pendants))));
        _owned(c, abi.encodeCall(CreatureNft.withdraw, (payable(TREASURY))));

        _owned(address(upgrades), abi.encodeCall(CreatureUpgrade.setSettings, (defaultUpgradeSettings())));
        _owned(address(upgrades), abi.encodeCall(CreatureUpgrade.setAddresses, (address(afa), address(talk), TREASURY)));

        address p = address(pendants);
        _owned(p, abi.encodeCall(PendantNft.setPrice, (1)));
        _owned(p, abi.encodeCall(PendantNft.setBuyingOpen, (true)));
        _owned(p, abi.encodeCall(PendantNft.setMaxBatch, (10)));
        _owned(p, abi.encodeCall(PendantNft.setTypeCount, (3)));
        _owned(p, abi.encodeCall(PendantNft.setValueRange, (1, 10)));
        _owned(p, abi.encodeCall(PendantNft.setBaseURI, ("ipfs://p/")));
        _owned(p, abi.encodeCall(PendantNft.setBlindURI, ("ipfs://pb")));
        _owned(p, abi.encodeCall(PendantNft.withdraw, (payable(TREASURY))));

        address[2] memory nfts = [c, p];
        for (uint256 i = 0; i < nfts.length; i++) {
            _owned(nfts[i], abi.encodeCall(CollectibleNft.setContractURI, ("ipfs://collection")));
            _owned(nfts[i], abi.encodeCall(CollectibleNft.setRoyalty, (TREASURY, 500)));
        }

        _owned(address(breeding), abi.encodeCall(CreatureBreeding.setSettings, (defaultBreedingSettings())));
        _owned(address(breeding), abi.encodeCall(CreatureBreeding.setAddresses, (address(afa), TREASURY)));

        _owned(address(stakingPool), abi.encodeCall(CreatureStakingPool.setSettings, (defaultStakingSettings())));

        address[7] memory ownables = [
            address(afa),
            address(talk),
            address(creatures),
            address(upgrades),
            address(pendants),
            address(breeding),
            address(stakingPool)
        ];
        for (uint256 i = 0; i < ownables.length; i++) {
            _owned(ownables[i], abi.encodeCall(Ownable.transferOwnership, (OWNER)));
        }
    }

    function _listRoleCalls() internal {
        address c = address(creatures);
        bytes memory notSetterOrOperator =
            abi.encodeWithSelector(CreatureNft.NotSetterOrOperator.selector, STRANGER);
        bytes memory notOperator = abi.encodeWithSelector(CreatureNft.NotOperator.selector, STRANGER);
        calls.push(RestrictedCall(c, abi.encodeCall(CreatureNft.updateBread, (creatureId, 4)), SETTER, notSetterOrOperator));
        calls.push(
            RestrictedCall(c, abi.encodeCall(CreatureNft.updateLifespan, (creatureId, 90)), SETTER, notSetterOrOperator)
        );
        calls.push(
            RestrictedCall(
                c,
                abi.encodeCall(CreatureNft.setAttributeLevel, (creatureId, CreatureAttributes.SPEED, 1)),
                address(upgrades),
                notOperator
            )
        );
        calls.push(
            RestrictedCall(c, abi.encodeCall(CreatureNft.setRebirthTime, (creatureId, 0)), address(upgrades), notOperator)
        );
        calls.push(RestrictedCall(c, abi.encodeCall(CreatureNft.refreshAllMetadata, ()), address(upgrades), notOperator));
        calls.push(
            RestrictedCall(
                c,
                abi.encodeCall(CreatureNft.pendantsChanged, (creatureId)),
                address(pendants),
                abi.encodeWithSelector(CreatureNft.NotPendantNft.selector, STRANGER)
            )
        );
        CreatureNft.NewCreature memory traits;
        calls.push(RestrictedCall(c, abi.encodeCall(CreatureNft.mint, (CAROL, traits)), address(breeding), notOperator));
        calls.push(
            RestrictedCall(
                address(talk),
                abi.encodeCall(TalkToken.mintTo, (CAROL, 1)),
                address(stakingPool),
                abi.encodeWithSelector(TalkToken.NotMinter.selector, STRANGER)
            )
        );
    }

    function test_strangerIsRejectedEverywhere() public {
        vm.deal(STRANGER, 1 ether);
        for (uint256 i = 0; i < calls.length; i++) {
            vm.prank(STRANGER);
            (bool ok, bytes memory revertData) = calls[i].target.call(calls[i].data);
            vm.assertFalse(ok, string.concat("stranger accepted by call #", vm.toString(i)));
            vm.assertEq(
                keccak256(revertData), keccak256(calls[i].strangerError), string.concat("error of #", vm.toString(i))
            );
        }
    }

    function test_roleHolderIsAcceptedEverywhere() public {
        for (uint256 i = 0; i < calls.length; i++) {
            vm.prank(calls[i].role);
            (bool ok,) = calls[i].target.call(calls[i].data);
            vm.assertTrue(ok, string.concat("role holder refused by call #", vm.toString(i)));
        }
    }

    function test_strangerCannotRenounceOwnership() public {
        address[7] memory ownables = [
            address(afa),
            address(talk),
            address(creatures),
            address(upgrades),
            address(pendants),
            address(breeding),
            address(stakingPool)
        ];
        for (uint256 i = 0; i < ownables.length; i++) {
            vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, STRANGER));
            vm.prank(STRANGER);
            Ownable(ownables[i]).renounceOwnership();
            vm.prank(OWNER);
            Ownable(ownables[i]).renounceOwnership();
            vm.assertEq(Ownable(ownables[i]).owner(), address(0), "renounced by the owner");
        }
    }
}
