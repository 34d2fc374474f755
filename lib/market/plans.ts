import { maxUint256, zeroAddress, type Address, type Hex } from 'viem';
import { contractCall } from '@/lib/chain/tx/actions';
import type { ApprovalChoice } from '@/lib/chain/tx/approval-choice';
import { nftApprovalCall, tokenApprovalCall } from '@/lib/chain/tx/quote';
import type { NftCollection, TransactionPlan } from '@/lib/chain/tx/types';
import { itemsTotal, orderFromJson, type MarketToken, type OrderParametersJson } from './orders';
import { BASIC_ORDER_ERC721_TO_ERC20_FULL_OPEN, orderParametersOf, SEAPORT_ABI, ZERO_BYTES32 } from './seaport';

// The market's transactions as plans for the pipeline. A listing and an offer are signatures, not transactions
// (orders.ts); what reaches the chain is a purchase, an acceptance, a cancellation, and the first listing's approval
// of Seaport over the token. docs/PRODUCT.md §4.4 gives none of them a txType: none is reported.

/** An order as the book hands it out (MarketOrder's `parameters` and `signature`). */
export interface BookOrder {
  parameters: OrderParametersJson;
  signature: string;
}

const seaportAt = (seaport: Address) => ({ address: seaport, abi: SEAPORT_ABI });

/**
 * Buys a listing in one transaction (Seaport's fulfillOrder, no conduit): in ETH sent along, or in AFA, which
 * Seaport takes from the buyer for the exact price once allowed to.
 */
export function buyListingPlan(seaport: Address, listing: BookOrder): TransactionPlan {
  const order = orderFromJson(listing.parameters);
  const price = itemsTotal(order.consideration);
  const currency = order.consideration[0]!.token;
  const paidInEth = currency === zeroAddress;
  return {
    action: 'buyListing',
    tokenAllowances: paidInEth ? [] : [{ symbol: 'AFA', token: currency, spender: seaport, amount: price }],
    call: contractCall({
      ...seaportAt(seaport),
      functionName: 'fulfillOrder',
      args: [{ parameters: orderParametersOf(order), signature: listing.signature as Hex }, ZERO_BYTES32],
      value: paidInEth ? price : undefined,
    }),
  };
}

/**
 * The holder accepts an AFA offer in one transaction, with Seaport approved over the token. Seaport's basic
 * fulfilment (ERC721_TO_ERC20) pays the fee and royalty out of the offer, from the bidder's allowance, so the
 * holder spends no AFA of their own and receives the offer less the fee and royalty.
 */
export function acceptOfferPlan(seaport: Address, offer: BookOrder, collectionName: NftCollection): TransactionPlan {
  const order = orderFromJson(offer.parameters);
  const [paid] = order.offer;
  const [asked, ...payments] = order.consideration;
  if (!paid || !asked) throw new Error('An offer offers one currency item and asks one token first');
  return {
    action: 'acceptOffer',
    nftApprovals: [{ collection: asked.token, collectionName, spender: seaport, tokenId: asked.identifierOrCriteria }],
    call: contractCall({
      ...seaportAt(seaport),
      functionName: 'fulfillBasicOrder',
      args: [
        {
          considerationToken: asked.token,
          considerationIdentifier: asked.identifierOrCriteria,
          considerationAmount: asked.startAmount,
          offerer: order.offerer,
          zone: order.zone,
          offerToken: paid.token,
          offerIdentifier: paid.identifierOrCriteria,
          offerAmount: paid.startAmount,
          basicOrderType: BASIC_ORDER_ERC721_TO_ERC20_FULL_OPEN,
          startTime: order.startTime,
          endTime: order.endTime,
          zoneHash: order.zoneHash,
          salt: order.salt,
          offererConduitKey: order.conduitKey,
          fulfillerConduitKey: ZERO_BYTES32,
          totalOriginalAdditionalRecipients: BigInt(payments.length),
          additionalRecipients: payments.map((item) => ({ amount: item.startAmount, recipient: item.recipient })),
          signature: offer.signature as Hex,
        },
      ],
    }),
  };
}

/** Cancels one of the maker's orders at Seaport (a listing, or a buyer's offer). */
export function cancelOrderPlan(seaport: Address, order: BookOrder): TransactionPlan {
  return {
    action: 'cancelOrder',
    call: contractCall({ ...seaportAt(seaport), functionName: 'cancel', args: [[orderFromJson(order.parameters)]] }),
  };
}

/** Cancels every order the maker has signed: Seaport's counter goes up, and orders signed under the old one die. */
export function cancelAllOrdersPlan(seaport: Address): TransactionPlan {
  return {
    action: 'cancelAllOrders',
    call: contractCall({ ...seaportAt(seaport), functionName: 'incrementCounter', args: [] }),
  };
}

/**
 * Before a first listing: Seaport approved over this token only, or over every token of the collection (the
 * user's approval choice for it, `useApprovalChoice(token.collection)`), as any approval of the pipeline. It
 * shows in the Wallet tab's approvals, where it is revoked.
 */
export function listingApprovalPlan(
  seaport: Address,
  token: MarketToken,
  collectionName: NftCollection,
  choice: ApprovalChoice,
): TransactionPlan {
  return {
    action: 'approveNft',
    call: nftApprovalCall({ collection: token.collection, collectionName, spender: seaport, tokenId: token.tokenId }, choice),
  };
}

/**
 * Before an offer: Seaport allowed to take the offered AFA from the bidder when the offer is accepted, exactly the
 * offer (the default) or without limit (the user's approval choice for AFA). It shows in the Wallet tab's
 * approvals, where it is revoked.
 */
export function offerAllowancePlan(afaToken: Address, seaport: Address, amount: bigint, choice: ApprovalChoice): TransactionPlan {
  return {
    action: 'approveToken',
    call: tokenApprovalCall({ token: afaToken, spender: seaport }, choice === 'unlimited' ? maxUint256 : amount),
  };
}
