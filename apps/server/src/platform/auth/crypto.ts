/** Tokens, hashes, password checks and the pig clients' AES password obfuscation (pig-contract.md). */
import { createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function sameSecret(plain: string, hash: string): boolean {
  const a = Buffer.from(sha256(plain), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

let unknownUserHash: Promise<string> | undefined;

/**
 * Checks a password against a user's hash, or, for no user (unknown, or not a member), against a hash of a secret
 * nobody knows made as users' hashes are (argon2's defaults, as hashPassword and the seed make them): both cost the
 * same argon2 work, so the time of a wrong answer does not tell whether the user exists.
 */
export async function verifyPassword(hash: string | undefined, password: string | null): Promise<boolean> {
  unknownUserHash ??= argon2.hash(randomToken());
  const matches = await argon2.verify(hash ?? (await unknownUserHash), password ?? '');
  return matches && hash !== undefined && password !== null;
}

/**
 * Decrypts a password the way pig servers do: key parsed as Latin1, IV = key, Base64 input.
 * CBC uses zero padding (trailing NULs stripped); CFB has no padding. Returns null for input that is not a
 * valid ciphertext, which the caller treats as a wrong password.
 */
export function decryptPassword(cipherText: string, key: string, mode: 'CBC' | 'CFB'): string | null {
  try {
    const keyBuf = Buffer.from(key, 'latin1');
    const bits = keyBuf.length * 8;
    const algorithm = `aes-${bits}-${mode === 'CBC' ? 'cbc' : 'cfb'}`;
    const decipher = createDecipheriv(algorithm, keyBuf, keyBuf);
    decipher.setAutoPadding(false);
    const data = Buffer.from(cipherText, 'base64');
    if (data.length === 0 || (mode === 'CBC' && data.length % 16 !== 0)) return null;
    const plain = Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    return mode === 'CBC' ? plain.replace(/\0+$/, '') : plain;
  } catch {
    return null;
  }
}
