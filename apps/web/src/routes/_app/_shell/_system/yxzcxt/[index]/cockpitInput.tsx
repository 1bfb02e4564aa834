import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltPage } from '@/components/NotBuiltPage';
import { supportMessages as m } from '@/features/support/messages';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/cockpitInput')({
  staticData: { title: m.pages.cockpitInput },
  component: NotBuiltPage,
});
