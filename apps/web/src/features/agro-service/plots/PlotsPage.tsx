import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Alert, Button, Dropdown } from 'antd';
import { useMemo, useState } from 'react';
import { actionsColumn, column, useCrud } from '@/components/crud';
import { type QueryColumn, QueryTable } from '@/components/query-table';
import { TabPaneHeader } from '@/components/TabPaneHeader';
import { useApi } from '@/lib/api';
import { saveFile } from '@/lib/excel';
import { PAGE_SIZE } from '@/lib/list-search';
import { apiFetch } from '@/lib/query';
import {
  cropOptionsQuery,
  PLOT_FEATURES_KEY,
  PLOT_LIST_KEY,
  type Plot,
  plotFeaturesQuery,
  plotFilter,
  plotListQuery,
} from './api';
import { type ExportPlot, toGeoJson, toKml } from './formats';
import { plotMessages as m } from './messages';
import { PlotDialog } from './PlotDialog';
import { PlotImport } from './PlotImport';
import { PlotsMap } from './PlotsMap';
import { type PlotSearch, plotSearch } from './search';

type Filter = typeof plotSearch.defaults;

/** Every plot of the filter with its details, for export (pages of 100). */
async function allPlots(client: ReturnType<typeof useApi>, search: PlotSearch): Promise<Plot[]> {
  const out: Plot[] = [];
  for (let page = 1; ; page++) {
    const data = await apiFetch(client, 'area', 'post', '/massif/list', {
      body: { ...plotFilter(search), page, pageSize: 100 },
    });
    out.push(...data.records);
    if (out.length >= data.total || data.records.length === 0) return out;
  }
}

const toExport = (p: Plot): ExportPlot => ({
  name: p.name,
  ownerName: p.ownerName,
  cropName: p.cropName,
  areaMu: p.areaMu,
  areaM2: p.areaM2,
  qhmc: p.qhmc,
  remark: p.remark,
  geometry: p.geometry,
});

/** 地块列表 (/agroService/massif/list): plots on the map and in the list, highlighting each other. */
export function PlotsPage() {
  const client = useApi();
  const navigate = useNavigate();
  const filter = plotSearch.parse(useSearch({ strict: false }) as Record<string, unknown>) as PlotSearch;
  const { page: _page, ...mapFilter } = filter;
  const crops = useQuery(cropOptionsQuery(client));
  const features = useQuery(plotFeaturesQuery(client, mapFilter));
  const shapes = features.data?.features ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ bbox: readonly number[] } | null>(null);
  const [exporting, setExporting] = useState(false);
  const crud = useCrud<Plot>({
    rights: { add: 'massif:add', edit: 'massif:edit', remove: 'massif:delete' },
    invalidates: [PLOT_LIST_KEY, PLOT_FEATURES_KEY],
    remove: {
      run: async (row) => {
        await apiFetch(client, 'area', 'post', '/massif/delete', { body: { id: row.id } });
        setSelectedId((id) => (id === row.id ? null : id));
      },
      meta: { successText: m.deleteSuccess, errorText: m.deleteFailure, what: 'massifDelete' },
    },
  });
  const dialog = crud.dialog.current;

  /** A row was chosen: highlight and fit its plot. */
  const selectRow = (row: Plot) => {
    setSelectedId(row.id);
    setFocus({ bbox: row.bbox });
  };
  /** A plot was clicked on the map: select its row, turning to the page that holds it. */
  const selectOnMap = (id: number) => {
    setSelectedId(id);
    const index = shapes.findIndex((s) => s.id === id);
    if (index < 0) return;
    const page = Math.floor(index / PAGE_SIZE) + 1;
    if (page !== filter.page)
      void navigate({ to: '.', search: (s: Record<string, unknown>) => ({ ...s, page }) } as never);
  };

  const exportAs = async (kind: 'geojson' | 'kml') => {
    setExporting(true);
    try {
      const plots = (await allPlots(client, filter)).map(toExport);
      const body = kind === 'kml' ? toKml(plots) : toGeoJson(plots);
      const type = kind === 'kml' ? 'application/vnd.google-earth.kml+xml' : 'application/geo+json';
      saveFile(new Blob([body], { type }), `${m.list.exportName}.${kind}`);
    } finally {
      setExporting(false);
    }
  };

  const c = m.columns;
  const columns: QueryColumn<Plot, Filter>[] = [
    column('name', c.name, { text: 50, ellipsis: true }),
    {
      key: 'owner',
      title: c.owner,
      dataIndex: 'ownerName',
      ellipsis: true,
      search: { type: 'text', name: 'ownerName', maxLength: 50 },
      render: (_v, row) => (
        <span title={`${row.ownerName}（${m.ownerTypes[row.ownerType]}）`}>
          {row.ownerName}
          <span className="plots-owner-type">（{m.ownerTypes[row.ownerType]}）</span>
        </span>
      ),
    },
    {
      key: 'region',
      title: c.region,
      dataIndex: 'qhmc',
      ellipsis: true,
      search: { type: 'region', name: 'qhdm' },
      render: (_v, row) => <span title={row.qhmc}>{row.qhmc.replace(/^湖南省/, '') || '—'}</span>,
    },
    {
      key: 'crop',
      title: c.crop,
      dataIndex: 'cropName',
      width: 90,
      search: {
        type: 'select',
        name: 'cropId',
        options: [
          { value: '', label: m.all },
          ...(crops.data?.list ?? []).map((crop) => ({ value: String(crop.id), label: crop.name })),
        ],
      },
      render: (_v, row) => row.cropName ?? '—',
    },
    {
      key: 'areaMu',
      title: c.areaMu,
      width: 100,
      align: 'right',
      render: (_v, row) => row.areaMu.toFixed(2),
    },
    {
      key: 'areaM2',
      title: c.areaM2,
      width: 130,
      align: 'right',
      hideInTable: true,
      render: (_v, row) => row.areaM2.toFixed(2),
    },
    actionsColumn({
      crud,
      title: c.actions,
      width: 140,
      confirm: (row) => m.confirm.delete(row.name),
      before: (row) => [{ label: m.actions.locate, onClick: () => selectRow(row) }],
    }),
  ];

  const others = useMemo(() => shapes, [shapes]);
  const total = features.data?.total ?? 0;

  return (
    <section className="plots-page">
      <TabPaneHeader title={m.title} />
      <div className="plots-page-body">
        <QueryTable
          search={plotSearch}
          query={(s, pageSize) => plotListQuery(client, s, pageSize)}
          columns={columns}
          rowKey="id"
          onCreate={crud.can.add ? crud.dialog.openCreate : undefined}
          toolbar={
            <>
              {crud.can.add ? <PlotImport /> : null}
              <Dropdown
                menu={{
                  items: [
                    { key: 'geojson', label: m.actions.exportGeoJson },
                    { key: 'kml', label: m.actions.exportKml },
                  ],
                  onClick: ({ key }) => void exportAs(key as 'geojson' | 'kml'),
                }}
              >
                <Button icon={<DownloadOutlined />} loading={exporting}>
                  {m.actions.exportFile}
                </Button>
              </Dropdown>
            </>
          }
          exportFile={{ fileName: m.list.exportName, path: '/massif/export' }}
          className="plots-table"
          onRow={(row) => ({ onClick: () => selectRow(row) })}
          rowClassName={(row) => (row.id === selectedId ? 'plots-row-selected' : '')}
        />
        <div className="plots-page-map">
          {features.isError ? (
            <Alert
              type="error"
              showIcon
              title={m.list.mapFailure}
              action={
                <Button size="small" onClick={() => void features.refetch()}>
                  {m.retry}
                </Button>
              }
            />
          ) : (
            <PlotsMap
              plots={shapes}
              selectedId={selectedId}
              onPlotClick={selectOnMap}
              focus={focus}
              height={600}
            />
          )}
          {total > shapes.length && (
            <div className="plots-map-note">{m.list.mapTruncated(shapes.length, total)}</div>
          )}
        </div>
      </div>
      {dialog ? (
        <PlotDialog
          plot={dialog.row}
          others={others}
          near={focus?.bbox}
          onClose={(saved) => {
            crud.dialog.close();
            if (saved) {
              setSelectedId(saved.id);
              setFocus({ bbox: saved.bbox });
            }
          }}
        />
      ) : null}
    </section>
  );
}
