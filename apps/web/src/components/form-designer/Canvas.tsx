import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import { memo } from 'react';
import { FieldIcon, fieldTypeLabel } from '@/components/form-fields/field-types';
import { fieldMessages } from '@/components/form-fields/messages';
import { designerMessages as m } from './messages';
import type { FormField } from './schema';

export const CANVAS_ID = 'canvas';

const NO_PROBLEMS: ReadonlyMap<number, string> = new Map();

const TYPE_BADGE = {
  fontSize: 12,
  padding: '0 6px',
  border: '1px solid #d9d9d9',
  borderRadius: 4,
  color: '#595959',
  background: '#fafafa',
} as const;

export interface CanvasProps {
  fields: FormField[];
  selected: number | null;
  onSelect: (formId: number) => void;
  onRemove: (formId: number) => void;
  onDuplicate: (formId: number) => void;
  /** Problems by formId (e.g. a formula's), shown on the card. */
  problems: ReadonlyMap<number, string>;
}

/** The form being designed: field cards sortable by drag (handle) or keyboard. */
export function Canvas({ fields, selected, onSelect, onRemove, onDuplicate, problems }: CanvasProps) {
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  return (
    <section
      ref={setNodeRef}
      aria-label={m.canvas}
      style={{
        minHeight: 480,
        padding: 12,
        background: isOver ? '#f0f7ff' : '#fafafa',
        border: '1px dashed #d9d9d9',
        borderRadius: 6,
      }}
    >
      {fields.length === 0 ? <Empty description={m.canvasEmpty} style={{ marginTop: 120 }} /> : null}
      <SortableContext items={fields.map((f) => `field:${f.formId}`)} strategy={verticalListSortingStrategy}>
        <Row gutter={12}>
          {fields.map((field) => (
            <FieldCard
              key={field.formId}
              field={field}
              active={selected === field.formId}
              problem={problems.get(field.formId)}
              // only a row shows its children's state; other cards keep equal props (memo)
              childProblems={field.tagIcon === 'row' ? problems : NO_PROBLEMS}
              onSelect={onSelect}
              onRemove={onRemove}
              onDuplicate={onDuplicate}
              selected={field.tagIcon === 'row' ? selected : null}
            />
          ))}
        </Row>
      </SortableContext>
    </section>
  );
}

interface CardProps {
  field: FormField;
  active: boolean;
  selected: number | null;
  problem: string | undefined;
  childProblems: ReadonlyMap<number, string>;
  onSelect: (formId: number) => void;
  onRemove: (formId: number) => void;
  onDuplicate: (formId: number) => void;
}

const FieldCard = memo(function FieldCard({
  field,
  active,
  selected,
  problem,
  childProblems,
  onSelect,
  onRemove,
  onDuplicate,
}: CardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: `field:${field.formId}`,
  });
  return (
    <Col
      span={field.span}
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1 }}
    >
      <div
        data-testid={`canvas-field-${field.vModel}`}
        onClick={() => onSelect(field.formId)}
        style={{
          position: 'relative',
          marginBottom: 12,
          padding: '8px 12px',
          background: '#fff',
          border: `1px solid ${active ? '#1677ff' : problem ? '#ff4d4f' : '#f0f0f0'}`,
          borderRadius: 6,
          cursor: 'pointer',
        }}
      >
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space>
            <button
              type="button"
              {...attributes}
              {...listeners}
              aria-label={m.moveHandle(field.label)}
              onClick={(e) => e.stopPropagation()}
              style={{ cursor: 'grab', padding: 2, border: 0, background: 'none' }}
            >
              <HolderOutlined />
            </button>
            <FieldIcon type={field.tagIcon} />
            <button
              type="button"
              aria-pressed={active}
              onClick={(e) => {
                e.stopPropagation();
                onSelect(field.formId);
              }}
              style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer', fontWeight: 600 }}
            >
              {field.required ? <span style={{ color: '#ff4d4f' }}>* </span> : null}
              {field.label}
            </button>
            <span style={TYPE_BADGE}>{fieldTypeLabel(field.tagIcon)}</span>
            {field.proCondition ? (
              <span style={{ ...TYPE_BADGE, color: '#1677ff', borderColor: '#91caff' }}>
                {m.props.proCondition}
              </span>
            ) : null}
          </Space>
          <Space size={0}>
            <Button
              type="text"
              size="small"
              icon={<CopyOutlined />}
              aria-label={`${m.duplicate} ${field.label}`}
              title={m.duplicate}
              onClick={(e) => {
                e.stopPropagation();
                onDuplicate(field.formId);
              }}
            />
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${m.remove} ${field.label}`}
              title={m.remove}
              onClick={(e) => {
                e.stopPropagation();
                onRemove(field.formId);
              }}
            />
          </Space>
        </Space>
        {problem ? (
          <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
            {problem}
          </Typography.Text>
        ) : null}
        <div style={{ marginTop: 6, pointerEvents: 'none' }} aria-hidden>
          {field.tagIcon === 'row' ? (
            <Row gutter={8}>
              {(field.children ?? []).map((c) => (
                <Col span={c.span} key={c.formId}>
                  <div
                    style={{
                      border: `1px dashed ${selected === c.formId ? '#1677ff' : '#d9d9d9'}`,
                      padding: 6,
                      borderRadius: 4,
                    }}
                  >
                    <Typography.Text>{c.label}</Typography.Text>
                    {childProblems.get(c.formId) ? (
                      <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                        {childProblems.get(c.formId)}
                      </Typography.Text>
                    ) : null}
                    <FieldPreview field={c} />
                  </div>
                </Col>
              ))}
            </Row>
          ) : field.tagIcon === 'table' ? (
            <Space wrap>
              {(field.children ?? []).map((c) => (
                <Tag key={c.formId} icon={<FieldIcon type={c.tagIcon} />}>
                  {c.required ? '* ' : ''}
                  {c.label}
                </Tag>
              ))}
            </Space>
          ) : (
            <FieldPreview field={field} />
          )}
        </div>
      </div>
    </Col>
  );
});

const PREVIEW_BOX = {
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  padding: '4px 11px',
  color: 'rgba(0, 0, 0, 0.56)',
  background: '#fff',
  minHeight: 32,
  fontSize: 14,
} as const;

/**
 * What a card shows of its field: a light drawing of the input (placeholder, options, range),
 * not the antd widget itself, so that a canvas of 100 fields opens and re-renders quickly.
 */
function FieldPreview({ field }: { field: FormField }) {
  const type = field.tagIcon;
  if (type === 'radio' || type === 'checkbox') {
    return (
      <Space wrap>
        {(field.options ?? []).map((o) => (
          <span key={o.value} style={{ color: '#595959' }}>
            {type === 'radio' ? '○' : '□'} {o.label}
          </span>
        ))}
      </Space>
    );
  }
  if (type === 'switch')
    return (
      <span style={{ ...PREVIEW_BOX, display: 'inline-block', minHeight: 22, padding: '0 12px' }}>○</span>
    );
  if (type === 'rate') return <span style={{ color: '#d9d9d9' }}>{'★'.repeat(field.max ?? 5)}</span>;
  if (type === 'slider')
    return <div style={{ height: 4, background: '#f0f0f0', borderRadius: 2, margin: '12px 0' }} />;
  if (type === 'textarea')
    return (
      <div style={{ ...PREVIEW_BOX, minHeight: 22 * (field.rows ?? 3) }}>
        {field.placeholder || fieldMessages.input.placeholder}
      </div>
    );
  const text =
    field.placeholder ||
    (type === 'select' ||
    type === 'cascader' ||
    type === 'area' ||
    type === 'dept' ||
    type === 'date' ||
    type === 'time'
      ? fieldMessages.select.placeholder
      : type === 'date-range' || type === 'time-range'
        ? `${fieldMessages.duration.start} → ${fieldMessages.duration.end}`
        : type === 'upload'
          ? fieldMessages.upload.button
          : type === 'calculate'
            ? fieldMessages.calculate.placeholder
            : type === 'amount'
              ? fieldMessages.amount.placeholder
              : fieldMessages.input.placeholder);
  return <div style={PREVIEW_BOX}>{text}</div>;
}
