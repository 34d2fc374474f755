'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { showToast } from '@/components/ui/toast';
import { Button } from '@/components/ui/Button';
import { lazyAfterHydration } from '@/components/ui/lazyAfterHydration';
import { apiFeedback } from '@/lib/api/feedback';
import { failureSurface, type ApiFailure } from '@/lib/api/failure';
import { useFailureText } from '@/lib/api/useFailureText';

// The dialog library loads with the first failure that needs it, not with every page.
const Dialog = lazyAfterHydration(() => import('@/components/ui/Dialog').then((module) => module.Dialog));

/** Loads the Error dialog's script ahead of the first failure, which then waits only on the app's own state. */
export const preloadErrorDialog = Dialog.preload;

/** Shows every failure the API clients publish: the Error dialog of docs/PRODUCT.md §8, or a danger toast. */
export function ApiFeedback() {
  const t = useTranslations();
  const failureText = useFailureText();
  const [dialogFailure, setDialogFailure] = useState<ApiFailure | null>(null);
  const [dialogNeeded, setDialogNeeded] = useState(false);

  useEffect(
    () =>
      apiFeedback.subscribe((failure) => {
        if (failureSurface(failure) === 'dialog') {
          setDialogNeeded(true);
          setDialogFailure(failure);
        } else showToast.danger(failureText(failure));
      }),
    [failureText],
  );

  if (!dialogNeeded) return null;
  const close = () => setDialogFailure(null);
  return (
    <Dialog
      alert
      open={dialogFailure !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('api.errorTitle')}
      description={dialogFailure ? failureText(dialogFailure) : ''}
      actions={<Button onClick={close}>{t('common.ok')}</Button>}
    />
  );
}
