/** Where cookies are read and written. Defaults to `document`; inject one in Node or tests. */
export interface CookieJar {
  get cookie(): string;
  set cookie(value: string);
}

/** Token cookie lifetime: half a day (SPEC §9). */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 12 * 60 * 60;

/** Cookie name of the user's token under a system prefix, e.g. `agrimap_token`. */
export function tokenCookieName(prefix: string): string {
  return `${prefix}token`;
}

/** Cookie name of the separate platform token under a system prefix, e.g. `agrimap_zt_token`. */
export function platformTokenCookieName(prefix: string): string {
  return `${prefix}zt_token`;
}

function defaultJar(): CookieJar | undefined {
  const doc = (globalThis as { document?: CookieJar }).document;
  return doc && typeof doc.cookie === 'string' ? doc : undefined;
}

function isHttps(): boolean {
  const loc = (globalThis as { location?: { protocol?: string } }).location;
  return loc?.protocol === 'https:';
}

/** Reads one cookie by name (decoded), or undefined. */
export function readCookie(name: string, jar: CookieJar | undefined = defaultJar()): string | undefined {
  if (!jar) return undefined;
  for (const part of jar.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export interface WriteCookieOptions {
  /** Lifetime in seconds; defaults to half a day. */
  maxAgeSeconds?: number;
  /** Adds `Secure`; defaults to true when the page is served over https. */
  secure?: boolean;
  path?: string;
  jar?: CookieJar;
  /** Clock for the Expires attribute (tests). */
  now?: () => number;
}

/** Writes a cookie with `SameSite=Lax`, `Path=/`, Max-Age/Expires and `Secure` on https. */
export function writeCookie(name: string, value: string, options: WriteCookieOptions = {}): void {
  const jar = options.jar ?? defaultJar();
  if (!jar) return;
  const maxAge = options.maxAgeSeconds ?? TOKEN_COOKIE_MAX_AGE_SECONDS;
  const expires = new Date((options.now ?? Date.now)() + maxAge * 1000).toUTCString();
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${maxAge}`,
    `Expires=${expires}`,
    'SameSite=Lax',
  ];
  if (options.secure ?? isHttps()) parts.push('Secure');
  jar.cookie = parts.join('; ');
}

/** Removes a cookie (expires it now). */
export function removeCookie(name: string, options: Pick<WriteCookieOptions, 'jar' | 'path'> = {}): void {
  const jar = options.jar ?? defaultJar();
  if (!jar) return;
  jar.cookie = `${name}=; Path=${options.path ?? '/'}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

/** Stores the user's token under the prefix for half a day. */
export function setToken(prefix: string, token: string, options?: WriteCookieOptions): void {
  writeCookie(tokenCookieName(prefix), token, options);
}

/** The user's token stored under the prefix, if any. */
export function getToken(prefix: string, jar?: CookieJar): string | undefined {
  return readCookie(tokenCookieName(prefix), jar) || undefined;
}

/** Stores the platform token under the prefix for half a day. */
export function setPlatformToken(prefix: string, token: string, options?: WriteCookieOptions): void {
  writeCookie(platformTokenCookieName(prefix), token, options);
}

/** The platform token stored under the prefix, if any. */
export function getPlatformToken(prefix: string, jar?: CookieJar): string | undefined {
  return readCookie(platformTokenCookieName(prefix), jar) || undefined;
}

/** Removes both tokens stored under the prefix. */
export function clearTokens(prefix: string, jar?: CookieJar): void {
  removeCookie(tokenCookieName(prefix), jar ? { jar } : {});
  removeCookie(platformTokenCookieName(prefix), jar ? { jar } : {});
}

/**
 * A minimal in-memory cookie jar with the browser's assignment semantics (set, replace, expire).
 * For Node, SSR and tests.
 */
export function createMemoryCookieJar(
  now: () => number = Date.now,
): CookieJar & { raw(name: string): string | undefined } {
  const store = new Map<string, { value: string; attrs: string; expiresAt: number | undefined }>();
  const live = () => {
    const t = now();
    for (const [k, v] of store) if (v.expiresAt !== undefined && v.expiresAt <= t) store.delete(k);
  };
  return {
    get cookie() {
      live();
      return [...store].map(([k, v]) => `${k}=${v.value}`).join('; ');
    },
    set cookie(assignment: string) {
      const [pair = '', ...attrParts] = assignment.split(';');
      const eq = pair.indexOf('=');
      if (eq < 0) return;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let expiresAt: number | undefined;
      for (const attr of attrParts) {
        const [k = '', v = ''] = attr.split('=').map((s) => s.trim());
        if (k.toLowerCase() === 'max-age') expiresAt = now() + Number(v) * 1000;
        if (k.toLowerCase() === 'expires' && expiresAt === undefined) expiresAt = Date.parse(v);
      }
      if (expiresAt !== undefined && expiresAt <= now()) store.delete(name);
      else store.set(name, { value, attrs: attrParts.join(';').trim(), expiresAt });
    },
    raw(name: string) {
      const entry = store.get(name);
      return entry ? `${name}=${entry.value}; ${entry.attrs}` : undefined;
    },
  };
}
