import { createFileRoute } from '@tanstack/react-router';
import { MenuManagerScreen } from '@/features/support/menus/MenuPage';
import { supportMessages as m } from '@/features/support/messages';
import { menuAdminTreeQuery } from '@/features/support/shared/menu-tree';
import { api } from '@/lib/api';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/menuManager')({
  staticData: { title: m.pages.menuManager },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(menuAdminTreeQuery(api)).catch(() => undefined),
  component: MenuManagerScreen,
});
