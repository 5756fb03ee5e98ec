/**
 * Secrets the server must read back in clear (a call-centre seat's password), sealed at rest with AES-256-GCM under
 * a key from the configuration (ENCRYPTION_KEY), or, when none is configured, a key made once in the data directory.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const PREFIX = 'v1:';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes (base64)');
  return {
    /** v1:<iv>:<tag>:<ciphertext>, each base64; '' stays '' (no secret). */
    seal(plain) {
      if (!plain) return '';
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${data.toString('base64')}`;
    },
    /** Throws on anything not sealed under this key: a wrong key must not pass for an empty secret. */
    open(sealed) {
      if (!sealed) return '';
      const [iv, tag, data] = sealed.startsWith(PREFIX) ? sealed.slice(PREFIX.length).split(':') : [];
      if (!iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

export const isSealed = (value: string) => value.startsWith(PREFIX);

/**
 * The configured key, else the one kept in <dataDir>/encryption.key (made on first start, readable by the owner
 * only). Several instances on one database must share ENCRYPTION_KEY: each would otherwise make its own.
 */
export function encryptionKey(configured: string | undefined, dataDir: string): { key: Buffer; source: 'config' | 'file' } {
  if (configured) return { key: Buffer.from(configured, 'base64'), source: 'config' };
  const file = path.join(dataDir, 'encryption.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return { key: Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'), source: 'file' };
}
