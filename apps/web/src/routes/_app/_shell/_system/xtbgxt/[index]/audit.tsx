import { createFileRoute } from '@tanstack/react-router';
import { officeMessages as m } from '@/features/office/messages';
import { todoQuery } from '@/features/office/tasks/api';
import { todoSearch } from '@/features/office/tasks/search';
import { TodoPage } from '@/features/office/tasks/TodoPage';
import { api } from '@/lib/api';
import { listRoute } from '@/lib/list-route';
import { PAGE_SIZE, prefetchQuery } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/xtbgxt/index/audit')({
  staticData: { title: m.pages.audit },
  ...listRoute(todoSearch),
  loader: ({ context, deps }) => prefetchQuery(context.queryClient, todoQuery(api, deps, PAGE_SIZE)),
  component: TodoPage,
});
