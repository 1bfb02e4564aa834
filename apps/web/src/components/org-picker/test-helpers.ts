import { screen, within } from '@testing-library/react';

/** The picker's dialog (tests render one picker at a time). */
export function dialog() {
  return screen.getByRole('dialog');
}

/** A node of the picker's tree by its title, once it has loaded (the sandbox answers it). */
export async function treeItem(name: string) {
  return within(dialog()).findByTitle(name, {}, { timeout: 15_000 });
}
