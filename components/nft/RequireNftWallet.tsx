'use client';

import { Unplug } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Address } from 'viem';
import { EmptyState } from '@/components/ui/EmptyState';
import { RequireConnectedWallet } from '@/components/wallet-stack/RequireConnectedWallet';
import { getNftContracts, type NftContracts } from '@/lib/nft/contracts';

/** An NFT screen: the connected wallet, and the contracts of the target chain it acts on. */
export function RequireNftWallet({ children }: { children: (owner: Address, contracts: NftContracts) => ReactNode }) {
  const t = useTranslations('nft');
  const contracts = getNftContracts();
  if (!contracts) return <EmptyState icon={<Unplug className="size-6" />} title={t('unavailable.title')} text={t('unavailable.text')} />;
  return <RequireConnectedWallet>{(owner) => children(owner, contracts)}</RequireConnectedWallet>;
}
