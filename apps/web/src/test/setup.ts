import { cleanup, configure } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach } from 'vitest';
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

afterEach(() => {
  cleanup();
  // Confirmations opened with Modal.confirm live outside the rendered tree: close them too, so
  // the next test (files share the DOM) does not find their buttons.
  Modal.destroyAll();
  // Whatever else a test left in the page (popups, drawers and dialogs portalled to <body>, still
  // animating out) goes too: test files share one DOM per worker.
  for (const node of [...document.body.children]) node.remove();
  clearSession(); // token cookies and stored user info
  localStorage.clear();
  sessionStorage.clear();
});
