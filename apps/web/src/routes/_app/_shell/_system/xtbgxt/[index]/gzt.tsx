import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltPage } from '@/components/NotBuiltPage';
import { officeMessages as m } from '@/features/office/messages';

export const Route = createFileRoute('/_app/_shell/_system/xtbgxt/index/gzt')({
  staticData: { title: m.pages.gzt },
  component: NotBuiltPage,
});
