'use client';

import { CircleUser, LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { markDocumentScript, PrerenderScript } from '@/components/ui/PrerenderScript';
import { loginHref, REDIRECT_PARAM } from '@/lib/navigation/guard';
import { isTokenStored, TOKEN_KEY, useLoginStateOnceKnown } from '@/lib/session/store';
import { IntentPrefetchLink } from './IntentPrefetchLink';

const ENTRY_CLASSES =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-2 text-sm font-semibold text-brand hover:bg-muted';

/** Runs while the prerendered page is parsed: marks the document of a signed-in reader before the first paint. */
const MARK_STORED_SESSION_SCRIPT = markDocumentScript(isTokenStored, TOKEN_KEY, 'data-session-stored');

function LoginLink({ returnTo }: { returnTo: string | null }) {
  const t = useTranslations('home');
  return (
    <IntentPrefetchLink href={loginHref(returnTo)} className={ENTRY_CLASSES}>
      <LogIn aria-hidden="true" className="size-5" />
      {t('login')}
    </IntentPrefetchLink>
  );
}

/** Passes on the route the guard remembered, so login returns there. */
function LoginLinkWithReturn() {
  return <LoginLink returnTo={useSearchParams().get(REDIRECT_PARAM)} />;
}

function ProfileLink() {
  const t = useTranslations('home');
  return (
    <IntentPrefetchLink href="/user" aria-label={t('profile')} className={ENTRY_CLASSES}>
      <CircleUser aria-hidden="true" className="size-6" />
    </IntentPrefetchLink>
  );
}

/** Log in for a visitor, the profile for a signed-in user. */
export function AccountEntry() {
  const loggedIn = useLoginStateOnceKnown();
  if (loggedIn === null) {
    // The prerendered header holds both entries and shows the right one from the first paint, so the header
    // does not change width (and move the language switcher) when the app takes over.
    return (
      <>
        <PrerenderScript source={MARK_STORED_SESSION_SCRIPT} />
        <span className="contents session-stored:hidden">
          <LoginLink returnTo={null} />
        </span>
        <span className="hidden session-stored:contents">
          <ProfileLink />
        </span>
      </>
    );
  }
  if (loggedIn) return <ProfileLink />;
  return (
    <Suspense fallback={<LoginLink returnTo={null} />}>
      <LoginLinkWithReturn />
    </Suspense>
  );
}
