import { WalletRoutesLayout } from '@/components/wallet-stack/WalletRoutesLayout';

/** The incubator and mint under one wallet stack: moving between them keeps it, and the wallet's connection, mounted. */
export default WalletRoutesLayout;
