export { queryTableMessages } from './messages';
export {
  type ListQueryOptions,
  type Page,
  type QueryColumn,
  QueryTable,
  type QueryTableHandle,
  type QueryTableProps,
  type SearchField,
} from './QueryTable';
