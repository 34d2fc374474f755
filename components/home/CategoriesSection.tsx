'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue } from 'react';
import { categoryHref, topicHref } from '@/components/articles/articleLinks';
import { GuardedLink } from '@/components/navigation/GuardedLink';
import { Cover } from '@/components/ui/Cover';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { useCategories } from '@/lib/articles/queries';
import { SectionHeader } from './SectionHeader';

/** The categories' place while they are read, one category high. */
export function TopicsSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <Skeleton className="h-7 w-1/3" />
      <div className="flex gap-3 overflow-hidden">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-36 w-36 shrink-0 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/** Each category with its topics as a row of cards; the heading leads to all of its articles. */
export function CategoriesSection() {
  const t = useTranslations('home');
  const categories = useCategories();
  // The topic cards render in a deferred pass React splits into short tasks, not in the task the answer arrives in.
  const list = useDeferredValue(categories.data);

  if (categories.isError) {
    return <ErrorState compact error={categories.error} onRetry={() => void categories.refetch()} retrying={categories.isRefetching} />;
  }
  if (!list) return <TopicsSkeleton />;
  return (
    <>
      {list.map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`} className="flex flex-col gap-2">
          <SectionHeader
            id={`category-${category.id}`}
            title={category.name}
            more={{ href: categoryHref(category.id), label: t('seeAll') }}
          />
          <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1">
            {category.topics.map((topic) => (
              <li key={topic.id} className="w-36 shrink-0 snap-start">
                <GuardedLink
                  href={topicHref(topic.id)}
                  className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <Cover src={topic.cover} className="h-20 w-full" />
                  <span className="flex flex-col gap-0.5 p-2">
                    <span className="truncate text-sm font-semibold text-ink">{topic.name}</span>
                    <span className="line-clamp-2 text-xs text-ink-soft">{topic.description}</span>
                  </span>
                </GuardedLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
