/** The designer's editing state with undo / redo: every change of the fields is one step. */
import type { FieldType } from '@/components/form-fields/field-types';
import { createField, type FormField, maxFormId } from './schema';

export interface DesignerState {
  past: FormField[][];
  present: FormField[];
  future: FormField[][];
  /** formId of the selected field (top level, or a child of a container). */
  selected: number | null;
  /** Next formId to give. */
  nextId: number;
}

export type DesignerAction =
  | { type: 'add'; fieldType: FieldType; index?: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'update'; formId: number; patch: Partial<FormField> }
  | { type: 'remove'; formId: number }
  | { type: 'duplicate'; formId: number }
  | { type: 'addChild'; formId: number; fieldType: FieldType }
  | { type: 'select'; formId: number | null }
  | { type: 'load'; fields: FormField[] }
  | { type: 'replace'; fields: FormField[] }
  | { type: 'undo' }
  | { type: 'redo' };

/** Most steps kept for undo. */
export const HISTORY_LIMIT = 100;

export function initialDesignerState(fields: FormField[] = []): DesignerState {
  return { past: [], present: fields, future: [], selected: null, nextId: maxFormId(fields) + 1 };
}

function mapFields(fields: FormField[], formId: number, fn: (f: FormField) => FormField | null): FormField[] {
  const out: FormField[] = [];
  for (const f of fields) {
    if (f.formId === formId) {
      const next = fn(f);
      if (next) out.push(next);
    } else if (f.children) {
      out.push({ ...f, children: mapFields(f.children, formId, fn) });
    } else {
      out.push(f);
    }
  }
  return out;
}

export function findField(fields: readonly FormField[], formId: number | null): FormField | undefined {
  if (formId === null) return undefined;
  for (const f of fields) {
    if (f.formId === formId) return f;
    const inner = findField(f.children ?? [], formId);
    if (inner) return inner;
  }
  return undefined;
}

function renumber(field: FormField, nextId: () => number): FormField {
  const formId = nextId();
  return {
    ...field,
    formId,
    vModel: `field${formId}`,
    ...(field.children ? { children: field.children.map((c) => renumber(c, nextId)) } : {}),
  };
}

function commit(
  state: DesignerState,
  present: FormField[],
  patch: Partial<DesignerState> = {},
): DesignerState {
  return {
    ...state,
    ...patch,
    past: [...state.past, state.present].slice(-HISTORY_LIMIT),
    present,
    future: [],
  };
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'add': {
      const field = createField(action.fieldType, state.nextId);
      const fields = [...state.present];
      const index =
        action.index === undefined ? fields.length : Math.max(0, Math.min(action.index, fields.length));
      fields.splice(index, 0, field);
      return commit(state, fields, { selected: field.formId, nextId: state.nextId + 1 });
    }
    case 'move': {
      const { from, to } = action;
      if (from === to || from < 0 || to < 0 || from >= state.present.length || to >= state.present.length)
        return state;
      const fields = [...state.present];
      const [moved] = fields.splice(from, 1);
      fields.splice(to, 0, moved as FormField);
      return commit(state, fields);
    }
    case 'update':
      return commit(
        state,
        mapFields(state.present, action.formId, (f) => ({ ...f, ...action.patch })),
      );
    case 'remove':
      return commit(
        state,
        mapFields(state.present, action.formId, () => null),
        {
          selected: state.selected === action.formId ? null : state.selected,
        },
      );
    case 'duplicate': {
      const index = state.present.findIndex((f) => f.formId === action.formId);
      if (index < 0) return state;
      let id = state.nextId;
      const copy = renumber(state.present[index] as FormField, () => id++);
      const fields = [...state.present];
      fields.splice(index + 1, 0, copy);
      return commit(state, fields, { selected: copy.formId, nextId: id });
    }
    case 'addChild': {
      const child = createField(action.fieldType, state.nextId);
      return commit(
        state,
        mapFields(state.present, action.formId, (f) => ({ ...f, children: [...(f.children ?? []), child] })),
        { nextId: state.nextId + 1 },
      );
    }
    case 'select':
      return { ...state, selected: action.formId };
    case 'load':
      return initialDesignerState(action.fields);
    case 'replace':
      return commit(state, action.fields, {
        selected: null,
        nextId: Math.max(state.nextId, maxFormId(action.fields) + 1),
      });
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        selected: findField(previous, state.selected) ? state.selected : null,
      };
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return {
        ...state,
        past: [...state.past, state.present],
        present: next,
        future: state.future.slice(1),
        selected: findField(next, state.selected) ? state.selected : null,
      };
    }
  }
}
