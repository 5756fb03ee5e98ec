import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptionKey, isSealed, secretBox } from './secret-box.ts';

describe('secretBox', () => {
  const box = secretBox(randomBytes(32));

  it('seals so that the clear text is not in the stored value, and opens it back', () => {
    const sealed = box.seal('demo-seat');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('demo-seat');
    expect(box.seal('demo-seat')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('demo-seat');
    expect(box.seal('')).toBe('');
  });

  it('refuses a value sealed under another key, tampered with, or never sealed', () => {
    const sealed = box.seal('demo-seat');
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open(`${sealed.slice(0, -2)}AA`)).toThrow();
    expect(() => box.open('demo-seat')).toThrow();
  });
});

describe('encryptionKey', () => {
  it('takes the configured key, else makes one in the data directory once and keeps it to its owner', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'as-key-'));
    const configured = randomBytes(32).toString('base64');
    expect(encryptionKey(configured, dir)).toEqual({ key: Buffer.from(configured, 'base64'), source: 'config' });
    const first = encryptionKey(undefined, dir);
    expect(first.source).toBe('file');
    expect(first.key).toHaveLength(32);
    expect(encryptionKey(undefined, dir).key).toEqual(first.key);
    expect(fs.statSync(path.join(dir, 'encryption.key')).mode & 0o077).toBe(0);
    fs.rmSync(dir, { recursive: true });
  });
});
