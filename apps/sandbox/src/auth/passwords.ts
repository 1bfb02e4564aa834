/**
 * Password hashing with node:crypto scrypt and a per-user random salt. Stored as
 * `scrypt$N$r$p$<salt hex>$<hash hex>` so the parameters travel with the hash.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LEN = 32;

function derive(password: string, salt: Buffer, n = N, r = R, p = P): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export interface PasswordHash {
  hash: string;
  salt: string;
}

const memo = new Map<string, string>();

/**
 * Hashes a password. Without `salt` a fresh random 16-byte salt is drawn. With a given salt the
 * result is memoised in-process (the seed re-hashes its fixed accounts on every reset).
 */
export async function hashPassword(password: string, salt?: string): Promise<PasswordHash> {
  const saltHex = salt ?? randomBytes(16).toString('hex');
  const key = `${saltHex}:${password}`;
  const known = salt ? memo.get(key) : undefined;
  if (known) return { hash: known, salt: saltHex };
  const derived = await derive(password, Buffer.from(saltHex, 'hex'));
  const hash = `scrypt$${N}$${R}$${P}$${saltHex}$${derived.toString('hex')}`;
  if (salt) memo.set(key, hash);
  return { hash, salt: saltHex };
}

/** Constant-time check of a password against a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const derived = await derive(password, Buffer.from(saltHex, 'hex'), Number(n), Number(r), Number(p));
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}

/** A random opaque token (hex). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('hex');
}
