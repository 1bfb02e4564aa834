import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltPage } from '@/components/NotBuiltPage';
import { operationMessages as m } from '@/features/operation/messages';

export const Route = createFileRoute('/_app/_shell/_system/yxglxt/index/khgl')({
  staticData: { title: m.pages.khgl },
  component: NotBuiltPage,
});
