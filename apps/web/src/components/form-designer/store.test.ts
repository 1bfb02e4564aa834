import { describe, expect, it } from 'vitest';
import { createApprovalFormStore, DESIGNER_STORAGE_KEYS } from './store';

describe('approval form store', () => {
  it('keys conditions by formId: adds new ones in front, ignores repeats, removes by formId', () => {
    const store = createApprovalFormStore();
    store.addPCondition({ formId: 2, label: '金额' });
    store.addPCondition({ formId: 3, label: '天数' });
    store.addPCondition({ formId: 2, label: '金额（又一次）' });
    expect(store.getState().processConditions).toEqual([
      { formId: 3, label: '天数' },
      { formId: 2, label: '金额' },
    ]);
    store.delPCondition(3);
    expect(store.getState().processConditions).toEqual([{ formId: 2, label: '金额' }]);
    store.clearPCondition();
    expect(store.getState().processConditions).toEqual([]);
  });

  it('notifies subscribers', () => {
    const store = createApprovalFormStore();
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.updateFormItemList([{ formId: 1 }]);
    off();
    store.updateFormItemList([]);
    expect(calls).toBe(1);
  });

  it('clearing also removes the drawing items, global id, tree node id and form config from localStorage', () => {
    for (const key of Object.values(DESIGNER_STORAGE_KEYS)) localStorage.setItem(key, 'x');
    localStorage.setItem('somethingElse', 'kept');
    const store = createApprovalFormStore(localStorage);
    store.initPConditions([{ formId: 1 }]);
    store.updateFormItemList([{ formId: 1 }]);
    store.clear();
    expect(store.getState()).toEqual({ processConditions: [], formItemList: [] });
    expect(
      ['drawingItems', 'idGlobal', 'treeNodeId', 'formConf'].map((k) => localStorage.getItem(k)),
    ).toEqual([null, null, null, null]);
    expect(localStorage.getItem('somethingElse')).toBe('kept');
  });
});
