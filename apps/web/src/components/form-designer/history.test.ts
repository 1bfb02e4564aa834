import { describe, expect, it } from 'vitest';
import { initialDesignerState, designerReducer as reduce } from './history';

describe('designer history', () => {
  it('adds fields with increasing ids and vModels, selects the new one, undoes and redoes', () => {
    let s = initialDesignerState();
    s = reduce(s, { type: 'add', fieldType: 'amount' });
    s = reduce(s, { type: 'add', fieldType: 'input', index: 0 });
    expect(s.present.map((f) => [f.vModel, f.tagIcon])).toEqual([
      ['field2', 'input'],
      ['field1', 'amount'],
    ]);
    expect(s.selected).toBe(2);
    s = reduce(s, { type: 'undo' });
    expect(s.present.map((f) => f.vModel)).toEqual(['field1']);
    expect(s.selected).toBeNull();
    s = reduce(s, { type: 'redo' });
    expect(s.present.map((f) => f.vModel)).toEqual(['field2', 'field1']);
    s = reduce(s, { type: 'undo' });
    s = reduce(s, { type: 'add', fieldType: 'number' });
    expect(s.future).toEqual([]);
    expect(s.present.map((f) => f.vModel)).toEqual(['field1', 'field3']);
  });

  it('moves, updates, duplicates with new ids and removes', () => {
    let s = initialDesignerState();
    s = reduce(s, { type: 'add', fieldType: 'input' });
    s = reduce(s, { type: 'add', fieldType: 'table' });
    s = reduce(s, { type: 'addChild', formId: 2, fieldType: 'number' });
    s = reduce(s, { type: 'move', from: 1, to: 0 });
    expect(s.present.map((f) => f.formId)).toEqual([2, 1]);
    s = reduce(s, { type: 'update', formId: 3, patch: { label: '数量', required: true } });
    expect(s.present[0]?.children?.[0]).toMatchObject({ vModel: 'field3', label: '数量', required: true });
    s = reduce(s, { type: 'duplicate', formId: 2 });
    expect(s.present.map((f) => f.formId)).toEqual([2, 4, 1]);
    expect(s.present[1]?.children?.[0]).toMatchObject({ formId: 5, vModel: 'field5', label: '数量' });
    s = reduce(s, { type: 'remove', formId: 2 });
    expect(s.present.map((f) => f.formId)).toEqual([4, 1]);
  });

  it('continues ids after the largest of a loaded design', () => {
    let s = reduce(initialDesignerState(), { type: 'add', fieldType: 'table' });
    s = reduce(s, { type: 'addChild', formId: 1, fieldType: 'number' });
    s = initialDesignerState(s.present);
    expect(s.nextId).toBe(3);
    expect(s.past).toEqual([]);
  });
});
