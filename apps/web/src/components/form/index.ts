export { CoordinateInput, type CoordinateInputProps } from './CoordinateInput';
export { DictSelect, type DictSelectProps, DictTag, type DictTagProps, dictLabel } from './dict';
export { ImageUpload } from './ImageUpload';
export { formMessages } from './messages';
export { RegionCascader, type RegionCascaderProps, type RegionValue } from './RegionCascader';
export { drillDown, fetchRegionChildren, regionChildrenQueryOptions } from './regions';
export { StatusSwitch, type StatusSwitchProps } from './StatusSwitch';
export { fileRef, StoredImage } from './StoredImage';
export {
  type UserOptionsSettings,
  UserSelect,
  type UserSelectProps,
  useUserOptions,
} from './UserSelect';
