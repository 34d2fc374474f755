'use client';

import { ExternalLink } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/Button';
import { currentDeviceType } from '@/lib/device/deviceType';
import { WALLET_APP_NAMES, WALLET_APPS, walletBrowserLink } from '@/lib/wallet/walletBrowserLinks';

/**
 * On a phone whose browser has no wallet: one tap opens this very page in a wallet app's browser.
 * Nothing on other devices, where a wallet is an extension to install instead. Rendered in the browser only.
 */
export function OpenInWalletApp() {
  const t = useTranslations('wallet.openInApp');
  if (currentDeviceType() === 'other') return null;
  const pageUrl = window.location.href;
  return (
    <nav aria-label={t('heading')} className="flex w-full max-w-xs flex-col gap-2">
      <p className="text-sm font-medium text-ink">{t('heading')}</p>
      <ul className="flex flex-col gap-2">
        {WALLET_APPS.map((wallet) => (
          <li key={wallet}>
            <a href={walletBrowserLink(wallet, pageUrl)} rel="noopener" className={buttonClasses('secondary', 'w-full')}>
              {t('openIn', { wallet: WALLET_APP_NAMES[wallet] })}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
