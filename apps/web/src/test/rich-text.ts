import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { dialog } from './dom';

/**
 * Types into the tiptap editor inside `root` (default: the open dialog) the way the browser
 * would: the DOM changes, ProseMirror reads it.
 */
export async function typeRichText(text: string, root: () => HTMLElement | null = dialog) {
  const editor = await waitFor(() => {
    const el = root()?.querySelector<HTMLElement>('.tiptap');
    expect(el).toBeTruthy();
    return el as HTMLElement;
  });
  const p = editor.querySelector('p') ?? editor.appendChild(document.createElement('p'));
  p.textContent = text;
  await waitFor(() => expect(editor.textContent).toContain(text));
}
