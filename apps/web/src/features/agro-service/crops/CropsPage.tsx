import { actionsColumn, CrudList, column, imageColumn, removeById, useCrud } from '@/components/crud';
import type { QueryColumn } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { CROP_KEYS } from '../api';
import { type Crop, cropListQuery } from './api';
import { cropForm } from './CropDialog';
import { cropMessages as m } from './messages';
import { cropSearch } from './search';

/** 作物管理 (/agroService/massif/crop): crops with family, image and days to maturity. */
export function CropsPage() {
  const client = useApi();
  const crud = useCrud<Crop>({
    rights: { add: 'crop:add', edit: 'crop:edit', remove: 'crop:delete' },
    invalidates: CROP_KEYS,
    remove: removeById(client, 'base', '/api/v1/agro/crop/delete', m.delete, 'agroCropDelete'),
  });
  const c = m.columns;
  const count = { width: 80, align: 'center' } as const;
  const columns: QueryColumn<Crop, typeof cropSearch.defaults>[] = [
    imageColumn({ key: 'image', title: c.image, width: 80 }),
    column('name', c.name, { text: 30 }),
    column('family', c.family, { text: 20 }),
    column('category', c.category, { select: m.categories }),
    column('maturityDays', c.maturityDays, { width: 100, align: 'right', render: m.days }),
    column('varietyCount', c.varietyCount, count),
    column('stageCount', c.stageCount, { ...count, width: 90 }),
    column('programmeCount', c.programmeCount, count),
    column('description', c.description, { width: 220, ellipsis: true }),
    column('updateTime', c.updateTime, { width: 170 }),
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
      form={cropForm(client)}
    />
  );
}
