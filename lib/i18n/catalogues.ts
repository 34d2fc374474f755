import type enUS from '@/messages/en-US.json';
import type { AppLocale } from './locales';

export type Messages = typeof enUS;

/**
 * The namespaces only the wallet and NFT screens use, two thirds of a catalogue: their pages hand the
 * prerendered language's texts to the screen (components/i18n/WalletScreenMessages), every other page goes
 * without them.
 */
const WALLET_SCREEN_NAMESPACES = ['wallet', 'nft'] as const satisfies readonly (keyof Messages)[];
type WalletScreenNamespace = (typeof WALLET_SCREEN_NAMESPACES)[number];

/** Texts no page shows: the token metadata the reference server writes (in en-US) for wallets and explorers. */
const SERVER_ONLY_NAMESPACES = ['tokenMetadata'] as const satisfies readonly (keyof Messages)[];
type ServerOnlyNamespace = (typeof SERVER_ONLY_NAMESPACES)[number];

/** What every page's interface needs: the catalogue without the wallet screens' and the server's namespaces. */
export type ShellMessages = Omit<Messages, WalletScreenNamespace | ServerOnlyNamespace>;
export type WalletScreenMessages = Pick<Messages, WalletScreenNamespace>;

export function shellMessages(messages: Messages): ShellMessages {
  const elsewhere: readonly string[] = [...WALLET_SCREEN_NAMESPACES, ...SERVER_ONLY_NAMESPACES];
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !elsewhere.includes(namespace))) as ShellMessages;
}

export function walletScreenMessages(messages: Messages): WalletScreenMessages {
  return { wallet: messages.wallet, nft: messages.nft };
}

/**
 * Whole catalogues, loaded when a reader picks a language. The prerendered language's texts come with the
 * page itself (as the root layout's and the wallet pages' props), so no page's script carries a catalogue.
 */
const loaders: Record<AppLocale, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('@/messages/en-US.json'),
  'zh-CN': () => import('@/messages/zh-CN.json'),
  es: () => import('@/messages/es.json'),
  pt: () => import('@/messages/pt.json'),
};

/** A language's catalogue, the words of dates and times (its `time` namespace) included. */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
