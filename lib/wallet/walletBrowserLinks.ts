/**
 * One-tap links that open a page of the app inside a wallet app's own browser, where the wallet is
 * injected: for a phone whose browser has no wallet. Each is built to the wallet's documented format.
 */

export type WalletApp = 'okx' | 'metamask' | 'trust' | 'bitget' | 'coinbase';

/** OKX first: user info carries an OKX open id, so most of our users have it. */
export const WALLET_APPS: readonly WalletApp[] = ['okx', 'metamask', 'trust', 'bitget', 'coinbase'];

/** The wallets' display names are brands, the same in every language. */
export const WALLET_APP_NAMES: Record<WalletApp, string> = {
  okx: 'OKX Wallet',
  metamask: 'MetaMask',
  trust: 'Trust Wallet',
  bitget: 'Bitget Wallet',
  coinbase: 'Coinbase Wallet',
};

/** SLIP-44 coin type of Ethereum: Trust opens the page on its EVM network. */
const TRUST_EVM_COIN_ID = 60;

const BUILDERS: Record<WalletApp, (pageUrl: string) => string> = {
  // web3.okx.com/build/docs/waas/app-universal-link: the page URL-encoded into okx://wallet/dapp/url?dappUrl=…,
  // and that deep link URL-encoded again into the universal link's `deeplink` parameter.
  okx: (pageUrl) =>
    `https://web3.okx.com/download?deeplink=${encodeURIComponent(`okx://wallet/dapp/url?dappUrl=${encodeURIComponent(pageUrl)}`)}`,
  // docs.metamask.io "Use deeplinks": https://link.metamask.io/dapp/{dappUrl}, the page without its scheme as the
  // path; MetaMask passes the rest of the link, query included, on to the page as it is (not encoded).
  metamask: (pageUrl) => `https://link.metamask.io/dapp/${pageUrl.replace(/^https?:\/\//, '')}`,
  // developer.trustwallet.com "Deep Linking": https://link.trustwallet.com/open_url?coin_id=<slip44>&url=<page>.
  trust: (pageUrl) => `https://link.trustwallet.com/open_url?coin_id=${TRUST_EVM_COIN_ID}&url=${encodeURIComponent(pageUrl)}`,
  // Bitget Wallet BKConnect "Access dapp": https://bkcode.vip?action=dapp&url=<page> (the https form is the one
  // Android accepts from a web page).
  bitget: (pageUrl) => `https://bkcode.vip?action=dapp&url=${encodeURIComponent(pageUrl)}`,
  // docs.cdp.coinbase.com "Mobile dapp integration": https://go.cb-w.com/dapp?cb_url=<page, percent-encoded>.
  coinbase: (pageUrl) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}`,
};

/** The link that opens `pageUrl` in `wallet`'s browser. The fragment is dropped: it never reaches a server anyway. */
export function walletBrowserLink(wallet: WalletApp, pageUrl: string): string {
  const url = new URL(pageUrl);
  url.hash = '';
  return BUILDERS[wallet](url.toString());
}
