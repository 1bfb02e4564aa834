import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { actionsColumn, CrudList, idFilter, removeById, useCrud } from '@/components/crud';
import type { QueryColumn } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { cropOptionsQuery, VARIETY_LIST_KEY } from '../api';
import { type Variety, varietyListQuery, varietySearch } from './api';
import { varietyMessages as m } from './messages';
import { varietyForm } from './VarietyDialog';

/** 作物品种 (/agroService/massif/crop/cropVarietiesForm): varieties of each crop. */
export function VarietiesPage() {
  const client = useApi();
  const crops = useQuery(cropOptionsQuery(client, m.crops.failure)).data?.list ?? [];
  const search = varietySearch.parse(useSearch({ strict: false }) as Record<string, unknown>);
  const crud = useCrud<Variety>({
    rights: { add: 'variety:add', edit: 'variety:edit', remove: 'variety:delete' },
    invalidates: [VARIETY_LIST_KEY],
    remove: removeById(client, 'base', '/api/v1/agro/variety/delete', m.delete, 'agroVarietyDelete'),
  });
  const c = m.columns;
  /** A per-mu figure, right-aligned with thousands separators. */
  const perMu = (key: 'yieldPerMu' | 'densityPerMu', width: number) =>
    ({
      key,
      title: c[key],
      dataIndex: key,
      width,
      align: 'right',
      render: (_v: unknown, row: Variety) => row[key].toLocaleString('zh-CN'),
    }) as const;
  const columns: QueryColumn<Variety, typeof varietySearch.defaults>[] = [
    { key: 'cropName', title: c.crop, dataIndex: 'cropName', width: 90, search: idFilter('cropId', crops) },
    {
      key: 'name',
      title: c.name,
      dataIndex: 'name',
      search: { type: 'text', name: 'name', maxLength: 30, placeholder: m.namePlaceholder },
    },
    { key: 'registrationNo', title: c.registrationNo, dataIndex: 'registrationNo', width: 190 },
    {
      key: 'supplierName',
      title: c.supplier,
      dataIndex: 'supplierName',
      width: 200,
      ellipsis: true,
      render: (_v, row) => row.supplierName ?? '—',
    },
    { key: 'maturityDays', title: c.maturityDays, dataIndex: 'maturityDays', width: 110, align: 'right' },
    perMu('yieldPerMu', 100),
    perMu('densityPerMu', 130),
    { key: 'traits', title: c.traits, dataIndex: 'traits', ellipsis: true },
    actionsColumn({ crud, title: c.actions, width: 120, confirm: m.delete.confirm }),
  ];

  return (
    <CrudList
      crud={crud}
      name="variety"
      title={m.title}
      search={varietySearch}
      query={(s, pageSize) => varietyListQuery(client, s, pageSize)}
      columns={columns}
      exportFile={{ fileName: m.exportName, path: '/api/v1/agro/variety/export' }}
      form={varietyForm(client, crops, search.cropId || undefined)}
    />
  );
}
