export { readerDrawerMessages } from './messages';
export { ReaderDrawer, type ReaderDrawerProps } from './ReaderDrawer';
