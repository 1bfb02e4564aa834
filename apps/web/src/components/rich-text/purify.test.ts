// @vitest-environment jsdom
// DOMPurify needs a standards-complete DOM to remove attributes (happy-dom, the other tests'
// environment, is not one); jsdom stands in for the browser here.
import { describe, expect, it } from 'vitest';
import { isUploadedImageSrc, purify } from './purify';

describe('purify (the browser-side sanitiser of rich text)', () => {
  it('removes script, event-handler and javascript: payloads the server might have missed', () => {
    const html = purify(
      '<p>行情<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">链接</a><svg onload=alert(4)></svg></p>',
    );
    // The image goes as a whole: `x` is not an uploaded image.
    expect(html).toBe('<p>行情<a>链接</a></p>');
  });

  it('keeps the editor structure and uploaded images', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong></p><img src="/system/api/v1/news/image/n1abc" alt="图"><p><img src="/base/api/v1/agro/media/c20260301abc" alt="封面"></p>';
    expect(purify(html)).toBe(html);
  });

  it('drops images from anywhere else: other hosts, protocol-relative, data:, other paths', () => {
    const html = purify(
      [
        '<p>一<img src="https://evil.example/track.png" alt="外链"></p>',
        '<p>二<img src="//evil.example/n1abc.png"></p>',
        '<p>三<img src="data:image/png;base64,iVBORw0KGgo="></p>',
        '<p>四<img src="/system/api/v1/file/download?fileId=1"></p>',
        '<p>五<img src="/base/api/v1/agro/media/v20260301abc"></p>',
        '<p>六<img src="/system/api/v1/news/image/n1abc/../../../x"></p>',
        '<p>七<img src="http://127.0.0.1:4000/system/api/v1/news/image/n1abc"></p>',
        '<p>八<img></p>',
      ].join(''),
    );
    expect(html).toBe('<p>一</p><p>二</p><p>三</p><p>四</p><p>五</p><p>六</p><p>七</p><p>八</p>');
  });

  it('recognises exactly the relative URLs of the two image-serving operations', () => {
    expect(isUploadedImageSrc('/system/api/v1/news/image/n20260301093000a1b2c3')).toBe(true);
    expect(isUploadedImageSrc('/base/api/v1/agro/media/c20260301093000a1b2c3')).toBe(true);
    expect(isUploadedImageSrc('/base/api/v1/agro/media/v20260301093000a1b2c3')).toBe(false);
    expect(isUploadedImageSrc('https://example.com/system/api/v1/news/image/n1')).toBe(false);
    expect(isUploadedImageSrc(null)).toBe(false);
  });
});
