export { type CrudForm, CrudFormDialog, type FormDeclaration, field, withId } from './CrudFormDialog';
export { CrudList, type CrudListProps } from './CrudList';
export {
  CrudTree,
  type CrudTreeLoad,
  type CrudTreeProps,
  type CrudTreeState,
  type CrudTreeTarget,
  useCrudTree,
} from './CrudTree';
export {
  actionsColumn,
  type ColumnExtra,
  column,
  imageColumn,
  statusChoices,
  statusColumn,
  statusOptions,
  withAll,
} from './columns';
export { idFilter } from './filters';
export { ListScreen, type ListScreenProps } from './ListScreen';
export { crudMessages } from './messages';
export { formatCents, moneyColumn } from './money';
export { type RecordForm, RecordFormDialog } from './RecordFormDialog';
export { type Crud, type CrudDialog, type CrudOptions, type CrudWrite, useCrud } from './useCrud';
export { type RowDialogState, useRowDialog } from './useRowDialog';
export { useWrite, type WriteOptions } from './useWrite';
export { removeById, statusById, type WriteToasts } from './writes';
