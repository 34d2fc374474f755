import { ArticleSearchScreen } from '@/components/search/ArticleSearchScreen';

export default function SearchContentPage() {
  return <ArticleSearchScreen />;
}
