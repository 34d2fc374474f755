import { WALLET_APPS, walletBrowserLink } from './walletBrowserLinks';

const PAGE = 'https://app.example/home/inforDetail?id=7&shareCode=AB12&q=a b&x=1%262#top';
const PAGE_WITHOUT_HASH = 'https://app.example/home/inforDetail?id=7&shareCode=AB12&q=a%20b&x=1%262';

describe('walletBrowserLink', () => {
  it('offers OKX first, then MetaMask, Trust, Bitget and Coinbase', () => {
    expect(WALLET_APPS).toEqual(['okx', 'metamask', 'trust', 'bitget', 'coinbase']);
  });

  it('OKX: the page encoded into the okx:// deep link, encoded again into the universal link', () => {
    const link = new URL(walletBrowserLink('okx', PAGE));
    expect(link.origin + link.pathname).toBe('https://web3.okx.com/download');
    const deepLink = link.searchParams.get('deeplink')!;
    expect(deepLink.startsWith('okx://wallet/dapp/url?dappUrl=')).toBe(true);
    expect(new URL(deepLink).searchParams.get('dappUrl')).toBe(PAGE_WITHOUT_HASH);
  });

  it('MetaMask: the page without its scheme as the path, its query carried as is', () => {
    expect(walletBrowserLink('metamask', PAGE)).toBe(`https://link.metamask.io/dapp/${PAGE_WITHOUT_HASH.slice('https://'.length)}`);
  });

  it.each([
    ['trust', 'https://link.trustwallet.com/open_url', 'url', { coin_id: '60' }],
    ['bitget', 'https://bkcode.vip/', 'url', { action: 'dapp' }],
    ['coinbase', 'https://go.cb-w.com/dapp', 'cb_url', {}],
  ] as const)('%s: the whole page, percent-encoded, in one parameter', (wallet, base, parameter, fixed) => {
    const link = walletBrowserLink(wallet, PAGE);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(base);
    expect(url.searchParams.get(parameter)).toBe(PAGE_WITHOUT_HASH);
    for (const [name, value] of Object.entries(fixed)) expect(url.searchParams.get(name)).toBe(value);
    // The page's own query does not leak into the link's: its & and = are encoded.
    expect([...url.searchParams.keys()].sort()).toEqual([parameter, ...Object.keys(fixed)].sort());
  });
});
