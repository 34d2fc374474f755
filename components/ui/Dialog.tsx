'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** An alert asks for acknowledgement (role alertdialog) rather than offering a task. */
  alert?: boolean;
  /** The dialog's buttons; wrap the dismissing one in `DialogClose`. */
  actions: ReactNode;
}

/** A centred modal: focus trapped inside, Escape and the backdrop close it, focus returns on close. */
export function Dialog({ open, onOpenChange, title, description, alert = false, actions }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <RadixDialog.Content
          role={alert ? 'alertdialog' : 'dialog'}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-5 shadow-xl focus:outline-none"
        >
          <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-sm leading-relaxed text-ink-soft">{description}</RadixDialog.Description>
          <div className="mt-5 flex justify-end gap-2">{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
