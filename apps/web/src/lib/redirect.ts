import { HOME_PATH, LOGIN_PATH } from './config';

// Control characters (C0, DEL, C1) and the Unicode line/paragraph separators. Browsers strip
// tab, CR and LF inside URLs, so `/\t/evil.example` would become `//evil.example`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const PROBE_ORIGIN = 'http://redirect.invalid';
const MAX_DECODE_ROUNDS = 5;

/** True when one (decoded) form of the target could leave the origin or hide a trick. */
function looksUnsafe(value: string): boolean {
  if (UNSAFE_CHARS.test(value)) return true;
  if (value.includes('\\')) return true; // `/\host` is read as `//host` by browsers
  if (!value.startsWith('/')) return true; // schemes (`https:`, `javascript:`) and relative paths
  if (value.startsWith('//')) return true; // protocol-relative URL
  return false;
}

/**
 * The in-app path to go to after login, taken from an untrusted `redirect` parameter.
 *
 * Only a same-origin absolute path is accepted (`/yxzcxt/index/roleManager?x=1#y`); anything
 * that could leave the site — `//host`, `/\host`, `https://…`, `javascript:…`, tab/CR/LF
 * tricks, and the percent-encoded forms of all of these — gives {@link HOME_PATH}. A redirect
 * back to the login page also gives the home path, so logging in can never loop.
 */
export function safeRedirect(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '' || raw.length > 2048) return HOME_PATH;
  let current = raw;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    if (looksUnsafe(current)) return HOME_PATH;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return HOME_PATH; // malformed percent-encoding
    }
    if (decoded === current) break;
    current = decoded;
  }
  if (looksUnsafe(current)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return HOME_PATH;
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
