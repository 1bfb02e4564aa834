import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltPage } from '@/components/NotBuiltPage';
import { newsMessages as m } from '@/features/news/messages';

export const Route = createFileRoute('/_app/_shell/_system/policyNews/index/agroNews')({
  staticData: { title: m.pages.agroNews },
  component: NotBuiltPage,
});
