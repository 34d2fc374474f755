import { ArticleDetailScreen } from '@/components/articles/ArticleDetail';

export default function InforDetailPage() {
  return <ArticleDetailScreen />;
}
