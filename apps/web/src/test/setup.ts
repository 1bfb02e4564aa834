import { cleanup, configure } from '@testing-library/react';
import { Modal } from 'antd';
import { afterAll, afterEach } from 'vitest';
import { clearSession } from '../lib/session';

// Component tests talk to the in-process sandbox (test/sandbox.tsx): on a busy machine an answer
// can take more than testing-library's default second.
configure({ asyncUtilTimeout: 10_000 });

// Unit tests run in happy-dom (vitest.config.ts). Guards below fill what a DOM emulation may lack.

// antd reads matchMedia (responsive observers).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's Table, Select, Tabs, Tree and Cascader observe element sizes (there is no layout here).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The last test's cleanup unmounts its tree, and React runs the unmount's passive effects in a
// scheduler task (setImmediate). That task must run before the file's DOM environment is torn
// down, or it finds no `window` — an unhandled "window is not defined" charged to the file, seen
// once on a loaded machine. Tasks run in order: waiting for one queued now lets React's go first.
afterAll(async () => {
  await new Promise<void>((resolve) => setImmediate(resolve));
});

afterEach(() => {
  cleanup();
  // Confirmations opened with Modal.confirm live outside the rendered tree: close them too, so
  // the next test (files share the DOM) does not find their buttons.
  Modal.destroyAll();
  // Whatever else a test left in the page (popups, drawers and dialogs portalled to <body>, still
  // animating out) goes too: test files share one DOM per worker. Except the list of antd's static
  // toasts (a toast shown with no App bound): React keeps rendering into that portal, so once it is
  // detached every later static toast of the worker lands off the page (lib/notify.test.ts failed
  // whenever an earlier file had shown one). Its toasts close by themselves after 2–5 s.
  for (const node of [...document.body.children]) {
    if (!node.classList.contains('ant-message')) node.remove();
  }
  clearSession(); // token cookies and stored user info
  localStorage.clear();
  sessionStorage.clear();
});
