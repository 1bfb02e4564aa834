import { useMemo } from 'react';
import { purify } from './purify';

/** Server-sanitised rich text, purified once more and shown as HTML (never run). */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => (html ? purify(html) : ''), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and again by DOMPurify
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
