export { treeTableMessages } from './messages';
export { TreeTable, type TreeTableProps } from './TreeTable';
export { childrenOf, parentKeys, reorder, type TreeMove } from './tree';
