'use client';

import { useTranslations } from 'next-intl';
import { useEmailLogin } from '@/lib/session/account';
import { EmailCodeForm } from './EmailCodeForm';

/** Email + code login; on success the reader returns to the screen they wanted (`?redirect=`). */
export function EmailLoginForm() {
  const t = useTranslations('login');
  const login = useEmailLogin();
  return (
    <EmailCodeForm
      heading={t('heading')}
      intro={t('intro')}
      submitLabel={t('submit')}
      submittingLabel={t('submitting')}
      onSubmit={login.mutateAsync}
      errorTestId="login-error"
    />
  );
}
