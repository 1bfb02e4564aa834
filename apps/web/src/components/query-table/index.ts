export { codeColumn, labelOptions } from './columns';
export { queryTableMessages } from './messages';
export { QueryFilter, type QueryFilterProps, useUrlSearch } from './QueryFilter';
export {
  type ListQueryOptions,
  type Page,
  type QueryColumn,
  QueryTable,
  type QueryTableHandle,
  type QueryTableProps,
  type SearchField,
} from './QueryTable';
export { type ColumnKind, columnWidth, headerWidth, KIND_WIDTH } from './sizing';
