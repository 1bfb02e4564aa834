import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltPage } from '@/components/NotBuiltPage';
import { warehousingTitles as t } from '@/features/warehousing/titles';

export const Route = createFileRoute('/_app/_shell/_system/warehousing/index/map')({
  staticData: { title: t.map },
  component: NotBuiltPage,
});
