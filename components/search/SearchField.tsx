'use client';

import { Search, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';

/** The search box of the search screens: submit searches at once, the clear button empties it. */
export function SearchField({
  value,
  onChange,
  onSubmit,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  label: string;
  placeholder: string;
}) {
  const t = useTranslations('search');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form role="search" onSubmit={submit} className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-soft" />
      <input
        type="search"
        enterKeyHint="search"
        autoFocus
        maxLength={64}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        placeholder={placeholder}
        className="min-h-12 w-full appearance-none rounded-xl border border-line bg-surface pr-12 pl-10 text-base text-ink placeholder:text-ink-soft focus:border-brand focus:outline-2 focus:outline-brand/30 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('clearInput')}
          className="absolute top-0 right-0 flex size-12 items-center justify-center rounded-xl text-ink-soft hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      )}
    </form>
  );
}
