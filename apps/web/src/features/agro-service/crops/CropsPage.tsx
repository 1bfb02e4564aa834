import { actionsColumn, CrudList, imageColumn, useCrud, withAll } from '@/components/crud';
import type { QueryColumn } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { apiFetch } from '@/lib/query';
import { CROP_KEYS } from '../api';
import { type Crop, cropListQuery } from './api';
import { CropDialog } from './CropDialog';
import { cropMessages as m } from './messages';
import { cropSearch } from './search';

/** 作物管理 (/agroService/massif/crop): crops with family, image and days to maturity. */
export function CropsPage() {
  const client = useApi();
  const crud = useCrud<Crop>({
    rights: { add: 'crop:add', edit: 'crop:edit', remove: 'crop:delete' },
    invalidates: CROP_KEYS,
    remove: {
      run: (row) => apiFetch(client, 'base', 'post', '/api/v1/agro/crop/delete', { body: { id: row.id } }),
      meta: { successText: m.delete.success, errorText: m.delete.failure, what: 'agroCropDelete' },
    },
  });
  const c = m.columns;
  const count = (key: 'varietyCount' | 'stageCount' | 'programmeCount', width: number) =>
    ({ key, title: c[key], dataIndex: key, width, align: 'center' }) as const;
  const columns: QueryColumn<Crop, typeof cropSearch.defaults>[] = [
    imageColumn({
      key: 'image',
      title: c.image,
      width: 80,
      src: (row) => row.image,
      name: (row) => row.name,
    }),
    { key: 'name', title: c.name, dataIndex: 'name', search: { type: 'text', name: 'name', maxLength: 30 } },
    {
      key: 'family',
      title: c.family,
      dataIndex: 'family',
      search: { type: 'text', name: 'family', maxLength: 20 },
    },
    {
      key: 'category',
      title: c.category,
      dataIndex: 'category',
      search: {
        type: 'select',
        name: 'category',
        options: withAll(m.categories.map((v) => ({ value: v, label: v }))),
      },
    },
    {
      key: 'maturityDays',
      title: c.maturityDays,
      dataIndex: 'maturityDays',
      width: 100,
      align: 'right',
      render: (_v, row) => m.days(row.maturityDays),
    },
    count('varietyCount', 80),
    count('stageCount', 90),
    count('programmeCount', 80),
    { key: 'description', title: c.description, dataIndex: 'description', width: 220, ellipsis: true },
    { key: 'updateTime', title: c.updateTime, dataIndex: 'updateTime', width: 170 },
    actionsColumn({ crud, title: c.actions, width: 120, confirm: m.delete.confirm }),
  ];

  return (
    <CrudList
      crud={crud}
      name="crop"
      title={m.title}
      search={cropSearch}
      query={(search, pageSize) => cropListQuery(client, search, pageSize)}
      columns={columns}
      exportFile={{ fileName: m.exportName, path: '/api/v1/agro/crop/export' }}
    >
      {crud.dialog.current ? <CropDialog crop={crud.dialog.current.row} onClose={crud.dialog.close} /> : null}
    </CrudList>
  );
}
