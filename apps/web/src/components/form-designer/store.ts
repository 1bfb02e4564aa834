/**
 * The approval form store (SPEC §3/§4, approval-designer notes): the form fields usable as
 * branch conditions (processConditions, keyed by formId) and the form's items (formItemList).
 * Clearing it also removes the designer's drafts kept in localStorage: the drawing items, the
 * global id, the tree node id and the form config.
 */
import { useSyncExternalStore } from 'react';

/** localStorage keys of the designer's draft (the original designer's names). */
export const DESIGNER_STORAGE_KEYS = {
  drawingItems: 'drawingItems',
  globalId: 'idGlobal',
  treeNodeId: 'treeNodeId',
  formConfig: 'formConf',
} as const;

export interface ProcessCondition {
  formId: number;
  [key: string]: unknown;
}

export interface ApprovalFormState {
  processConditions: ProcessCondition[];
  formItemList: unknown[];
}

/** The store's operations (the original mutations, by name). */
export interface ApprovalFormStore {
  getState(): ApprovalFormState;
  subscribe(listener: () => void): () => void;
  /** Replaces the conditions. */
  initPConditions(conditions: ProcessCondition[]): void;
  /** Adds a condition in front unless one with its formId is there. */
  addPCondition(condition: ProcessCondition): void;
  /** Removes the condition of a formId. */
  delPCondition(formId: number): void;
  /** Empties the conditions. */
  clearPCondition(): void;
  updateFormItemList(items: unknown[]): void;
  /** Empties the store and removes the designer's drafts from storage. */
  clear(): void;
}

export function createApprovalFormStore(
  storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage,
): ApprovalFormStore {
  let state: ApprovalFormState = { processConditions: [], formItemList: [] };
  const listeners = new Set<() => void>();
  const set = (next: ApprovalFormState) => {
    state = next;
    for (const l of listeners) l();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initPConditions: (conditions) => set({ ...state, processConditions: [...conditions] }),
    addPCondition(condition) {
      if (state.processConditions.some((c) => c.formId === condition.formId)) return;
      set({ ...state, processConditions: [condition, ...state.processConditions] });
    },
    delPCondition: (formId) =>
      set({ ...state, processConditions: state.processConditions.filter((c) => c.formId !== formId) }),
    clearPCondition: () => set({ ...state, processConditions: [] }),
    updateFormItemList: (items) => set({ ...state, formItemList: [...items] }),
    clear() {
      set({ processConditions: [], formItemList: [] });
      for (const key of Object.values(DESIGNER_STORAGE_KEYS)) storage?.removeItem(key);
    },
  };
}

/** The app's one approval form store. */
export const approvalFormStore = createApprovalFormStore();

/** The store's state, re-rendering on change. */
export function useApprovalFormState(store: ApprovalFormStore = approvalFormStore): ApprovalFormState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
