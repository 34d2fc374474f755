import type { ReactNode } from 'react';
import { ScopedMessages } from '@/components/i18n/ScopedMessages';
import { walletScreenMessages } from '@/lib/i18n/catalogues';
import enUS from '@/messages/en-US.json';
import { WalletServiceAccount } from './WalletServiceAccount';
import { WalletStackGate } from './WalletStackGate';

/**
 * The layout of the routes that act through the reader's wallet (app/(tabs)/(wallet)/ and app/(standalone)/(wallet)/):
 * the wallet and NFT texts, handed over with the prerendered page; the wallet-service account; and the wallet stack,
 * mounted once for every route under the layout, with the page's screen inside it. A server component.
 */
export function WalletRoutesLayout({ children }: { children: ReactNode }) {
  return (
    <ScopedMessages prerendered={walletScreenMessages(enUS)}>
      <WalletServiceAccount />
      <WalletStackGate>{children}</WalletStackGate>
    </ScopedMessages>
  );
}
