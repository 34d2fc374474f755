'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Address } from 'viem';
import { ProviderNotFoundError, useConnection } from 'wagmi';
import { signAndSubmitOrder, type SubmitOrderResult } from '@/lib/api/market';
import { walletQueryKeys } from '@/lib/api/walletQueryKeys';
import { getTargetChain } from '@/lib/chain/chains';
import { ensureWalletOnChain } from '@/lib/chain/ensure-chain';
import { toChainError } from '@/lib/chain/errors';
import { useTargetPublicClient, walletClientOf } from '@/lib/chain/tx/useTransactor';
import { providerOf } from '@/lib/chain/useConnectWallet';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { listingOrder, offerOrder, orderTimes, OrderTermsError, royaltyAt, type MarketToken } from './orders';
import { readOrderChainTerms } from './reads';

/**
 * A listing or an offer as the forms describe it; the counter and the royalty are read when it is signed. A listing
 * carries the royalty rate its form showed the seller (basis points, as `useSellTerms` reads it).
 */
export type OrderRequest =
  | { side: 'listing'; token: MarketToken; price: bigint; currency: Address; lifetimeS: number; royaltyBps: bigint }
  | { side: 'offer'; token: MarketToken; price: bigint; afaToken: Address; lifetimeS: number };

/**
 * How placing an order ended: the book's answer, terms no order can be built from, or a royalty other than the one
 * the seller was shown (each said before any prompt).
 */
export type PlaceOrderResult = SubmitOrderResult | { ok: false; stage: 'terms'; problem: OrderTermsError['problem'] | 'royaltyChanged' };

/**
 * Puts a listing or an offer in the order book with one signature of the connected wallet: the wallet is put on the
 * target chain (the order's domain names it), the maker's counter and the token's royalty are read, the order is
 * built as the book accepts it, signed and submitted. The market's reads are refreshed once it is stored.
 */
export function usePlaceOrder() {
  const client = useTargetPublicClient();
  const queryClient = useQueryClient();
  const { address, connector } = useConnection();
  const [isSigning, setSigning] = useState(false);

  const place = useCallback(
    async (request: OrderRequest): Promise<PlaceOrderResult> => {
      const { market } = getRuntimeConfig();
      if (!address || !connector || !market.seaport) {
        return { ok: false, stage: 'wallet', error: toChainError(new ProviderNotFoundError()) };
      }
      const seaport = market.seaport;
      setSigning(true);
      try {
        const chain = getTargetChain();
        const provider = await providerOf(connector);
        await ensureWalletOnChain(provider, chain);
        const { counter, royalty } = await readOrderChainTerms(client, {
          seaport,
          maker: address,
          token: request.token,
          price: request.price,
        });
        // The seller signs for what the form said they would receive: a royalty changed since, and the form shows
        // the new figures before anything is signed.
        if (request.side === 'listing' && royalty.amount !== royaltyAt(request.price, request.royaltyBps)) {
          void queryClient.invalidateQueries({ queryKey: walletQueryKeys.market.all });
          return { ok: false, stage: 'terms', problem: 'royaltyChanged' };
        }
        const common = {
          maker: address,
          token: request.token,
          price: request.price,
          royalty,
          counter,
          feeBps: market.feeBps,
          feeRecipient: market.feeRecipient,
          ...orderTimes(Math.floor(Date.now() / 1000), request.lifetimeS),
        };
        const order =
          request.side === 'listing'
            ? listingOrder({ ...common, currency: request.currency })
            : offerOrder({ ...common, afaToken: request.afaToken });
        const signer = walletClientOf(provider, address, chain);
        const result = await signAndSubmitOrder(order, { chainId: chain.id, seaport }, (typedData) => signer.signTypedData(typedData));
        if (result.ok) void queryClient.invalidateQueries({ queryKey: walletQueryKeys.market.all });
        return result;
      } catch (error) {
        if (error instanceof OrderTermsError) return { ok: false, stage: 'terms', problem: error.problem };
        return { ok: false, stage: 'wallet', error: toChainError(error) };
      } finally {
        setSigning(false);
      }
    },
    [address, client, connector, queryClient],
  );

  return { place, isSigning };
}
