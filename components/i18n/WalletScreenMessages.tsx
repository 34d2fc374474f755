import type { ReactNode } from 'react';
import { walletScreenMessages } from '@/lib/i18n/catalogues';
import enUS from '@/messages/en-US.json';
import { ScopedMessages } from './ScopedMessages';

/** The wallet and NFT screens' texts, handed over with the page that shows one (a server component). */
export function WalletScreenMessages({ children }: { children: ReactNode }) {
  return <ScopedMessages prerendered={walletScreenMessages(enUS)}>{children}</ScopedMessages>;
}
