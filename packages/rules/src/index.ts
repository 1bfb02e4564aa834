/**
 * @agrimap/rules — the business rules the web app and the sandbox share, written once and free of
 * any framework (no DOM, no Node, no React): the SPEC §5 validators and approval condition
 * matching. Internal (private), consumed from source: see README.md.
 */
export * from './approval-conditions';
export * from './validators';
