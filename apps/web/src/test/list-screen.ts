// Steps shared by the list screens' component tests: a table's result line and rows, clicking a
// button by its label, answering the last Popconfirm.
import { fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { button, hasButton, listTotal } from './dom';
import type { RecordedToasts, TestSandbox } from './sandbox';

/** The result line of the table under `scope` (others a failed test left behind do not count). */
export const tableTotal = (scope: string): string =>
  listTotal(document.querySelector(scope) ?? document.createElement('div'));

/** Clicks the button labelled `label` (spaces ignored) under `root`. */
export const click = (label: string, root: ParentNode = document): boolean =>
  fireEvent.click(button(label, root));

/**
 * Waits for the row of the table under `scope` that `match` picks: a text the row contains, or a
 * test on the row.
 */
export const findTableRow = (
  scope: string,
  match: string | ((row: HTMLElement) => boolean),
): Promise<HTMLElement> =>
  waitFor(() => {
    const test = typeof match === 'string' ? (tr: HTMLElement) => !!tr.textContent?.includes(match) : match;
    const row = [...document.querySelectorAll<HTMLElement>(`${scope} tbody tr`)].find(test);
    expect(row).toBeTruthy();
    return row as HTMLElement;
  });

/** Waits for the Popconfirm opened last and clicks its 确定. */
export async function confirmLastPopover(): Promise<void> {
  const pop = await waitFor(() => {
    const el = [...document.querySelectorAll<HTMLElement>('.ant-popover:not(.ant-popover-hidden)')].at(-1);
    expect(el).toBeTruthy();
    return el as HTMLElement;
  });
  click('确定', pop);
}

/**
 * Opens the antd Select (or TreeSelect) `trigger` and clicks its option whose text is `label`:
 * `options` names the option elements, `prefix` accepts a text that only starts with `label`.
 */
export async function chooseOption(
  trigger: HTMLElement,
  label: string,
  { options = '.ant-select-item-option', prefix = false }: { options?: string; prefix?: boolean } = {},
): Promise<void> {
  fireEvent.mouseDown(trigger);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(options)].find((el) =>
      prefix ? el.textContent?.startsWith(label) : el.textContent === label,
    );
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

/**
 * The button labelled `shown` is there; once `drop` takes the user's rights away it goes, and none
 * of the buttons labelled `others` shows.
 */
export async function expectButtonsGone(
  drop: () => Promise<void>,
  shown: string,
  others: readonly string[] = [],
): Promise<void> {
  expect(hasButton(shown)).toBe(true);
  await drop();
  await waitFor(() => expect(hasButton(shown)).toBe(false));
  for (const label of others) expect(hasButton(label)).toBe(false);
}

/**
 * `submit` is refused: `toast` (e.g. `toasts.error`) says `msg`, and the sandbox's data stay as they
 * were.
 */
export async function expectRefused(
  sandbox: TestSandbox,
  toast: RecordedToasts['error'],
  msg: string,
  submit: () => void,
): Promise<void> {
  const before = await sandbox.checksum();
  submit();
  await waitFor(() => expect(toast).toHaveBeenCalledWith(msg, expect.anything()));
  expect(await sandbox.checksum()).toEqual(before);
}
