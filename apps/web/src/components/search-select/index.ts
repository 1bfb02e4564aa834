export {
  SEARCH_SELECT_DEBOUNCE_MS,
  SearchSelect,
  type SearchSelectOption,
  type SearchSelectProps,
  type SearchSelectQuery,
} from './SearchSelect';
