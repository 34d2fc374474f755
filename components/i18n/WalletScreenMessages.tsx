import type { ReactNode } from 'react';
import { walletScreenMessages } from '@/lib/i18n/catalogues';
import enUS from '@/messages/en-US.json';
import { ScopedMessages } from './ScopedMessages';

/**
 * The wallet and NFT texts, handed over with a page outside the wallet routes that shows some (the login page's
 * wallet sign-in); the wallet routes have them from their layout (WalletRoutesLayout). A server component.
 */
export function WalletScreenMessages({ children }: { children: ReactNode }) {
  return <ScopedMessages prerendered={walletScreenMessages(enUS)}>{children}</ScopedMessages>;
}
