import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltPage } from '@/components/NotBuiltPage';
import { businessMessages as m } from '@/features/business/messages';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/gysztgl')({
  staticData: { title: m.pages.gysztgl },
  component: NotBuiltPage,
});
