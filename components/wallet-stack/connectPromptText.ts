'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { findRoute } from '@/lib/navigation/routes';

/**
 * What the connect prompt of the wallet route on screen asks for: the Wallet tab's speaks of the address and
 * balances, the NFT screens' (the tab, the incubator, mint) of the creatures. One answer for the prompt before the
 * wallet stack loads (WalletStackGate) and the one after (RequireConnectedWallet).
 */
export function useConnectPromptText(): string {
  const route = findRoute(usePathname());
  const tWallet = useTranslations('wallet');
  const tNft = useTranslations('nft');
  return route?.name === 'wallet' ? tWallet('connectPrompt') : tNft('connectPrompt');
}
