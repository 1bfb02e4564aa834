import { PLOT_GEOMETRY_MESSAGES, type PlotGeometry, plotArea, plotGeometryProblem } from '@agrimap/geo';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { EntityDialog } from '@/components/entity-dialog';
import { useApi } from '@/lib/api';
import { apiFetch, apiQuery } from '@/lib/query';
import { TYPEAHEAD_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced';
import { cropOptionsQuery, PLOT_FEATURES_KEY, PLOT_LIST_KEY, type Plot } from './api';
import { plotMessages as m } from './messages';
import { PlotsMap } from './PlotsMap';
import type { PlotShape } from './plot_layer_control';

interface PlotForm {
  name: string;
  ownerType: 1 | 2;
  customerId?: number;
  ownerName?: string;
  cropId?: number;
  remark?: string;
  geometry?: PlotGeometry;
}

const e = m.editor;

/** Area of a boundary as shown: `19.60 亩（13063.76 平方米）`, or null while invalid. */
export function areaText(geometry: PlotGeometry | null | undefined): string | null {
  if (!geometry || plotGeometryProblem(geometry)) return null;
  const { mu, squareMetres } = plotArea(geometry);
  return e.areaValue(mu.toFixed(2), squareMetres.toFixed(2));
}

/** A customer of 客户管理, searched by name on the server. */
function CustomerSelect(props: {
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
  initial?: { id: number; name: string };
}) {
  const client = useApi();
  const [keyword, setKeyword] = useState('');
  const name = useDebouncedValue(keyword, TYPEAHEAD_DEBOUNCE_MS);
  const found = useQuery(
    apiQuery(client, 'shop', 'post', '/api/v1/web/crm/customer/page', {
      body: { ...(name ? { name } : {}), page: 1, pageSize: 20 },
    }),
  );
  const rows = found.data?.records ?? [];
  const options = rows.map((c) => ({ value: c.id, label: c.name }));
  if (props.initial && !options.some((o) => o.value === props.initial?.id)) {
    options.unshift({ value: props.initial.id, label: props.initial.name });
  }
  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={(v: number | undefined) => props.onChange?.(v)}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      options={options}
      placeholder={e.customerPlaceholder}
      allowClear
    />
  );
}

/** The boundary field: the map with the drawing tools, and the area of what is drawn. */
function BoundaryField(props: {
  id?: string;
  value?: PlotGeometry;
  onChange?: (g: PlotGeometry | undefined) => void;
  plotId?: number;
  initial?: PlotGeometry;
  others: readonly PlotShape[];
  near?: readonly number[];
}) {
  const text = areaText(props.value);
  const [focus] = useState(() => (props.near && !props.initial ? { bbox: props.near } : null));
  return (
    <div id={props.id}>
      <div className="plot-editor-area" data-testid="plot-area">
        {e.area}：{text ?? '—'}
      </div>
      <div className="plots-map-note">{e.drawHint}</div>
      <PlotsMap
        plots={props.others}
        boundary={{
          plotId: props.plotId,
          initial: props.initial,
          onChange: (g) => props.onChange?.(g ?? undefined),
        }}
        height={460}
        focus={focus}
        mapName="plotEditor"
        ariaLabel={e.boundary}
      />
    </div>
  );
}

/** 绘制地块 / 编辑地块: the plot's fields beside the map its boundary is drawn on. */
export function PlotDialog({
  plot,
  others,
  near,
  onClose,
}: {
  plot?: Plot;
  others: readonly PlotShape[];
  /** Where a new plot is drawn: the map starts on this extent (e.g. the selected plot's). */
  near?: readonly number[];
  onClose: (saved: Plot | undefined) => void;
}) {
  const client = useApi();
  const queryClient = useQueryClient();
  const crops = useQuery(cropOptionsQuery(client));
  let saved: Plot | undefined;
  return (
    <EntityDialog<PlotForm, Plot, number>
      mode={plot ? 'edit' : 'create'}
      name="plot-dialog"
      title={plot ? e.editTitle : e.createTitle}
      width={1100}
      okText={e.save}
      formProps={{ layout: 'vertical', labelCol: { span: 24 }, wrapperCol: { span: 24 } }}
      initialValues={
        plot
          ? {
              name: plot.name,
              ownerType: plot.ownerType,
              ...(plot.customerId ? { customerId: plot.customerId } : { ownerName: plot.ownerName }),
              ...(plot.cropId ? { cropId: plot.cropId } : {}),
              remark: plot.remark,
              geometry: plot.geometry,
            }
          : { ownerType: 2 }
      }
      save={async (v) => {
        saved = await apiFetch(client, 'area', 'post', '/massif/save', {
          body: {
            ...(plot ? { id: plot.id } : {}),
            name: v.name.trim(),
            ownerType: v.ownerType,
            ...(v.ownerType === 1 ? { customerId: v.customerId } : { ownerName: (v.ownerName ?? '').trim() }),
            cropId: v.cropId ?? null,
            remark: (v.remark ?? '').trim(),
            geometry: v.geometry as PlotGeometry,
          },
        });
      }}
      saveMeta={{ successText: e.saveSuccess, errorText: e.saveFailure, what: 'massifSave' }}
      onClose={({ saved: ok }) => {
        if (ok) {
          void queryClient.invalidateQueries({ queryKey: PLOT_LIST_KEY });
          void queryClient.invalidateQueries({ queryKey: PLOT_FEATURES_KEY });
        }
        onClose(ok ? saved : undefined);
      }}
    >
      {() => (
        <div className="plot-editor-body">
          <div>
            <Form.Item
              label={e.name}
              name="name"
              rules={[{ required: true, whitespace: true, message: e.nameRequired }]}
            >
              <Input maxLength={50} placeholder={e.namePlaceholder} />
            </Form.Item>
            <Form.Item label={e.ownerType} name="ownerType" rules={[{ required: true }]}>
              <Radio.Group
                options={[
                  { value: 2, label: m.ownerTypes[2] },
                  { value: 1, label: m.ownerTypes[1] },
                ]}
              />
            </Form.Item>
            <Form.Item noStyle dependencies={['ownerType']}>
              {({ getFieldValue }) =>
                getFieldValue('ownerType') === 1 ? (
                  <Form.Item
                    label={e.customer}
                    name="customerId"
                    rules={[{ required: true, message: e.customerRequired }]}
                  >
                    <CustomerSelect
                      initial={plot?.customerId ? { id: plot.customerId, name: plot.ownerName } : undefined}
                    />
                  </Form.Item>
                ) : (
                  <Form.Item
                    label={e.coop}
                    name="ownerName"
                    rules={[{ required: true, whitespace: true, message: e.coopRequired }]}
                  >
                    <Input maxLength={50} />
                  </Form.Item>
                )
              }
            </Form.Item>
            <Form.Item label={e.crop} name="cropId">
              <Select
                allowClear
                placeholder={e.cropPlaceholder}
                loading={crops.isPending}
                options={(crops.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
            <Form.Item label={e.remark} name="remark">
              <Input.TextArea maxLength={200} rows={2} />
            </Form.Item>
            <Form.Item label={e.region}>
              <span>{plot?.qhmc || e.regionHint}</span>
            </Form.Item>
          </div>
          <Form.Item
            label={e.boundary}
            name="geometry"
            rules={[
              { required: true, message: e.boundaryRequired },
              {
                validator: (_r, g: PlotGeometry | undefined) => {
                  const problem = g ? plotGeometryProblem(g) : null;
                  return problem
                    ? Promise.reject(new Error(PLOT_GEOMETRY_MESSAGES[problem]))
                    : Promise.resolve();
                },
              },
            ]}
          >
            <BoundaryField plotId={plot?.id} initial={plot?.geometry} others={others} near={near} />
          </Form.Item>
        </div>
      )}
    </EntityDialog>
  );
}
