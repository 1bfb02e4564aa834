// DOM helpers shared by the screens' component tests (tables, buttons, dialogs, confirmations).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The data rows of the table under `scope` (a CSS selector, e.g. '.user-table'). */
export const tableRows = (scope: string): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>(`${scope} tbody tr.ant-table-row`),
];

/** The first row of the table under `scope` whose text contains `text`; throws when none. */
export function tableRow(scope: string, text: string): HTMLElement {
  const found = tableRows(scope).find((tr) => tr.textContent?.includes(text));
  if (!found) throw new Error(`no row ${text}`);
  return found;
}

/** The button labelled `label` (spaces ignored: antd puts one between two CJK characters). */
export function button(label: string, scope: ParentNode = document): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found as HTMLButtonElement;
}

/** A QueryTable's result line (共查询到 N 条记录), '' when none. */
export const listTotal = (scope: ParentNode = document): string =>
  scope.querySelector('.query-table-total')?.textContent ?? '';

/** Waits until a QueryTable shows its result line. */
export const listLoaded = () => waitFor(() => expect(listTotal()).toMatch(/^共查询到 \d+ 条记录$/));

/** The open EntityDialog. */
export const dialog = (): HTMLElement => document.querySelector('.entity-dialog') as HTMLElement;

/** A field of the open EntityDialog by its label. */
export const dialogField = (label: string): HTMLInputElement =>
  within(dialog()).getByLabelText(label) as HTMLInputElement;

/** The Popconfirm asking `title` (once it shows). */
export const popover = async (title: string): Promise<HTMLElement> =>
  (await screen.findByText(title)).closest('.ant-popover') as HTMLElement;

/**
 * The last button labelled `label` (spaces ignored): a confirmation opened later sits after the
 * page (and after a closing one).
 */
export function lastButton(label: string, scope: ParentNode = document): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].findLast(
    (b) => b.textContent?.replace(/\s/g, '') === label,
  );
  if (!found) throw new Error(`no button ${label}`);
  return found as HTMLButtonElement;
}

/** Whether a button labelled `label` shows (spaces ignored). */
export const hasButton = (label: string): boolean =>
  [...document.querySelectorAll('button')].some((b) => b.textContent?.replace(/\s/g, '') === label);

/** The form errors shown under `scope` (default: the open EntityDialog). */
export const formErrors = (scope: ParentNode = dialog()): (string | null)[] =>
  [...scope.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

/** Waits for the open Popconfirm and clicks its 确定. */
export async function confirmPopover(): Promise<void> {
  const pop = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
    expect(el).not.toBeNull();
    return el as HTMLElement;
  });
  fireEvent.click(within(pop).getByRole('button', { name: /确\s*定/ }));
}
