import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './print.css';

/**
 * What goes on paper when the page is printed: `children` in a direct child of body that the
 * screen never shows, while on paper every other child of body is hidden. One rule for every print
 * layout of the app, so that two print views loaded in one session (a stock document, then an
 * official document) do not hide each other's copy. `page` names a CSS `@page` rule the layout's
 * own stylesheet declares (its size and margins apply to this copy only).
 */
export function PrintCopy({ children, page }: { children: ReactNode; page?: string }) {
  return createPortal(
    <div className="print-copy" style={page ? { page } : undefined}>
      {children}
    </div>,
    document.body,
  );
}
