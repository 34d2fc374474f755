'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmailCodeForm } from '@/components/login/EmailCodeForm';
import { Button } from '@/components/ui/Button';
import { useBindGoogleEmail } from '@/lib/session/account';

/** Binding a Google email: the reader proves they own it with the code mailed to it. */
export function GoogleEmailBinding() {
  const t = useTranslations('user.googleBinding');
  const [open, setOpen] = useState(false);
  const bind = useBindGoogleEmail();

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} className="w-full">
        {t('open')}
      </Button>
    );
  }
  return (
    <div className="rounded-2xl border border-line bg-surface">
      <EmailCodeForm
        heading={t('heading')}
        intro={t('intro')}
        submitLabel={t('submit')}
        submittingLabel={t('submitting')}
        onSubmit={bind.mutateAsync}
        errorTestId="google-binding-error"
      />
    </div>
  );
}
