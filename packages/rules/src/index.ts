/**
 * @agrimap/rules — the business rules the web app and the sandbox share, written once and free of
 * any framework (no DOM, no Node, no React): the SPEC §5 validators, approval condition matching
 * and the price parser (元 → integer fen). Internal (private), consumed from source: see README.md.
 */
export * from './approval-conditions';
export * from './money';
export * from './validators';
