import { devices, type Page } from '@playwright/test';
import { expect, logInThroughApi, test, uniqueEmail } from './fixtures';

/** A page address with a query string that needs encoding: a space, an & and an = inside values. */
const PAGE_PATH = '/wallet?ref=e2e&note=a%20b%26c%3Dd';

const WALLET_LINKS = ['Open in OKX Wallet', 'Open in MetaMask', 'Open in Trust Wallet', 'Open in Bitget Wallet', 'Open in Coinbase Wallet'];

/** Where each link takes the reader back to: the page, read out of the link by each wallet's documented format. */
function pageInLink(name: string, href: string, protocol: string): string {
  const link = new URL(href);
  switch (name) {
    case 'Open in OKX Wallet': {
      expect(link.origin + link.pathname).toBe('https://web3.okx.com/download');
      const deepLink = link.searchParams.get('deeplink') ?? '';
      expect(deepLink).toMatch(/^okx:\/\/wallet\/dapp\/url\?dappUrl=/);
      return new URL(deepLink).searchParams.get('dappUrl') ?? '';
    }
    case 'Open in MetaMask':
      expect(href.startsWith('https://link.metamask.io/dapp/')).toBe(true);
      // The page goes in without its scheme; the wallet browser opens it over the page's own.
      return `${protocol}//${href.slice('https://link.metamask.io/dapp/'.length)}`;
    case 'Open in Trust Wallet':
      expect(link.origin + link.pathname).toBe('https://link.trustwallet.com/open_url');
      expect(link.searchParams.get('coin_id')).toBe('60');
      return link.searchParams.get('url') ?? '';
    case 'Open in Bitget Wallet':
      expect(link.origin).toBe('https://bkcode.vip');
      expect(link.searchParams.get('action')).toBe('dapp');
      return link.searchParams.get('url') ?? '';
    default:
      expect(link.origin + link.pathname).toBe('https://go.cb-w.com/dapp');
      return link.searchParams.get('cb_url') ?? '';
  }
}

async function expectLinksToThisPage(page: Page) {
  const links = page.getByRole('navigation', { name: 'Open this page in your wallet app' }).getByRole('link');
  await expect(links).toHaveText(WALLET_LINKS.map((name) => new RegExp(`^${name}`)));
  const here = page.url();
  for (const name of WALLET_LINKS) {
    const href = (await page.getByRole('link', { name }).getAttribute('href')) ?? '';
    const target = new URL(pageInLink(name, href, new URL(here).protocol));
    expect(target.toString()).toBe(here);
    expect(target.searchParams.get('note')).toBe('a b&c=d');
  }
}

test.describe('a phone without a wallet', () => {
  test.beforeEach(async ({ testWallet }) => {
    await testWallet({ disabled: true });
  });

  test('connecting offers the wallet apps, OKX first, each opening this page with its query', async ({ page }) => {
    await logInThroughApi(page, uniqueEmail('no-wallet-phone'));
    await page.goto(PAGE_PATH);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByText('wallet not found, Please open it in Wallet Browser')).toBeVisible();
    await expectLinksToThisPage(page);
  });

  test('signing in with the wallet offers them too', async ({ page }) => {
    await page.goto('/loginPage?redirect=%2Fuser&note=a%20b%26c%3Dd');
    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await expect(page.getByTestId('wallet-login-error')).toHaveText('wallet not found, Please open it in Wallet Browser');
    await expectLinksToThisPage(page);
  });
});

test.describe('a computer without a wallet', () => {
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices['Desktop Chrome'];
  test.use({ userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });

  test('is told the wallet is missing, with no wallet-app links', async ({ page, testWallet }) => {
    await testWallet({ disabled: true });
    await logInThroughApi(page, uniqueEmail('no-wallet-desktop'));
    await page.goto(PAGE_PATH);
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByText('wallet not found, Please open it in Wallet Browser')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Open this page in your wallet app' })).toHaveCount(0);
  });
});
