import type { ReactNode } from 'react';

/** A card of rows separated by hairlines, the list style of every screen. */
export function List({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
      {children}
    </ul>
  );
}

export function ListRow({ children }: { children: ReactNode }) {
  return <li className="flex min-h-12 items-center gap-3 px-4 py-2">{children}</li>;
}
