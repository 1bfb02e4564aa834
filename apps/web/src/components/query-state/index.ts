export { QueryState, type QueryStateSource } from './QueryState';
