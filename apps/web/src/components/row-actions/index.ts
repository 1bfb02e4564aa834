export { type RowActionsColumnOptions, rowActionsColumn } from './column';
export { type PublishActionsOptions, publishActions } from './publish';
export {
  type EditRemoveOptions,
  editRemoveActions,
  type RowAction,
  RowActions,
  type RowActionsProps,
} from './RowActions';
