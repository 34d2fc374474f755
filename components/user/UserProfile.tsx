'use client';

import { Copy, LogOut, Pencil, Wallet } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IntentPrefetchLink } from '@/components/navigation/IntentPrefetchLink';
import { useRouter } from 'next/navigation';
import { Avatar } from '@/components/ui/Avatar';
import { Button, buttonClasses } from '@/components/ui/Button';
import { List, ListRow } from '@/components/ui/List';
import { Skeleton } from '@/components/ui/Skeleton';
import { showToast } from '@/components/ui/toast';
import { copyText } from '@/lib/browser/clipboard';
import { formatAddress } from '@/lib/format/address';
import { HOME_PATH } from '@/lib/navigation/routes';
import { useLogout, useUserInfoRefresh } from '@/lib/session/account';
import { useSession } from '@/lib/session/store';
import { GoogleEmailBinding } from './GoogleEmailBinding';
import { InviteSection } from './InviteSection';

function CopyAddressButton({ address }: { address: string }) {
  const t = useTranslations();
  async function copy() {
    if (await copyText(address)) showToast.success(t('clipboard.copied'));
    else showToast.danger(t('clipboard.failed'));
  }
  return (
    <Button
      variant="ghost"
      onClick={copy}
      aria-label={t('user.copyAddress', { address: formatAddress(address) })}
      className="ml-auto min-w-11 px-2"
    >
      <Copy aria-hidden="true" className="size-5" />
    </Button>
  );
}

/** The signed-in user's account: names, Google email, share link, bound wallets, logout. */
export function UserProfile() {
  const t = useTranslations('user');
  const router = useRouter();
  const userInfo = useSession((state) => state.userInfo);
  const refresh = useUserInfoRefresh();
  const logout = useLogout();

  async function onLogout() {
    await logout.mutateAsync().catch(() => undefined);
    router.replace(HOME_PATH);
  }

  if (!userInfo) {
    return (
      <div aria-busy={refresh.isFetching} className="flex flex-col gap-4 p-5">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6 p-5">
      <section className="flex items-center gap-4">
        <Avatar src={userInfo.avatar} name={userInfo.nickname || userInfo.email || '?'} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-xl font-bold text-ink">{userInfo.nickname || userInfo.email}</h2>
          <p className="truncate text-sm text-ink-soft">{userInfo.email}</p>
        </div>
        <IntentPrefetchLink href="/user/updateUser" className={buttonClasses('secondary', 'shrink-0')}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('editProfile')}
        </IntentPrefetchLink>
      </section>

      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink-soft">{t('account')}</h3>
        <List>
          <ListRow>
            <span className="text-sm text-ink-soft">{t('email')}</span>
            <span className="ml-auto truncate text-sm text-ink">{userInfo.email || t('notSet')}</span>
          </ListRow>
          <ListRow>
            <span className="text-sm text-ink-soft">{t('googleEmail')}</span>
            <span data-testid="google-email" className="ml-auto truncate text-sm text-ink">
              {userInfo.googleEmail || t('notSet')}
            </span>
          </ListRow>
        </List>
        {userInfo.googleEmail ? null : <GoogleEmailBinding />}
      </section>

      <InviteSection shareCode={userInfo.shareCode} invitedCount={userInfo.invitedCount} />

      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink-soft">{t('wallets')}</h3>
        {userInfo.wallets?.length ? (
          <List label={t('wallets')}>
            {userInfo.wallets.map((wallet) => (
              <ListRow key={wallet.address}>
                <Wallet aria-hidden="true" className="size-5 text-ink-soft" />
                <span className="font-mono text-sm text-ink" title={wallet.address}>
                  {formatAddress(wallet.address)}
                </span>
                <CopyAddressButton address={wallet.address} />
              </ListRow>
            ))}
          </List>
        ) : (
          <p className="rounded-2xl border border-dashed border-line px-4 py-3 text-sm text-ink-soft">{t('noWallets')}</p>
        )}
      </section>

      <Button variant="secondary" onClick={onLogout} disabled={logout.isPending} className="w-full text-danger">
        <LogOut aria-hidden="true" className="size-5" />
        {logout.isPending ? t('loggingOut') : t('logout')}
      </Button>
    </div>
  );
}
