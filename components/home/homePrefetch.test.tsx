import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { fetchCategories, fetchTopArticles } from '@/lib/api/articles';
import { fetchRooms } from '@/lib/api/community';
import { queryKeys } from '@/lib/api/queryKeys';
import { usePrefetchHome } from './homePrefetch';

jest.mock('@/lib/api/articles', () => ({
  TOP_ARTICLE_COUNT: 5,
  fetchTopArticles: jest.fn(async () => ({ ok: true, data: [{ id: 1, title: 'Pinned' }] })),
  fetchCategories: jest.fn(async () => ({ ok: true, data: [] })),
}));
jest.mock('@/lib/api/community', () => ({
  fetchRooms: jest.fn(async () => ({ ok: true, data: { list: [], total: 0 } })),
}));

/** A section reading the pinned articles the way Home's does, with its own request function. */
function TopTitles({ queryFn }: { queryFn: () => Promise<Array<{ title: string }>> }) {
  const top = useQuery({ queryKey: queryKeys.articles.top(), queryFn });
  return <p>{top.data?.map((article) => article.title).join(', ') ?? 'pending'}</p>;
}

function Home({ queryFn }: { queryFn: () => Promise<Array<{ title: string }>> }) {
  usePrefetchHome();
  return <TopTitles queryFn={queryFn} />;
}

function renderHome(client: QueryClient, queryFn: () => Promise<Array<{ title: string }>>) {
  return render(
    <QueryClientProvider client={client}>
      <Home queryFn={queryFn} />
    </QueryClientProvider>,
  );
}

describe('usePrefetchHome', () => {
  it('sends the reads when the module loads and hands those answers to the sections, without asking again', async () => {
    // Importing the module (above) already sent each read once.
    expect(fetchTopArticles).toHaveBeenCalledTimes(1);
    expect(fetchCategories).toHaveBeenCalledTimes(1);
    expect(fetchRooms).toHaveBeenCalledWith('', 0);

    const client = new QueryClient();
    const sectionQueryFn = jest.fn(async () => [{ title: 'Asked again' }]);
    renderHome(client, sectionQueryFn);

    expect(await screen.findByText('Pinned')).toBeInTheDocument();
    expect(sectionQueryFn).not.toHaveBeenCalled();
    expect(fetchTopArticles).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(client.getQueryData(queryKeys.rooms.list(''))).toEqual({ pages: [{ list: [], total: 0 }], pageParams: [0] }));
    expect(client.getQueryData(queryKeys.articles.categories())).toEqual([]);
  });

  it('fetches afresh on a later visit with an empty cache: the early answers are handed over once', async () => {
    const client = new QueryClient();
    renderHome(client, jest.fn(async () => []));
    await waitFor(() => expect(fetchTopArticles).toHaveBeenCalledTimes(2));
    expect(fetchCategories).toHaveBeenCalledTimes(2);
    expect(fetchRooms).toHaveBeenCalledTimes(2);
  });
});
