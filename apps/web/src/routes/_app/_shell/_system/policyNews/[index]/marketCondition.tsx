import { createFileRoute } from '@tanstack/react-router';
import { articleListQuery } from '@/features/news/api';
import { ArticlesPage } from '@/features/news/articles/ArticlesPage';
import { articleSearch } from '@/features/news/articles/search';
import { newsMessages as m } from '@/features/news/messages';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { prefetchQuery } from '@/lib/list-search';

function Page() {
  return <ArticlesPage channel="marketCondition" />;
}

export const Route = createFileRoute('/_app/_shell/_system/policyNews/index/marketCondition')({
  staticData: { title: m.pages.marketCondition },
  ...listRoute(articleSearch),
  loader: ({ context, deps }) =>
    prefetchQuery(context.queryClient, articleListQuery(api, 'marketCondition', deps)),
  component: Page,
});
