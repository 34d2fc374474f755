'use client';

import { Search } from 'lucide-react';
import { GuardedLink } from '@/components/navigation/GuardedLink';

/** A search field look-alike that opens the search screen, where typing happens. */
export function SearchEntry({ href, label }: { href: string; label: string }) {
  return (
    <GuardedLink
      href={href}
      className="flex min-h-12 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-base text-ink-soft hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand"
    >
      <Search aria-hidden="true" className="size-5" />
      <span>{label}</span>
    </GuardedLink>
  );
}
