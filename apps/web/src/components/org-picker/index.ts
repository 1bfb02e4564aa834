export { POSITION_CATEGORY } from './api';
export { orgPickerMessages } from './messages';
export { OrgPicker, type OrgPickerProps } from './OrgPicker';
export { OrgPickerField, type OrgPickerFieldProps } from './OrgPickerField';
export { buildSearchIndex, filterIndex, pinyinInitials } from './search';
export {
  countOrgValue,
  emptyOrgValue,
  flattenOrgValue,
  isOrgTab,
  normalizeOrgValue,
  ORG_MAX_DEFAULT,
  ORG_TABS,
  type OrgItem,
  type OrgTab,
  type OrgValue,
  toggleOrgItem,
} from './types';
