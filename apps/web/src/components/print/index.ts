export { PrintCopy } from './PrintCopy';
