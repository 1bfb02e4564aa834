import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltPage } from '@/components/NotBuiltPage';
import { warehousingMessages as m } from '@/features/warehousing/messages';

export const Route = createFileRoute('/_app/_shell/_system/warehousing/inbound/index')({
  staticData: { title: m.pages.inbound },
  component: NotBuiltPage,
});
