import type { ReactNode } from 'react';

/** A calm, centred message for a screen or section with nothing to show. */
export function EmptyState({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <section className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <div aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-muted text-ink-soft">
        {icon}
      </div>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <p className="max-w-xs text-sm text-ink-soft">{text}</p>
    </section>
  );
}
