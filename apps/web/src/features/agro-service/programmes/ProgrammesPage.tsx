import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { actionsColumn, CrudList, idFilter, removeById, useCrud } from '@/components/crud';
import { codeColumn, type QueryColumn } from '@/components/query-table';
import { useApi } from '@/lib/api';
import { useDetailParam } from '@/lib/detail-param';
import { cropOptionsQuery, PROGRAMME_KEYS } from '../api';
import { type Programme, programmeListQuery, programmeSearch } from './api';
import { programmeMessages as m } from './messages';
import { ProgrammeDetail, STATUS_COLORS } from './ProgrammeDetail';
import { programmeForm } from './ProgrammeDialog';

/** 种植方案 (/agroService/massif/programme): plans for plots with their generated stage calendar. */
export function ProgrammesPage() {
  const client = useApi();
  const search = programmeSearch.parse(useSearch({ strict: false }) as Record<string, unknown>);
  const crops = useQuery(cropOptionsQuery(client, m.crops.failure)).data?.list ?? [];
  const { openDetail } = useDetailParam();
  const crud = useCrud<Programme>({
    rights: { add: 'programme:add', edit: 'programme:edit', remove: 'programme:delete' },
    invalidates: PROGRAMME_KEYS,
    remove: removeById(client, 'base', '/api/v1/agro/programme/delete', m.delete, 'agroProgrammeDelete'),
  });
  const c = m.columns;
  /** A column whose empty value shows as —. */
  const orDash = (key: 'varietyName' | 'plotName' | 'currentStage' | 'plannedEnd', title: string) =>
    ({ key, title, dataIndex: key, render: (_v: unknown, row: Programme) => row[key] ?? '—' }) as const;
  const columns: QueryColumn<Programme, typeof programmeSearch.defaults>[] = [
    { key: 'name', title: c.name, dataIndex: 'name', search: { type: 'text', name: 'name', maxLength: 50 } },
    { key: 'cropName', title: c.crop, dataIndex: 'cropName', width: 80, search: idFilter('cropId', crops) },
    { ...orDash('varietyName', c.variety), width: 110 },
    { ...orDash('plotName', c.plot), ellipsis: true },
    { key: 'sowingDate', title: c.sowingDate, dataIndex: 'sowingDate', width: 110 },
    { ...orDash('currentStage', c.currentStage), width: 110 },
    { ...orDash('plannedEnd', c.plannedEnd), width: 110 },
    codeColumn({
      key: 'status',
      title: c.status,
      width: 90,
      labels: m.status,
      colors: STATUS_COLORS,
      code: (row) => row.status,
      filter: { name: 'status', all: m.all },
    }),
    actionsColumn({
      crud,
      title: c.actions,
      width: 160,
      confirm: m.delete.confirm,
      before: (row) => [{ label: m.actions.view, onClick: () => openDetail(row.id) }],
    }),
  ];

  return (
    <CrudList
      crud={crud}
      name="programme"
      title={m.title}
      search={programmeSearch}
      query={(s, pageSize) => programmeListQuery(client, s, pageSize)}
      columns={columns}
      exportFile={{ fileName: m.exportName, path: '/api/v1/agro/programme/export' }}
      form={programmeForm(client, crops, openDetail)}
    >
      {search.detail ? (
        <ProgrammeDetail id={search.detail} canRecord={crud.can.edit} onClose={() => openDetail(0)} />
      ) : null}
    </CrudList>
  );
}
