import { createFileRoute } from '@tanstack/react-router';
import { supportMessages as m } from '@/features/support/messages';
import { validateSjzdSearch } from '@/features/support/sjzd/api';
import { SjzdPage } from '@/features/support/sjzd/SjzdPage';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/sjzd')({
  staticData: { title: m.pages.sjzd },
  validateSearch: validateSjzdSearch,
  component: SjzdPage,
});
