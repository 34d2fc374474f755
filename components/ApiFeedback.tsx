'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { showToast } from '@/components/ui/toast';
import { Dialog, DialogClose } from '@/components/ui/Dialog';
import { Button } from '@/components/ui/Button';
import { apiFeedback } from '@/lib/api/feedback';
import { failureSurface, type ApiFailure } from '@/lib/api/failure';
import { useFailureText } from '@/lib/api/useFailureText';

/** Shows every failure the API clients publish: the Error dialog of SPEC §8, or a danger toast. */
export function ApiFeedback() {
  const t = useTranslations();
  const failureText = useFailureText();
  const [dialogFailure, setDialogFailure] = useState<ApiFailure | null>(null);

  useEffect(
    () =>
      apiFeedback.subscribe((failure) => {
        if (failureSurface(failure) === 'dialog') setDialogFailure(failure);
        else showToast.danger(failureText(failure));
      }),
    [failureText],
  );

  return (
    <Dialog
      alert
      open={dialogFailure !== null}
      onOpenChange={(open) => {
        if (!open) setDialogFailure(null);
      }}
      title={t('api.errorTitle')}
      description={dialogFailure ? failureText(dialogFailure) : ''}
      actions={
        <DialogClose asChild>
          <Button>{t('common.ok')}</Button>
        </DialogClose>
      }
    />
  );
}
