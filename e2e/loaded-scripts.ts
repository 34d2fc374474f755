import type { Page } from '@playwright/test';

/**
 * Watches the scripts `page` loads, to tell whether the wallet stack came with them: the version tag wagmi puts
 * in its errors is in its bundle and nowhere else. Each body is read from the server again, by its address,
 * which names its content: a response's own body is gone once its page or worker is (the Intl warm-up worker
 * closes itself), or once the test has ended.
 */
export function watchLoadedScripts(page: Page): { walletStackLoaded(): Promise<boolean> } {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) urls.push(response.url());
  });
  return {
    async walletStackLoaded() {
      const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
      return bodies.some((body) => body.includes('@wagmi/core@'));
    },
  };
}
