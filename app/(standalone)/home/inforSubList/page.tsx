import { Suspense } from 'react';
import { ArticleListScreen } from '@/components/articles/ArticleListScreen';

export default function InforSubListPage() {
  // The screen reads its query string; in a static export that needs a Suspense boundary.
  return (
    <Suspense>
      <ArticleListScreen kind="topic" />
    </Suspense>
  );
}
