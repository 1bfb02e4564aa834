import {
  ArrowLeftOutlined,
  CodeOutlined,
  EyeOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Alert, Button, Form, Input, Modal, Space, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { FieldType } from '@/components/form-fields/field-types';
import type { UploadedFile } from '@/components/form-fields/UploadField';
import { CANVAS_ID, Canvas } from './Canvas';
import { FormRenderer, submitForm } from './FormRenderer';
import { designerReducer, findField, initialDesignerState } from './history';
import { designerMessages as m } from './messages';
import { Palette } from './Palette';
import { PropertiesPanel } from './PropertiesPanel';
import {
  buildDocument,
  type FormDocument,
  type FormField,
  flattenFields,
  formulaProblem,
  validateDocument,
} from './schema';
import { DESIGNER_STORAGE_KEYS } from './store';

/**
 * Where a drag is over: the nearest field card (so re-ordering never lands on the canvas itself);
 * the empty canvas when there is no card yet; nothing for a palette item let go outside the
 * canvas.
 */
const collision: CollisionDetection = (args) => {
  const fromPalette = String(args.active.id).startsWith('palette:');
  if (fromPalette && args.pointerCoordinates) {
    const canvas = args.droppableContainers.filter((c) => c.id === CANVAS_ID);
    if (pointerWithin({ ...args, droppableContainers: canvas }).length === 0) return [];
  }
  const fields = args.droppableContainers.filter((c) => c.id !== CANVAS_ID);
  if (fields.length === 0) return rectIntersection(args);
  return closestCenter({ ...args, droppableContainers: fields });
};

export interface FormDesignerProps {
  /** The flow's name (required to save). */
  name?: string;
  /** A saved document to edit (validated before it is shown). */
  document?: FormDocument;
  /** Saves the name and the validated document; rejects to keep the designer open. */
  onSave: (name: string, document: FormDocument) => Promise<void>;
  onBack?: () => void;
  /** Stores files of 上传 fields in the preview. */
  upload?: (file: File) => Promise<UploadedFile>;
  saving?: boolean;
  /**
   * Part of a larger editor (the flow designer's 表单设计 step): no name, back or save here — the
   * host saves, and hears of every change of the fields through `onChange`.
   */
  embedded?: boolean;
  onChange?: (fields: FormField[]) => void;
}

/**
 * The form designer: palette of the 23 field types → canvas (drag to add and re-order with
 * @dnd-kit, or click / Enter to add), a properties panel per field, preview, undo / redo
 * (Ctrl+Z / Ctrl+Shift+Z), and a JSON document validated on load and on save.
 */
export function FormDesigner({
  name: initialName = '',
  document,
  onSave,
  onBack,
  upload,
  saving,
  embedded = false,
  onChange,
}: FormDesignerProps) {
  const [state, dispatch] = useReducer(designerReducer, document?.fields ?? [], initialDesignerState);
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [jsonOpen, setJsonOpen] = useState(false);

  useEffect(() => setName(initialName), [initialName]);
  useEffect(() => {
    if (document) dispatch({ type: 'load', fields: document.fields });
  }, [document]);

  // The draft kept in storage (cleared with the approval form store).
  useEffect(() => {
    try {
      localStorage.setItem(DESIGNER_STORAGE_KEYS.drawingItems, JSON.stringify(state.present));
      localStorage.setItem(DESIGNER_STORAGE_KEYS.globalId, String(state.nextId));
      localStorage.setItem(
        DESIGNER_STORAGE_KEYS.formConfig,
        JSON.stringify(document?.layout ?? buildDocument([]).layout),
      );
    } catch {
      // storage full or blocked: the draft is only a convenience
    }
  }, [state.present, state.nextId, document?.layout]);

  // The host hears of every change (not of the initial load).
  const [reported, setReported] = useState(state.present);
  useEffect(() => {
    if (state.present === reported) return;
    setReported(state.present);
    onChange?.(state.present);
  }, [state.present, reported, onChange]);

  // Stable callbacks: the canvas re-renders only the cards whose props changed.
  const select = useCallback((formId: number) => dispatch({ type: 'select', formId }), []);
  const remove = useCallback((formId: number) => dispatch({ type: 'remove', formId }), []);
  const duplicate = useCallback((formId: number) => dispatch({ type: 'duplicate', formId }), []);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over) return;
      const activeId = String(active.id);
      const overId = String(over.id);
      const indexOf = (id: string) => state.present.findIndex((f) => `field:${f.formId}` === id);
      if (activeId.startsWith('palette:')) {
        const type = activeId.slice('palette:'.length) as FieldType;
        const overIndex = indexOf(overId);
        // dropped on a card: before it, or after it when dropped on its lower half
        const dragged = active.rect.current.translated;
        const below = dragged
          ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2
          : false;
        const at = overIndex < 0 ? state.present.length : overIndex + (below ? 1 : 0);
        dispatch({ type: 'add', fieldType: type, index: at });
      } else {
        const from = indexOf(activeId);
        const to = indexOf(overId);
        if (from >= 0 && to >= 0) dispatch({ type: 'move', from, to });
      }
    },
    [state.present],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable))
        return;
      if (!(e.ctrlKey || e.metaKey) || (e.key.toLowerCase() !== 'z' && e.key.toLowerCase() !== 'y')) return;
      e.preventDefault();
      dispatch({ type: e.key.toLowerCase() === 'y' || e.shiftKey ? 'redo' : 'undo' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const problems = useMemo(() => {
    const map = new Map<number, string>();
    for (const f of flattenFields(state.present)) {
      if (f.tagIcon === 'calculate') {
        const p = formulaProblem(f, state.present);
        if (p) map.set(f.formId, p);
      }
    }
    return map;
  }, [state.present]);

  const currentDocument = useMemo(
    () => buildDocument(state.present, document?.layout),
    [state.present, document?.layout],
  );

  const save = async () => {
    const trimmed = name.trim();
    setNameError(trimmed === '');
    const checked = validateDocument(JSON.parse(JSON.stringify(currentDocument)));
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    if (trimmed === '') return;
    await onSave(trimmed, checked.document);
  };

  const selected = findField(state.present, state.selected);

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Space wrap>
          {onBack && !embedded ? (
            <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
              {m.back}
            </Button>
          ) : null}
          <Typography.Text strong>{m.title}</Typography.Text>
          {embedded ? null : (
            <Input
              aria-label={m.flowName}
              placeholder={m.flowNamePlaceholder}
              value={name}
              status={nameError ? 'error' : undefined}
              maxLength={50}
              style={{ width: 240 }}
              onChange={(e) => {
                setName(e.target.value);
                if (e.target.value.trim()) setNameError(false);
              }}
            />
          )}
          {nameError ? <Typography.Text type="danger">{m.flowNameRequired}</Typography.Text> : null}
        </Space>
        <Space wrap>
          <Tooltip title="Ctrl+Z">
            <Button
              icon={<UndoOutlined />}
              disabled={state.past.length === 0}
              onClick={() => dispatch({ type: 'undo' })}
            >
              {m.undo}
            </Button>
          </Tooltip>
          <Tooltip title="Ctrl+Shift+Z">
            <Button
              icon={<RedoOutlined />}
              disabled={state.future.length === 0}
              onClick={() => dispatch({ type: 'redo' })}
            >
              {m.redo}
            </Button>
          </Tooltip>
          <Button
            icon={<EyeOutlined />}
            onClick={() => setPreviewOpen(true)}
            disabled={state.present.length === 0}
          >
            {m.preview}
          </Button>
          <Button icon={<CodeOutlined />} onClick={() => setJsonOpen(true)}>
            {m.json}
          </Button>
          {embedded ? null : (
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={save}>
              {m.save}
            </Button>
          )}
        </Space>
      </Space>
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setErrors([])}
          title={m.invalidDocument}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <DndContext sensors={sensors} collisionDetection={collision} onDragEnd={onDragEnd}>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: '220px minmax(0, 1fr) 340px',
            gap: 16,
            alignItems: 'start',
          }}
        >
          <Palette onAdd={(type) => dispatch({ type: 'add', fieldType: type })} />
          <Canvas
            fields={state.present}
            selected={state.selected}
            problems={problems}
            onSelect={select}
            onRemove={remove}
            onDuplicate={duplicate}
          />
          <PropertiesPanel
            field={selected}
            fields={state.present}
            onChange={(formId, patch) => dispatch({ type: 'update', formId, patch })}
            onAddChild={(formId, type) => dispatch({ type: 'addChild', formId, fieldType: type })}
            onRemove={(formId) => dispatch({ type: 'remove', formId })}
            onSelect={(formId) => dispatch({ type: 'select', formId })}
          />
        </div>
      </DndContext>
      {previewOpen ? (
        <PreviewDialog document={currentDocument} upload={upload} onClose={() => setPreviewOpen(false)} />
      ) : null}
      {jsonOpen ? (
        <JsonDialog
          document={currentDocument}
          onClose={() => setJsonOpen(false)}
          onApply={(fields) => {
            dispatch({ type: 'replace', fields });
            setJsonOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}

function PreviewDialog({
  document,
  upload,
  onClose,
}: {
  document: FormDocument;
  upload?: (file: File) => Promise<UploadedFile>;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const [result, setResult] = useState<'ok' | 'invalid' | null>(null);
  return (
    <Modal
      open
      title={m.previewTitle}
      width={900}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={() => form.resetFields()}>{m.reset}</Button>
          <Button onClick={onClose}>{m.close}</Button>
          <Button
            type="primary"
            onClick={async () => {
              const values = await submitForm(form);
              setResult(values === false ? 'invalid' : 'ok');
            }}
          >
            {m.submit}
          </Button>
        </Space>
      }
    >
      {result === 'ok' ? (
        <Alert type="success" showIcon title={m.submitted} style={{ marginBottom: 12 }} />
      ) : null}
      <FormRenderer document={document} form={form} upload={upload} />
    </Modal>
  );
}

function JsonDialog({
  document,
  onClose,
  onApply,
}: {
  document: FormDocument;
  onClose: () => void;
  onApply: (fields: FormField[]) => void;
}) {
  const [text, setText] = useState(() => JSON.stringify(document, null, 2));
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <Modal
      open
      title={m.json}
      width={780}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{m.close}</Button>
          <Button
            type="primary"
            onClick={() => {
              let parsed: unknown;
              try {
                parsed = JSON.parse(text);
              } catch {
                setErrors([m.invalidJson]);
                return;
              }
              const checked = validateDocument(parsed);
              if (!checked.ok) return setErrors(checked.errors);
              onApply(checked.document.fields);
            }}
          >
            {m.apply}
          </Button>
        </Space>
      }
    >
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={m.loadFailed}
          description={errors.join('；')}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Input.TextArea
        aria-label={m.json}
        value={text}
        rows={18}
        style={{ fontFamily: 'monospace' }}
        onChange={(e) => setText(e.target.value)}
      />
    </Modal>
  );
}
