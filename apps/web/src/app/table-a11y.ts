/*
 * Two accessibility fixes for antd's tables that their props cannot reach, applied to every table
 * under `root` as tables appear and change:
 * - The hidden measure row (`aria-hidden`, zero height) repeats the column titles to measure them,
 *   so a select-all checkbox in a title is focusable inside an aria-hidden row: the row is made
 *   `inert` (nothing in it takes focus; it is never seen or clicked).
 * - A table wider or taller than its box scrolls inside `.ant-table-content` / `.ant-table-body`;
 *   when nothing in it takes focus, a keyboard user cannot scroll it: such a scroller gets
 *   `tabindex="0"` (and loses it when it no longer scrolls).
 */

const SCROLLERS = '.ant-table-content, .ant-table-body';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
const MARK = 'data-scroll-focus';

/** Whether something inside `el` takes focus (an inert measure row's checkbox does not). */
function hasFocusable(el: HTMLElement): boolean {
  return [...el.querySelectorAll(FOCUSABLE)].some((f) => !f.closest('[inert]'));
}

/** Applies both fixes to the tables under `root` once. */
export function fixTables(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLElement>('.ant-table-measure-row:not([inert])')) {
    row.inert = true;
  }
  for (const el of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const scrolls = el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;
    const marked = el.hasAttribute(MARK);
    if (scrolls && !marked && !el.hasAttribute('tabindex') && !hasFocusable(el)) {
      el.tabIndex = 0;
      el.setAttribute(MARK, '');
    } else if (!scrolls && marked) {
      el.removeAttribute('tabindex');
      el.removeAttribute(MARK);
    }
  }
}

/** Keeps the tables under `root` fixed while the page changes; returns the function that stops. */
export function installTableA11y(root: HTMLElement = document.body): () => void {
  let pending = 0;
  const schedule = () => {
    if (pending) return;
    pending = requestAnimationFrame(() => {
      pending = 0;
      fixTables(root);
    });
  };
  const observer = new MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  schedule();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', schedule);
    if (pending) cancelAnimationFrame(pending);
  };
}
