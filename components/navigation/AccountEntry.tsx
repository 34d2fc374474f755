'use client';

import { CircleUser, LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { loginHref, REDIRECT_PARAM } from '@/lib/navigation/guard';
import { useIsLoggedIn } from '@/lib/session/store';
import { IntentPrefetchLink } from './IntentPrefetchLink';

const ENTRY_CLASSES =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-2 text-sm font-semibold text-brand hover:bg-muted';

function LoginLink({ returnTo }: { returnTo: string | null }) {
  const t = useTranslations('home');
  return (
    <Link href={loginHref(returnTo)} className={ENTRY_CLASSES}>
      <LogIn aria-hidden="true" className="size-5" />
      {t('login')}
    </Link>
  );
}

/** Passes on the route the guard remembered, so login returns there. */
function LoginLinkWithReturn() {
  return <LoginLink returnTo={useSearchParams().get(REDIRECT_PARAM)} />;
}

/** Log in for a visitor, the profile for a signed-in user. */
export function AccountEntry() {
  const t = useTranslations('home');
  const loggedIn = useIsLoggedIn();
  if (loggedIn) {
    return (
      <IntentPrefetchLink href="/user" aria-label={t('profile')} className={ENTRY_CLASSES}>
        <CircleUser aria-hidden="true" className="size-6" />
      </IntentPrefetchLink>
    );
  }
  return (
    <Suspense fallback={<LoginLink returnTo={null} />}>
      <LoginLinkWithReturn />
    </Suspense>
  );
}
