import { Suspense } from 'react';
import { ArticleDetail, ArticleReadEarly } from '@/components/articles/ArticleDetail';

export default function InforDetailPage() {
  // The screen reads `?id=`; in a static export that needs a Suspense boundary.
  return (
    <>
      <ArticleReadEarly />
      <Suspense>
        <ArticleDetail />
      </Suspense>
    </>
  );
}
