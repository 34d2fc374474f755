'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { WalletStackGate } from '@/components/wallet-stack/WalletStackGate';
import { NftScreenFallback } from './NftScreenFallback';

/**
 * An NFT screen behind the NFT connect prompt (see WalletStackGate). `load` brings the screen's chunk: the
 * screen inside its wallet stack, which only exists in the browser and only on the routes that need it.
 */
export function gatedNftScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Content = dynamic(load, { ssr: false, loading: NftScreenFallback });
  return function GatedNftScreen() {
    const t = useTranslations('nft');
    return (
      <WalletStackGate promptText={t('connectPrompt')} loadStack={load}>
        <Content />
      </WalletStackGate>
    );
  };
}
