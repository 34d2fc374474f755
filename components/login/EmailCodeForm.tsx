'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import type { ApiResult } from '@/lib/api/failure';
import { sendCaptcha, type EmailCredentials } from '@/lib/api/user';
import { useFailureText } from '@/lib/api/useFailureText';
import { CAPTCHA_RESEND_SECONDS, captchaDigits, validateCaptcha, validateEmail, type LoginFieldError } from '@/lib/session/loginForm';
import { useCountdown } from '@/lib/session/useCountdown';

const INPUT_CLASSES =
  'min-h-12 w-full rounded-xl border bg-surface px-3 text-base text-ink placeholder:text-ink-soft/70 ' +
  'focus:border-brand focus:outline-2 focus:outline-brand/30 aria-invalid:border-danger';

function FieldError({ id, error }: { id: string; error: LoginFieldError | null }) {
  const t = useTranslations('login.errors');
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger">
      {t(error)}
    </p>
  );
}

export interface EmailCodeFormProps {
  heading: string;
  intro: string;
  submitLabel: string;
  submittingLabel: string;
  /** What the proven email is for (logging in, binding it); a failure is shown in the form. */
  onSubmit: (credentials: EmailCredentials) => Promise<ApiResult<unknown>>;
  /** The test id of the form's failure message. */
  errorTestId: string;
}

/** An email, the code mailed to it, and what to do with them once both are filled in. */
export function EmailCodeForm({ heading, intro, submitLabel, submittingLabel, onSubmit: submit, errorTestId }: EmailCodeFormProps) {
  const t = useTranslations('login');
  const failureText = useFailureText();
  const ids = useId();
  const emailId = `${ids}-email`;
  const captchaId = `${ids}-captcha`;

  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [emailError, setEmailError] = useState<LoginFieldError | null>(null);
  const [captchaError, setCaptchaError] = useState<LoginFieldError | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const countdown = useCountdown();

  const sendCode = useMutation({ mutationFn: sendCaptcha });
  const submission = useMutation({ mutationFn: submit });

  async function onSendCode() {
    const error = validateEmail(email);
    setEmailError(error);
    setFormError(null);
    if (error) return;
    const address = email.trim();
    const result = await sendCode.mutateAsync({ email: address });
    if (!result.ok) {
      setFormError(failureText(result.failure));
      return;
    }
    setSentTo(address);
    countdown.start(CAPTCHA_RESEND_SECONDS);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextEmailError = validateEmail(email);
    const nextCaptchaError = validateCaptcha(captcha);
    setEmailError(nextEmailError);
    setCaptchaError(nextCaptchaError);
    setFormError(null);
    if (nextEmailError || nextCaptchaError) return;
    const result = await submission.mutateAsync({ email: email.trim(), captcha: captcha.trim() });
    if (!result.ok) setFormError(failureText(result.failure));
  }

  const sendLabel = sendCode.isPending
    ? t('sending')
    : countdown.remaining > 0
      ? t('resendIn', { seconds: countdown.remaining })
      : t('sendCode');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 p-5">
      <div>
        <h2 className="text-xl font-bold text-ink">{heading}</h2>
        <p className="mt-1 text-sm text-ink-soft">{intro}</p>
      </div>

      <div>
        <label htmlFor={emailId} className="mb-1 block text-sm font-medium text-ink">
          {t('email')}
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(null);
          }}
          aria-invalid={emailError !== null}
          aria-describedby={emailError ? `${emailId}-error` : undefined}
          className={`${INPUT_CLASSES} border-line`}
        />
        <FieldError id={`${emailId}-error`} error={emailError} />
      </div>

      <div>
        <label htmlFor={captchaId} className="mb-1 block text-sm font-medium text-ink">
          {t('captcha')}
        </label>
        <div className="flex gap-2">
          <input
            id={captchaId}
            name="captcha"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('captchaPlaceholder')}
            value={captcha}
            onChange={(event) => {
              setCaptcha(captchaDigits(event.target.value));
              setCaptchaError(null);
            }}
            aria-invalid={captchaError !== null}
            aria-describedby={captchaError ? `${captchaId}-error` : undefined}
            className={`${INPUT_CLASSES} min-w-0 flex-1 border-line`}
          />
          <Button
            variant="secondary"
            onClick={onSendCode}
            disabled={sendCode.isPending || countdown.remaining > 0}
            className="shrink-0 tabular-nums"
          >
            {sendLabel}
          </Button>
        </div>
        <FieldError id={`${captchaId}-error`} error={captchaError} />
        <p role="status" className="mt-1 min-h-5 text-sm text-ink-soft">
          {sentTo ? t('codeSent', { email: sentTo }) : ''}
        </p>
      </div>

      {formError ? (
        <p role="alert" data-testid={errorTestId} className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {formError}
        </p>
      ) : null}

      <Button type="submit" disabled={submission.isPending} className="w-full">
        {submission.isPending ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
