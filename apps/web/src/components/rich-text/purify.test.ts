// @vitest-environment jsdom
// DOMPurify needs a standards-complete DOM to remove attributes (happy-dom, the other tests'
// environment, is not one); jsdom stands in for the browser here.
import { describe, expect, it } from 'vitest';
import { purify } from './purify';

describe('purify (the browser-side sanitiser of rich text)', () => {
  it('removes script, event-handler and javascript: payloads the server might have missed', () => {
    const html = purify(
      '<p>行情<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">链接</a><svg onload=alert(4)></svg></p>',
    );
    expect(html).toBe('<p>行情<img src="x"><a>链接</a></p>');
  });

  it('keeps the editor structure and uploaded images', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong></p><img src="/system/api/v1/news/image/n1abc" alt="图">';
    expect(purify(html)).toBe(html);
  });
});
