import { createFileRoute } from '@tanstack/react-router';
import { supportMessages as m } from '@/features/support/messages';
import { SjzdPage } from '@/features/support/sjzd/SjzdPage';
import { sjzdSearchOptions, validateSjzdSearch } from '@/features/support/sjzd/search';

export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/sjzd')({
  staticData: { title: m.pages.sjzd },
  validateSearch: validateSjzdSearch,
  search: sjzdSearchOptions,
  component: SjzdPage,
});
