/**
 * Base64 of UTF-8 text, the way the platform's servers exchange it.
 * Works in browsers and Node (no Buffer needed).
 */
export function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Decodes base64 to UTF-8 text. Spaces are turned into '+' first: a base64 value that travelled
 * through a URL query string unescaped has its '+' signs read back as spaces.
 *
 * @throws {TypeError} when the input is not valid base64 or not valid UTF-8
 */
export function decodeBase64(encoded: string): string {
  const normalized = encoded.replace(/ /g, '+');
  let binary: string;
  try {
    binary = atob(normalized);
  } catch (cause) {
    throw new TypeError('不是有效的 Base64 文本', { cause });
  }
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
