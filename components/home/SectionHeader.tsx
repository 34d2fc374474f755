import { ChevronRight } from 'lucide-react';
import { GuardedLink } from '@/components/navigation/GuardedLink';

/** A section's heading, with an optional "see all" link to the screen that lists everything. */
export function SectionHeader({ id, title, more }: { id: string; title: string; more?: { href: string; label: string } }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {more && (
        <GuardedLink
          href={more.href}
          className="inline-flex min-h-11 items-center gap-0.5 rounded-xl px-2 text-sm font-semibold text-brand hover:bg-muted"
        >
          {more.label}
          <ChevronRight aria-hidden="true" className="size-4" />
        </GuardedLink>
      )}
    </div>
  );
}
