'use client';

import type { ReactNode } from 'react';
import { Drawer } from 'vaul';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A bottom sheet (vaul): dragged down or Escape closes it; focus is trapped inside while open. */
export function Sheet({ open, onOpenChange, title, description, children }: SheetProps) {
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Drawer.Content className="pb-safe fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90dvh] max-w-[480px] flex-col rounded-t-2xl bg-surface focus:outline-none">
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-10 shrink-0 rounded-full bg-line" />
          <div className="overflow-y-auto px-4 pb-6 pt-3">
            <Drawer.Title className="text-lg font-semibold text-ink">{title}</Drawer.Title>
            {description ? (
              <Drawer.Description className="mt-1 text-sm text-ink-soft">{description}</Drawer.Description>
            ) : (
              <Drawer.Description className="sr-only">{title}</Drawer.Description>
            )}
            <div className="mt-4">{children}</div>
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
