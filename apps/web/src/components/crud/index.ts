export { CrudList, type CrudListProps } from './CrudList';
export { actionsColumn, imageColumn, statusChoices, statusColumn, statusOptions, withAll } from './columns';
export { ListScreen, type ListScreenProps } from './ListScreen';
export { crudMessages } from './messages';
export { type Crud, type CrudDialog, type CrudOptions, type CrudWrite, useCrud } from './useCrud';
