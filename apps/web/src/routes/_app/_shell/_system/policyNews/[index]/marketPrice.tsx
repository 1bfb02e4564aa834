import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltPage } from '@/components/NotBuiltPage';
import { newsMessages as m } from '@/features/news/messages';

export const Route = createFileRoute('/_app/_shell/_system/policyNews/index/marketPrice')({
  staticData: { title: m.pages.marketPrice },
  component: NotBuiltPage,
});
