'use client';

import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SearchField } from '@/components/search/SearchField';
import { useDebouncedValue } from '@/components/search/useDebouncedValue';
import { EmptyState } from '@/components/ui/EmptyState';
import { RoomList } from './RoomList';

const SEARCH_DEBOUNCE_MS = 400;

/** liveSearchContent: rooms whose title or a tag contains what the reader types. */
export function RoomSearchScreen() {
  const t = useTranslations('live');
  const [input, setInput] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const keyword = (submitted ?? debounced).trim();

  return (
    <div className="flex flex-col gap-4 p-4">
      <SearchField
        value={input}
        onChange={(value) => {
          setInput(value);
          setSubmitted(null);
        }}
        onSubmit={() => setSubmitted(input)}
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
      />
      {keyword && input.trim() ? (
        <RoomList keyword={keyword} label={t('resultsFor', { keyword })} />
      ) : (
        <EmptyState icon={<Search className="size-6" />} title={t('searchHintTitle')} text={t('searchHintText')} />
      )}
    </div>
  );
}
