import createDOMPurify from 'dompurify';

/**
 * The app's own uploaded images, by the relative URL of the operation that serves them: article
 * images (`newsImage`, ids `n…`) and 农技 covers (`agroMedia`, ids `c…`). The server's allow-list
 * accepts the same two (apps/sandbox: `isUploadedImageSrc`).
 */
const UPLOADED_IMAGE_SRC = [
  /^\/system\/api\/v1\/news\/image\/n[A-Za-z0-9]{1,63}$/,
  /^\/base\/api\/v1\/agro\/media\/c[A-Za-z0-9]{1,63}$/,
];

/** Whether an `<img src>` of rich text is an uploaded image of the app. */
export function isUploadedImageSrc(src: string | null | undefined): boolean {
  return typeof src === 'string' && UPLOADED_IMAGE_SRC.some((re) => re.test(src));
}

/**
 * The browser's second line of defence for rich text (articles, notices, 公文, schemes): the
 * server already sanitised the HTML; DOMPurify runs again before anything reaches the DOM
 * (scripts, event handlers, `javascript:` and `data:` URLs never do), and images that are not
 * uploaded images of the app are dropped — an external image would be refused by the page's CSP
 * and would tell its host who reads what.
 */
export function purify(html: string): string {
  // An instance bound to this window (the default export may be the unbound factory in tests).
  const purifier = createDOMPurify(window);
  const fragment = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const img of Array.from(fragment.querySelectorAll('img'))) {
    if (!isUploadedImageSrc(img.getAttribute('src'))) img.remove();
  }
  // Serialised in the fragment's own (inert) document: the kept images are not fetched here.
  const holder = (fragment.ownerDocument ?? document).createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
