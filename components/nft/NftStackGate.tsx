'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { WalletStackGate } from '@/components/wallet/WalletStackGate';

/** An NFT screen's wallet stack (`children`, loaded by `loadStack`) behind the NFT connect prompt: see WalletStackGate. */
export function NftStackGate({ loadStack, children }: { loadStack: () => Promise<unknown>; children: ReactNode }) {
  const t = useTranslations('nft');
  return (
    <WalletStackGate promptText={t('connectPrompt')} loadStack={loadStack}>
      {children}
    </WalletStackGate>
  );
}
