export { type RowActionsColumnOptions, rowActionsColumn } from './column';
export {
  type EditRemoveOptions,
  editRemoveActions,
  type RowAction,
  RowActions,
  type RowActionsProps,
} from './RowActions';
