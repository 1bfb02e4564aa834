export {
  type LazyChildrenQuery,
  type LazyNode,
  type LazyRow,
  useLazyTree,
} from './useLazyTree';
