import createDOMPurify from 'dompurify';

/**
 * The browser's second line of defence for rich text (articles, schemes): the server already
 * sanitised the HTML; DOMPurify runs again before anything reaches the DOM (scripts, event
 * handlers, `javascript:` and `data:` URLs never do).
 */
export function purify(html: string): string {
  // An instance bound to this window (the default export may be the unbound factory in tests).
  const purifier = createDOMPurify(window);
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}
