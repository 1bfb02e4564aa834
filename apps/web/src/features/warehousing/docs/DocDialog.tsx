import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AutoComplete,
  Button,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { field } from '@/components/crud';
import { EntityDialog } from '@/components/entity-dialog';
import { cell, FieldGrid } from '@/components/form-fields/FieldGrid';
import { useApi } from '@/lib/api';
import { fenToYuan } from '@/lib/money';
import { apiFetch } from '@/lib/query';
import {
  type Direction,
  DOC_LIST_KEY,
  docDetail,
  type SkuOption,
  type StockDoc,
  warehouseDetailQuery,
  warehouseOptionsQuery,
} from '../api';
import { warehousingMessages } from '../messages';
import { type LineForm, lineAmount, toLineBodies, totals } from './lines';
import { SkuSelect, skuLabel } from './SkuSelect';

const m = warehousingMessages.doc;

interface DocForm {
  warehouseId?: number;
  bizType?: number;
  partner?: string;
  bizNo?: string;
  docDate?: Dayjs;
  remark?: string;
  submit?: boolean;
  lines?: LineForm[];
}

function toValues(doc: StockDoc): DocForm {
  return {
    warehouseId: doc.warehouseId,
    bizType: doc.bizType,
    partner: doc.partner ?? '',
    bizNo: doc.bizNo ?? '',
    docDate: dayjs(doc.docDate),
    remark: doc.remark ?? '',
    submit: false,
    lines: doc.lines.map((l) => ({
      skuId: l.skuId,
      batchNo: l.batchNo,
      productionDate: l.productionDate ? dayjs(l.productionDate) : null,
      expiryDate: l.expiryDate ? dayjs(l.expiryDate) : null,
      quantity: l.quantity,
      unitPrice: fenToYuan(l.unitPrice, { grouping: false }),
      locationCode: l.locationCode,
    })),
  };
}

export interface DocDialogProps {
  direction: Direction;
  /** The 草稿 to edit; none = 新增. */
  id?: number;
  onClose: () => void;
}

/** 新增 / 编辑 of an inbound or outbound document: header and lines; 保存 keeps it a 草稿 unless 提交 is ticked. */
export function DocDialog({ direction, id, onClose }: DocDialogProps) {
  const client = useApi();
  const queryClient = useQueryClient();
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const types = direction === 'in' ? m.inTypes : m.outTypes;
  return (
    <EntityDialog<DocForm, StockDoc, number>
      mode={id ? 'edit' : 'create'}
      id={id}
      name="stock-doc-dialog"
      className="stock-doc-dialog"
      width={1180}
      title={id ? m.dialog.edit : direction === 'in' ? m.dialog.createIn : m.dialog.createOut}
      load={async (key) => {
        const doc = await docDetail(client, key);
        setKnown(new Map(doc.lines.map((l) => [l.skuId, skuLabel(l)])));
        return doc;
      }}
      loadMeta={{ errorText: m.dialog.loadFailure, what: 'stockDocDetail' }}
      toValues={toValues}
      initialValues={{ bizType: 1, docDate: dayjs(), lines: [{}], submit: false }}
      okText={m.dialog.saveDraft}
      save={(values) =>
        apiFetch(client, 'shop', 'post', '/api/v1/web/wms/doc/save', {
          body: {
            ...(id ? { id } : {}),
            direction,
            warehouseId: values.warehouseId ?? 0,
            bizType: values.bizType ?? 1,
            partner: values.partner?.trim() || null,
            bizNo: values.bizNo?.trim() || null,
            docDate: (values.docDate ?? dayjs()).format('YYYY-MM-DD'),
            remark: values.remark?.trim() || null,
            submit: Boolean(values.submit),
            lines: toLineBodies(values.lines ?? []),
          },
        })
      }
      saveMeta={{ successText: m.dialog.saveSuccess, errorText: m.dialog.saveFailure, what: 'stockDocSave' }}
      formProps={{ layout: 'vertical', labelCol: {} }}
      onClose={({ saved }) => {
        if (saved) void queryClient.invalidateQueries({ queryKey: DOC_LIST_KEY });
        onClose();
      }}
    >
      {({ entity }) => (
        <>
          {entity ? <Typography.Title level={5}>{entity.docNo}</Typography.Title> : null}
          <Header direction={direction} types={types} />
          <Lines direction={direction} known={known} />
          <Form.Item name="submit" valuePropName="checked" style={{ marginTop: 12, marginBottom: 0 }}>
            <Checkbox>{m.dialog.submitAfterSave}</Checkbox>
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}

function Header({ direction, types }: { direction: Direction; types: Record<number, string> }) {
  const client = useApi();
  const warehouses = useQuery(warehouseOptionsQuery(client));
  return (
    <FieldGrid
      cells={[
        cell(
          6,
          field(
            'warehouseId',
            m.columns.warehouse,
            <Select
              showSearch
              optionFilterProp="label"
              options={(warehouses.data?.records ?? [])
                .filter((w) => w.status === 1)
                .map((w) => ({ value: w.id, label: w.name }))}
            />,
            { required: m.dialog.warehouseRequired },
          ),
        ),
        cell(
          6,
          field(
            'bizType',
            m.columns.bizType,
            <Select
              options={Object.entries(types).map(([value, label]) => ({ value: Number(value), label }))}
            />,
            { required: m.dialog.bizTypeRequired },
          ),
        ),
        cell(
          6,
          field(
            'partner',
            direction === 'in' ? m.columns.supplier : m.columns.customer,
            <Input maxLength={50} />,
          ),
        ),
        cell(6, field('bizNo', m.columns.bizNo, <Input maxLength={50} />)),
        cell(
          6,
          field('docDate', m.columns.docDate, <DatePicker style={{ width: '100%' }} />, {
            required: m.dialog.docDateRequired,
          }),
        ),
        cell(18, field('remark', m.columns.remark, <Input maxLength={200} />)),
      ]}
    />
  );
}

function Lines({ direction, known }: { direction: Direction; known: ReadonlyMap<number, string> }) {
  const client = useApi();
  const form = Form.useFormInstance<DocForm>();
  const warehouseId = Form.useWatch('warehouseId', form);
  const lines = Form.useWatch('lines', form) ?? [];
  const [picked, setPicked] = useState<Map<number, SkuOption>>(new Map());
  const warehouse = useQuery(
    warehouseDetailQuery(client, warehouseId ?? 0, {
      enabled: Boolean(warehouseId),
      meta: { errorText: warehousingMessages.warehouse.dialog.loadFailure, what: 'warehouseDetail (lines)' },
    }),
  );
  const locations = useMemo(
    () =>
      (warehouse.data?.zones ?? []).flatMap((z) =>
        z.locations.map((l) => ({ value: l.code, label: `${z.name} ${l.code}` })),
      ),
    [warehouse.data],
  );
  const sum = totals(lines);
  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: async (_r, value: LineForm[] | undefined) => {
            if (!value?.length) throw new Error(m.lines.atLeastOne);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          <Table
            className="stock-doc-lines"
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            scroll={{ x: 1100 }}
            columns={[
              { key: 'no', title: m.lines.lineNo, width: 50, render: (_v, _f, i) => i + 1 },
              {
                key: 'sku',
                title: m.lines.sku,
                width: 260,
                render: (_v, f, i) => (
                  <Form.Item
                    name={[f.name, 'skuId']}
                    style={{ marginBottom: 0 }}
                    rules={[{ required: true, message: m.lines.skuRequired(i + 1) }]}
                  >
                    <SkuSelect
                      aria-label={`${m.lines.sku}${i + 1}`}
                      known={known}
                      warehouseId={direction === 'out' ? warehouseId : undefined}
                      onChange={(value, option) => {
                        if (value === undefined || !option) return;
                        setPicked((p) => new Map(p).set(value, option));
                        const current = form.getFieldValue(['lines', f.name]) as LineForm;
                        const batch = direction === 'out' ? option.batches[0] : undefined;
                        form.setFieldValue(['lines', f.name], {
                          ...current,
                          skuId: value,
                          unitPrice: current?.unitPrice ?? fenToYuan(option.price, { grouping: false }),
                          ...(batch
                            ? {
                                batchNo: batch.batchNo,
                                productionDate: batch.productionDate ? dayjs(batch.productionDate) : null,
                                expiryDate: batch.expiryDate ? dayjs(batch.expiryDate) : null,
                                locationCode: batch.locationCode,
                              }
                            : {}),
                        });
                      }}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'batch',
                title: m.lines.batchNo,
                width: 150,
                render: (_v, f, i) => {
                  const option = picked.get(lines[f.name]?.skuId ?? 0);
                  return (
                    <Form.Item
                      name={[f.name, 'batchNo']}
                      style={{ marginBottom: 0 }}
                      rules={[
                        { required: true, whitespace: true, message: m.lines.batchRequired(i + 1) },
                        { pattern: /^[A-Za-z0-9-]{1,30}$/, message: m.lines.batchPattern },
                      ]}
                    >
                      <AutoComplete
                        aria-label={`${m.lines.batchNo}${i + 1}`}
                        options={(option?.batches ?? []).map((b) => ({
                          value: b.batchNo,
                          label: `${b.batchNo}（${m.lines.available(b.available)}）`,
                        }))}
                      />
                    </Form.Item>
                  );
                },
              },
              {
                key: 'productionDate',
                title: m.lines.productionDate,
                width: 140,
                render: (_v, f, i) => (
                  <Form.Item name={[f.name, 'productionDate']} style={{ marginBottom: 0 }}>
                    <DatePicker aria-label={`${m.lines.productionDate}${i + 1}`} />
                  </Form.Item>
                ),
              },
              {
                key: 'expiryDate',
                title: m.lines.expiryDate,
                width: 140,
                render: (_v, f, i) => (
                  <Form.Item name={[f.name, 'expiryDate']} style={{ marginBottom: 0 }}>
                    <DatePicker aria-label={`${m.lines.expiryDate}${i + 1}`} />
                  </Form.Item>
                ),
              },
              {
                key: 'quantity',
                title: m.lines.quantity,
                width: 110,
                render: (_v, f, i) => (
                  <Form.Item
                    name={[f.name, 'quantity']}
                    style={{ marginBottom: 0 }}
                    rules={[
                      {
                        validator: async (_r, v: number | null | undefined) => {
                          if (typeof v !== 'number' || v <= 0)
                            throw new Error(m.lines.quantityPositive(i + 1));
                        },
                      },
                    ]}
                  >
                    <InputNumber aria-label={`${m.lines.quantity}${i + 1}`} precision={0} max={100_000_000} />
                  </Form.Item>
                ),
              },
              {
                key: 'unitPrice',
                title: m.lines.unitPrice,
                width: 120,
                render: (_v, f, i) => (
                  <Form.Item name={[f.name, 'unitPrice']} style={{ marginBottom: 0 }}>
                    <InputNumber
                      aria-label={`${m.lines.unitPrice}${i + 1}`}
                      min={0}
                      max={1_000_000}
                      precision={2}
                      stringMode
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'location',
                title: m.lines.location,
                width: 150,
                render: (_v, f, i) => (
                  <Form.Item name={[f.name, 'locationCode']} style={{ marginBottom: 0 }}>
                    <Select aria-label={`${m.lines.location}${i + 1}`} allowClear options={locations} />
                  </Form.Item>
                ),
              },
              {
                key: 'amount',
                title: m.lines.amount,
                width: 110,
                align: 'right',
                render: (_v, f) => fenToYuan(lineAmount(lines[f.name])),
              },
              {
                key: 'remove',
                title: '',
                width: 60,
                render: (_v, f) => (
                  <Button type="link" danger size="small" onClick={() => remove(f.name)}>
                    {m.lines.remove}
                  </Button>
                ),
              },
            ]}
          />
          <Form.ErrorList errors={errors} />
          <Row justify="space-between" style={{ marginTop: 8 }}>
            <Button type="dashed" onClick={() => add({})}>
              {m.lines.add}
            </Button>
            <Typography.Text className="stock-doc-total" strong>
              {m.lines.total(sum.quantity, fenToYuan(sum.amount))}
            </Typography.Text>
          </Row>
        </>
      )}
    </Form.List>
  );
}
