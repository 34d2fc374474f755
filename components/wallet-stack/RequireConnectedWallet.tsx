'use client';

import type { ReactNode } from 'react';
import type { Address } from 'viem';
import { useConnection } from 'wagmi';
import { useConnectPromptText } from './connectPromptText';
import { ConnectWalletPrompt } from './ConnectWalletPrompt';
import { WalletSkeleton } from './WalletSkeleton';

/**
 * A screen that needs the wallet: a skeleton while a known wallet reconnects, the route's connect prompt when
 * none is connected, else the screen for the connected address.
 */
export function RequireConnectedWallet({ children }: { children: (address: Address) => ReactNode }) {
  const prompt = useConnectPromptText();
  const { address, status } = useConnection();
  if (status === 'reconnecting' || (status === 'connecting' && address)) return <WalletSkeleton />;
  if (status !== 'connected' || !address) return <ConnectWalletPrompt text={prompt} />;
  return children(address);
}
