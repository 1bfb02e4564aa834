import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import {
  type SupplierSearch,
  supplierListQuery,
  supplierSearch,
} from '@/features/business/supply/suppliers/api';
import { SuppliersPage } from '@/features/business/supply/suppliers/SuppliersPage';
import { api } from '@/lib/api';
import { prefetch } from '@/lib/list-search';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/gysztgl')({
  staticData: { title: m.pages.gysztgl },
  validateSearch: supplierSearch.validate,
  ...prefetch((search: SupplierSearch) => supplierListQuery(api, search)),
  component: SuppliersPage,
});
