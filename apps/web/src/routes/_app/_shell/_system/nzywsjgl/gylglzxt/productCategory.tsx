import { createFileRoute } from '@tanstack/react-router';
import { businessMessages as m } from '@/features/business/messages';
import { CategoriesPage } from '@/features/business/supply/categories/CategoriesPage';

export const Route = createFileRoute('/_app/_shell/_system/nzywsjgl/gylglzxt/productCategory')({
  staticData: { title: m.pages.productCategory },
  component: CategoriesPage,
});
