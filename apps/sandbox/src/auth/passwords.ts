/**
 * Password hashing with node:crypto scrypt and a per-user random salt. Stored as
 * `scrypt$N$r$p$<salt hex>$<hash hex>` so the parameters travel with the hash.
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

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

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#%&*+=?';

/**
 * A new random password for a reset: 12 characters with at least one lower-case letter, one
 * upper-case letter, one digit and one symbol, without look-alikes (0/O, 1/l/I).
 */
export function generatePassword(length = 12): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [LOWER, UPPER, DIGITS, SYMBOLS].map((set) => set[randomInt(set.length)] as string);
  while (chars.length < length) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/** A random opaque token (hex). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('hex');
}
