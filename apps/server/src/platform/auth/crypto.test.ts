import { describe, expect, it } from 'vitest';
import { decryptPassword } from './crypto.ts';

// The test vectors of pig-contract.md, plaintext 123456.
describe('decryptPassword', () => {
  it.each([
    ['pigxpigxpigxpigx', 'CBC', 'rKu1/348LvKp0rsVC06eCA=='],
    ['pigxpigxpigxpigx', 'CFB', 'JFat0Zdc'],
    ['thanks,pig4cloud', 'CBC', 'LFEt60GoMTj5/mQQ7HjJeA=='],
    ['thanks,pig4cloud', 'CFB', 'YehdBPev'],
  ] as const)('key %s mode %s', (key, mode, cipher) => {
    expect(decryptPassword(cipher, key, mode)).toBe('123456');
  });

  it('refuses what is not a ciphertext of the right shape', () => {
    expect(decryptPassword('', 'pigxpigxpigxpigx', 'CBC')).toBeNull();
    expect(decryptPassword('abc', 'pigxpigxpigxpigx', 'CBC')).toBeNull();
    expect(decryptPassword('rKu1/348LvKp0rsVC06eCA==', 'short', 'CBC')).toBeNull();
  });
});
