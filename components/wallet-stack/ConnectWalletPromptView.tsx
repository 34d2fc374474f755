'use client';

import { Wallet } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';

/**
 * What the connect prompt looks like. Without `onConnect` (the prerendered page, before the app runs) the
 * button is drawn disabled, in its place: a press before the app runs would otherwise be lost without a sign.
 * `onIntent` runs when the reader reaches for the button (touch, pointer, focus). `children` follow the button.
 */
export function ConnectWalletPromptView({
  text,
  isConnecting = false,
  onConnect,
  onIntent,
  children,
}: {
  text: string;
  isConnecting?: boolean;
  onConnect?: () => void;
  onIntent?: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations('wallet');
  return (
    <section className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <div aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-muted text-ink-soft">
        <Wallet className="size-6" />
      </div>
      <p className="max-w-xs text-sm text-ink-soft">{text}</p>
      <Button
        onClick={onConnect}
        onPointerEnter={onIntent}
        onTouchStart={onIntent}
        onFocus={onIntent}
        disabled={isConnecting || !onConnect}
        aria-busy={isConnecting}
      >
        {isConnecting ? t('connecting') : t('connect')}
      </Button>
      {children}
    </section>
  );
}
