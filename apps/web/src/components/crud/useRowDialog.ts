import { useState } from 'react';

/** A dialog opened for one row (e.g. 成员): `row` while open, else null. */
export interface RowDialogState<Row> {
  row: Row | null;
  open: (row: Row) => void;
  close: () => void;
}

/** The state of a dialog opened from a row's action (one `useState` less per screen). */
export function useRowDialog<Row>(): RowDialogState<Row> {
  const [row, setRow] = useState<Row | null>(null);
  return { row, open: (next) => setRow(() => next), close: () => setRow(null) };
}
