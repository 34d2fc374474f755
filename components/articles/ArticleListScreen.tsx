'use client';

import { SearchX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { IntentPrefetchLink } from '@/components/navigation/IntentPrefetchLink';
import { useSearchParams } from 'next/navigation';
import { Cover } from '@/components/ui/Cover';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import type { CategoryWithTopics, Topic } from '@/lib/api/articles';
import { useCategories } from '@/lib/articles/queries';
import { ArticleFeed } from './ArticleFeed';
import { parseId, topicHref } from './articleLinks';

function NotFound() {
  const t = useTranslations('articles');
  return <EmptyState icon={<SearchX className="size-6" />} title={t('listNotFoundTitle')} text={t('listNotFoundText')} />;
}

function HeaderSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <Skeleton className="h-7 w-1/2" />
      <Skeleton className="h-9 w-full" />
    </div>
  );
}

function CategoryHeader({ category }: { category: CategoryWithTopics }) {
  const t = useTranslations('articles');
  return (
    <header className="flex flex-col gap-3">
      <h2 className="text-xl font-bold text-ink">{category.name}</h2>
      {category.topics.length > 0 && (
        <nav aria-label={t('topicsOf', { name: category.name })}>
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
            {category.topics.map((topic) => (
              <li key={topic.id} className="shrink-0">
                <IntentPrefetchLink
                  href={topicHref(topic.id)}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink hover:bg-muted"
                >
                  {topic.name}
                </IntentPrefetchLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

function TopicHeader({ topic, category }: { topic: Topic; category: CategoryWithTopics }) {
  return (
    <header className="flex items-center gap-4">
      <Cover src={topic.cover} priority className="size-16 shrink-0 rounded-2xl" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-brand uppercase">{category.name}</p>
        <h2 className="truncate text-xl font-bold text-ink">{topic.name}</h2>
        <p className="line-clamp-2 text-sm text-ink-soft">{topic.description}</p>
      </div>
    </header>
  );
}

/** inforList (`?categoryId=`) and inforSubList (`?topicId=`): a header, then the articles, newest first. */
export function ArticleListScreen({ kind }: { kind: 'category' | 'topic' }) {
  const t = useTranslations('articles');
  const params = useSearchParams();
  const id = parseId(params.get(kind === 'category' ? 'categoryId' : 'topicId'));
  const categories = useCategories();

  if (id === null) return <NotFound />;

  const category =
    kind === 'category'
      ? categories.data?.find((candidate) => candidate.id === id)
      : categories.data?.find((candidate) => candidate.topics.some((topic) => topic.id === id));
  const topic = kind === 'topic' ? category?.topics.find((candidate) => candidate.id === id) : undefined;
  const name = (kind === 'topic' ? topic?.name : category?.name) ?? '';

  return (
    <div className="flex flex-col gap-5 p-4">
      {categories.isPending ? (
        <HeaderSkeleton />
      ) : category && kind === 'category' ? (
        <CategoryHeader category={category} />
      ) : category && topic ? (
        <TopicHeader topic={topic} category={category} />
      ) : null}
      <ArticleFeed
        filter={kind === 'category' ? { categoryId: id } : { topicId: id }}
        label={name ? t('articlesOf', { name }) : t('articles')}
      />
    </div>
  );
}
